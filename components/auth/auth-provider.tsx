"use client";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { signOut, useSession } from "next-auth/react";
import { usePathname, useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { ApiReadError, configureApiClient } from "@/lib/client/api";
import { notifyAfterLoad, toastError } from "@/lib/client/notify";
import { apiKey } from "@/lib/client/query-client";
import type { PersonalInfo, ProfileData } from "@/lib/contract/profile";
import { useApiQuery } from "@/lib/hooks/use-api-query";
import { forgetKeptDrafts } from "@/lib/client/kept-drafts";

/** docs/behaviour.md §4; a profile read on the server shows the page at once (docs/decisions/019-server-read-profile.md). */
const AUTH_LOADER_DELAY_MS = 500;
const PROFILE = "/profile/getProfileData";

/** Puts a profile in the cache where AuthProvider reads it: one the server read for the page, or one a write returned. */
export function seedProfile(queryClient: QueryClient, profileData: ProfileData): void {
  queryClient.setQueryData(apiKey(PROFILE), { success: true as const, profileData });
}

export const profileRetryDelay = (failures: number) => Math.min(2000 * 2 ** Math.max(0, failures - 1), 30_000);

type AuthState = {
  loading: boolean;
  user: PersonalInfo | null;
  profile: ProfileData | null;
  isAuthenticated: boolean;
  /** True while a sign-out (chosen or forced) is taking the user to `/`. */
  leaving: boolean;
  logout: () => Promise<void>;
  setProfile: (profile: ProfileData) => void;
  /** docs/behaviour.md §4: after a successful profile update. */
  refreshProfile: () => Promise<void>;
  /** The profile could not be read; the session stands. */
  profileFailed: boolean;
  retryProfile: () => void;
};

const AuthContext = createContext<AuthState | null>(null);

/** Lives in the signed-in layout only. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { status, data: session } = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  // A profile already in the cache at the first render was read on the server: no loader, no wait.
  const [settledLate, setSettledLate] = useState(() => queryClient.getQueryData(apiKey(PROFILE)) !== undefined);
  const pathRef = useRef(pathname);
  useEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);

  const clearSession = useCallback(async () => {
    forgetKeptDrafts();
    await signOut({ redirect: false });
  }, []);

  // A layout effect: it runs before any screen's first read starts (those start in passive effects).
  useLayoutEffect(() => {
    configureApiClient({
      toast: (message) => toastError(message),
      onSessionLost: async () => {
        setLeaving(true);
        await clearSession();
        if (pathRef.current !== "/") router.replace("/");
      },
    });
  }, [clearSession, router]);

  const profileQuery = useApiQuery(PROFILE, { enabled: status === "authenticated", staleTime: Infinity });
  const failure = profileQuery.error;
  // Only a 401 signs the user out; any other failure keeps the session and the read is retried by itself.
  const sessionGone = failure instanceof ApiReadError && failure.failure.status === 401;
  const profileFailed = Boolean(failure) && !sessionGone;
  const { refetch, errorUpdatedAt } = profileQuery;
  const failuresInARow = useRef(0);
  useEffect(() => {
    if (!profileFailed) {
      failuresInARow.current = 0;
      return;
    }
    // Runs once per failed read (errorUpdatedAt changes with each).
    failuresInARow.current += 1;
    const timer = setTimeout(() => void refetch(), profileRetryDelay(failuresInARow.current));
    const again = () => void refetch();
    window.addEventListener("online", again);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("online", again);
    };
  }, [profileFailed, errorUpdatedAt, refetch]);
  const retryProfile = useCallback(() => void refetch(), [refetch]);

  const settled = status === "unauthenticated" || (status === "authenticated" && !profileQuery.isPending);
  useEffect(() => {
    if (!settled) return;
    const timer = setTimeout(() => setSettledLate(true), AUTH_LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settled]);

  const setProfile = useCallback((profileData: ProfileData) => seedProfile(queryClient, profileData), [queryClient]);

  const refreshProfile = useCallback(() => queryClient.invalidateQueries({ queryKey: apiKey(PROFILE), exact: true }), [queryClient]);

  const logout = useCallback(async () => {
    setLeaving(true);
    notifyAfterLoad("loggedOut");
    await clearSession();
    // A new document, not a client-side push: the router's cache of signed-in pages goes with the
    // old one, so Back cannot show them again without asking the server (docs/behaviour.md §2).
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a new document is the point here
    window.location.assign("/");
  }, [clearSession]);

  const profile = profileQuery.data?.profileData ?? null;
  // A profile only counts while next-auth holds a session for that same user.
  const current = status === "authenticated" && profile?.personal.userName === session?.user?.userName ? profile : null;
  const value = useMemo<AuthState>(
    () => ({
      // Signed in but the profile not loaded yet still counts as loading.
      loading: !settledLate || status === "loading" || (status === "authenticated" && !current),
      user: current?.personal ?? null,
      profile: current,
      isAuthenticated: Boolean(current?.personal),
      leaving,
      logout,
      setProfile,
      refreshProfile,
      profileFailed: profileFailed && !current,
      retryProfile,
    }),
    [settledLate, status, current, leaving, logout, setProfile, refreshProfile, profileFailed, retryProfile],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used inside AuthProvider");
  return ctx;
}

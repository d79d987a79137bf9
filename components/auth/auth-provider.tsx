"use client";
import { useQueryClient } from "@tanstack/react-query";
import { signOut, useSession } from "next-auth/react";
import { usePathname, useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { ApiReadError, configureApiClient } from "@/lib/client/api";
import { notify, toastError } from "@/lib/client/notify";
import { apiKey } from "@/lib/client/query-client";
import type { PersonalInfo, ProfileData } from "@/lib/contract/profile";
import { useApiQuery } from "@/lib/hooks/use-api-query";

/** Spec §4: the loader hides 500 ms after the profile attempt. */
const AUTH_LOADER_DELAY_MS = 500;
const PROFILE = "/profile/getProfileData";

type AuthState = {
  loading: boolean;
  user: PersonalInfo | null;
  profile: ProfileData | null;
  isAuthenticated: boolean;
  /** True while a sign-out (chosen or forced) is taking the user to `/`. */
  leaving: boolean;
  logout: () => Promise<void>;
  /** Shows a profile the server just returned (after an update), without reading it again. */
  setProfile: (profile: ProfileData) => void;
  /** Reads the profile afresh from the server (spec §4: after a successful profile update). */
  refreshProfile: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

/** The signed-in user's profile, read through the query cache, and sign-out. Lives in the signed-in layout only. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { status, data: session } = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const [settledLate, setSettledLate] = useState(false);
  const pathRef = useRef(pathname);
  useEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);

  const clearSession = useCallback(async () => {
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
  useEffect(() => {
    // Spec §4: a failed profile fetch logs the user out (400/401 were already handled by apiFetch).
    if (!failure) return;
    const code = failure instanceof ApiReadError ? failure.failure.status : 0;
    if (code !== 400 && code !== 401) void clearSession();
  }, [failure, clearSession]);

  const settled = status === "unauthenticated" || (status === "authenticated" && !profileQuery.isPending);
  useEffect(() => {
    if (!settled) return;
    const timer = setTimeout(() => setSettledLate(true), AUTH_LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settled]);

  const setProfile = useCallback(
    (profileData: ProfileData) => void queryClient.setQueryData(apiKey(PROFILE), { success: true as const, profileData }),
    [queryClient],
  );

  const refreshProfile = useCallback(() => queryClient.invalidateQueries({ queryKey: apiKey(PROFILE), exact: true }), [queryClient]);

  const logout = useCallback(async () => {
    setLeaving(true);
    notify.success("loggedOut");
    await clearSession();
    router.push("/");
  }, [clearSession, router]);

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
    }),
    [settledLate, status, current, leaving, logout, setProfile, refreshProfile],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used inside AuthProvider");
  return ctx;
}

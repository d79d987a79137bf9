"use client";
import { signIn, signOut, useSession } from "next-auth/react";
import { usePathname, useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { apiFetch, configureApiClient } from "@/lib/client/api";
import { MESSAGES } from "@/lib/client/messages";
import type { SignupInput } from "@/lib/contract/auth";
import type { FieldIssues } from "@/lib/contract/common";
import type { PersonalInfo, ProfileData } from "@/lib/contract/profile";

/** Spec §4: the loader hides 500 ms after the profile attempt. */
const AUTH_LOADER_DELAY_MS = 500;

type AuthResult = { ok: true } | { ok: false; message: string; issues?: FieldIssues };

type AuthState = {
  loading: boolean;
  user: PersonalInfo | null;
  profile: ProfileData | null;
  isAuthenticated: boolean;
  /** True while a sign-out (chosen or forced) is taking the user to `/`. */
  leaving: boolean;
  login: (identifier: string, password: string) => Promise<AuthResult>;
  register: (input: SignupInput) => Promise<AuthResult>;
  logout: () => Promise<void>;
  refreshProfile: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

/** The profile, `null` when the fetch failed, `undefined` when the session was lost (already handled). */
async function fetchProfile(): Promise<ProfileData | null | undefined> {
  const result = await apiFetch<{ profileData: ProfileData }>("/profile/getProfileData");
  if (result.ok && result.data.profileData) return result.data.profileData;
  return result.status === 401 || result.status === 400 ? undefined : null;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { status, data: session } = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const [profile, setProfile] = useState<ProfileData | null>(null);
  const [loading, setLoading] = useState(true);
  const [leaving, setLeaving] = useState(false);
  const pathRef = useRef(pathname);
  useEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);

  const clearSession = useCallback(async () => {
    await signOut({ redirect: false });
  }, []);

  useEffect(() => {
    configureApiClient({
      toast: (message) => toast.error(message),
      onSessionLost: async () => {
        setLeaving(true);
        await clearSession();
        if (pathRef.current !== "/") router.replace("/");
      },
    });
  }, [clearSession, router]);

  const loadProfile = useCallback(async () => {
    const fetched = await fetchProfile();
    if (fetched) setProfile(fetched);
    // Spec §4: a failed profile fetch logs the user out (400/401 are already handled by apiFetch).
    else if (fetched === null) await clearSession();
  }, [clearSession]);

  useEffect(() => {
    if (status === "loading") return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      timer = setTimeout(() => !cancelled && setLoading(false), AUTH_LOADER_DELAY_MS);
    };
    if (status === "unauthenticated") {
      finish();
    } else {
      void fetchProfile()
        .then(async (fetched) => {
          if (cancelled) return;
          if (fetched) setProfile(fetched);
          else if (fetched === null) await clearSession();
        })
        .finally(finish);
    }
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [status, clearSession]);

  const login = useCallback(async (identifier: string, password: string): Promise<AuthResult> => {
    const res = await signIn("credentials", { identifier, password, redirect: false });
    if (res?.ok && !res.error) {
      setLeaving(false);
      return { ok: true };
    }
    return { ok: false, message: res?.error && res.error !== "CredentialsSignin" ? res.error : "Invalid email or password" };
  }, []);

  const register = useCallback(
    async (input: SignupInput): Promise<AuthResult> => {
      let res: Response;
      try {
        res = await fetch("/api/auth/signup", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(input),
        });
      } catch {
        toast.error(MESSAGES.networkError);
        return { ok: false, message: "Network error" };
      }
      const body = (await res.json().catch(() => ({}))) as { success?: boolean; message?: string; issues?: FieldIssues };
      if (!res.ok || !body.success) {
        if (res.status >= 500) toast.error(MESSAGES.serverError);
        return { ok: false, message: body.message ?? "Registration failed", issues: body.issues };
      }
      // Spec §4: on success, sign in at once with the same credentials.
      return login(input.email, input.password);
    },
    [login],
  );

  const logout = useCallback(async () => {
    setLeaving(true);
    toast.success(MESSAGES.loggedOut);
    await clearSession();
    router.push("/");
  }, [clearSession, router]);

  // A profile only counts while next-auth holds a session for that same user.
  const current = status === "authenticated" && profile?.personal.userName === session?.user?.userName ? profile : null;
  const value = useMemo<AuthState>(
    () => ({
      // Signed in but the profile not loaded yet (just after sign-in) still counts as loading.
      loading: loading || status === "loading" || (status === "authenticated" && !current),
      user: current?.personal ?? null,
      profile: current,
      isAuthenticated: Boolean(current?.personal),
      leaving,
      login,
      register,
      logout,
      refreshProfile: loadProfile,
    }),
    [loading, status, current, leaving, login, register, logout, loadProfile],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used inside AuthProvider");
  return ctx;
}

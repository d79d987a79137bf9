"use client";
import { signIn, signOut, useSession } from "next-auth/react";
import { usePathname, useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { apiFetch, configureApiClient } from "@/lib/client/api";
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
  login: (identifier: string, password: string) => Promise<AuthResult>;
  register: (input: SignupInput) => Promise<AuthResult>;
  logout: () => Promise<void>;
  refreshProfile: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const [profile, setProfile] = useState<ProfileData | null>(null);
  const [loading, setLoading] = useState(true);
  const pathRef = useRef(pathname);
  pathRef.current = pathname;

  const clearSession = useCallback(async () => {
    setProfile(null);
    await signOut({ redirect: false });
  }, []);

  useEffect(() => {
    configureApiClient({
      toast: (message) => toast.error(message),
      onSessionLost: async () => {
        await clearSession();
        if (pathRef.current !== "/") router.replace("/");
      },
    });
  }, [clearSession, router]);

  const loadProfile = useCallback(async () => {
    const result = await apiFetch<{ profileData: ProfileData }>("/profile/getProfileData");
    if (result.ok && result.data.profileData) {
      setProfile(result.data.profileData);
      return;
    }
    // Spec §4: a failed profile fetch logs the user out.
    if (result.status !== 401 && result.status !== 400) await clearSession();
  }, [clearSession]);

  useEffect(() => {
    if (status === "loading") return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      timer = setTimeout(() => !cancelled && setLoading(false), AUTH_LOADER_DELAY_MS);
    };
    if (status === "unauthenticated") {
      setProfile(null);
      finish();
    } else {
      void loadProfile().finally(finish);
    }
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [status, loadProfile]);

  const login = useCallback(async (identifier: string, password: string): Promise<AuthResult> => {
    const res = await signIn("credentials", { identifier, password, redirect: false });
    if (res?.ok && !res.error) return { ok: true };
    return { ok: false, message: res?.error && res.error !== "CredentialsSignin" ? res.error : "Invalid email or password" };
  }, []);

  const register = useCallback(
    async (input: SignupInput): Promise<AuthResult> => {
      let res: Response;
      try {
        res = await fetch("/api/auth/signup", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(input) });
      } catch {
        toast.error("Network error");
        return { ok: false, message: "Network error" };
      }
      const body = (await res.json().catch(() => ({}))) as { success?: boolean; message?: string; issues?: FieldIssues };
      if (!res.ok || !body.success) {
        if (res.status >= 500) toast.error("Server error occurred");
        return { ok: false, message: body.message ?? "Registration failed", issues: body.issues };
      }
      // Spec §4: on success, sign in at once with the same credentials.
      return login(input.email, input.password);
    },
    [login],
  );

  const logout = useCallback(async () => {
    toast.success("Logged out successfully");
    await clearSession();
    router.push("/");
  }, [clearSession, router]);

  const value = useMemo<AuthState>(
    () => ({
      loading: loading || status === "loading",
      user: profile?.personal ?? null,
      profile,
      isAuthenticated: Boolean(profile?.personal),
      login,
      register,
      logout,
      refreshProfile: loadProfile,
    }),
    [loading, status, profile, login, register, logout, loadProfile],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used inside AuthProvider");
  return ctx;
}

import { MESSAGES } from "@/lib/client/messages";
import { toastError } from "@/lib/client/notify";
import type { SignupInput } from "@/lib/contract/auth";
import type { FieldIssues } from "@/lib/contract/common";

export type AuthResult = { ok: true } | { ok: false; message: string; issues?: FieldIssues };

/** docs/behaviour.md §4; needs no SessionProvider, so the sign-in pages load none of the shell, and next-auth's client only on send. */
export async function signInWithPassword(identifier: string, password: string): Promise<AuthResult> {
  const { signIn } = await import("next-auth/react");
  const res = await signIn("credentials", { identifier, password, redirect: false });
  if (res?.ok && !res.error) return { ok: true };
  return { ok: false, message: res?.error && res.error !== "CredentialsSignin" ? res.error : "Invalid email or password" };
}

/** docs/behaviour.md §4 */
export async function registerAccount(input: SignupInput): Promise<AuthResult> {
  let res: Response;
  try {
    res = await fetch("/api/auth/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
    });
  } catch {
    toastError(MESSAGES.networkError);
    return { ok: false, message: MESSAGES.networkError };
  }
  const body = (await res.json().catch(() => ({}))) as { success?: boolean; message?: string; issues?: FieldIssues };
  if (!res.ok || !body.success) {
    if (res.status >= 500) toastError(MESSAGES.serverError);
    return { ok: false, message: body.message ?? "Registration failed", issues: body.issues };
  }
  return signInWithPassword(input.email, input.password);
}

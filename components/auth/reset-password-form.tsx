"use client";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { apiWrite } from "@/lib/client/api";
import { useHydrated } from "@/lib/hooks/use-browser-value";
import { isLinkFailure, type LinkFailure } from "@/lib/contract/link-failures";
import { formText, useValidatedSubmit } from "@/lib/hooks/use-validated-submit";
import { AuthCard, FormError } from "./auth-card";
import { failureText } from "./forgot-password-form";
import { BackToSignIn, LinkProblem } from "./link-problem";
import { PasswordField } from "./password-input";

const resetPasswordFormSchema = () => import("@/lib/contract/recovery").then((m) => m.resetPasswordFormSchema);

export function ResetPasswordForm({ token }: { token: string | null }) {
  // Disabled until hydrated: the browser would otherwise send the form as a GET, with the passwords in the address.
  const hydrated = useHydrated();
  const { issues, busy, submit, prepare } = useValidatedSubmit(resetPasswordFormSchema);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<LinkFailure | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(null);
    const values = { token: token ?? "", newPassword: formText(form, "newPassword"), confirmPassword: formText(form, "confirmPassword") };
    await submit(values, async ({ confirmPassword: _confirm, ...input }) => {
      const result = await apiWrite("/auth/reset-password", input);
      if (result.ok) {
        // Every session of the account has just ended; forget this browser's too, so signing in starts clean.
        await import("next-auth/react").then(({ signOut }) => signOut({ redirect: false })).catch(() => undefined);
        return void setDone(result.data.message ?? "Your password has been changed.");
      }
      if (isLinkFailure(result.error?.code)) return void setFailure(result.error.code);
      if (result.status === 422 && result.error?.issues) return result.error.issues;
      setError(failureText(result));
    });
  }

  if (token === null || failure) return <LinkProblem failure={failure ?? "token_invalid"} purpose="reset" />;
  if (done) {
    return (
      <AuthCard title="Password changed" subtitle="You have been signed out on every device." footer={<BackToSignIn />}>
        <div className="space-y-4">
          <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
            {done}
          </p>
          <Link href="/login" className={buttonVariants({ className: "w-full" })}>
            Sign in
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      subtitle="At least 8 characters. Every device signed in to your account will be signed out."
      footer={<BackToSignIn />}
    >
      <form onSubmit={onSubmit} onFocus={prepare} noValidate className="space-y-4">
        <FormError message={error ?? issues.token?.[0] ?? null} />
        <PasswordField label="New password" name="newPassword" autoComplete="new-password" error={issues.newPassword?.[0]} required />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          error={issues.confirmPassword?.[0]}
          required
        />
        <button type="submit" className={buttonVariants({ className: "w-full" })} disabled={busy || !hydrated}>
          {busy ? "Saving..." : "Change password"}
        </button>
      </form>
    </AuthCard>
  );
}

"use client";
import { useState, type FormEvent } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { TextField } from "@/components/ui/field";
import { apiWrite, type ApiResult } from "@/lib/client/api";
import { MESSAGES } from "@/lib/client/messages";
import { formText, useValidatedSubmit } from "@/lib/hooks/use-validated-submit";
import { AuthCard, FormError } from "./auth-card";
import { BackToSignIn } from "./link-problem";

const forgotPasswordSchema = () => import("@/lib/contract/recovery").then((m) => m.forgotPasswordSchema);

/** docs/behaviour.md §8's words for no answer or a server failure, else the API's own. */
export function failureText(result: ApiResult<unknown>): string {
  if (result.ok) return "";
  if (result.status === 0) return MESSAGES.networkError;
  if (result.status >= 500) return MESSAGES.serverError;
  return result.error?.message ?? "Something went wrong. Try again.";
}

export function ForgotPasswordForm() {
  const { issues, busy, submit, prepare } = useValidatedSubmit(forgotPasswordSchema);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(null);
    await submit({ email: formText(form, "email") }, async (input) => {
      const result = await apiWrite("/auth/forgot-password", input);
      if (result.ok) return void setSent(result.data.message ?? "Check your email for a reset link.");
      if (result.status === 422 && result.error?.issues) return result.error.issues;
      setError(failureText(result));
    });
  }

  if (sent) {
    return (
      <AuthCard
        title="Check your email"
        subtitle="Nothing arrived? Look in your spam folder, or ask again in a few minutes."
        footer={<BackToSignIn />}
      >
        <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
          {sent}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will send you a link to choose a new password."
      footer={<BackToSignIn />}
    >
      <form onSubmit={onSubmit} onFocus={prepare} noValidate className="space-y-4">
        <FormError message={error} />
        <TextField label="Email" name="email" type="email" autoComplete="email" error={issues.email?.[0]} required />
        <button type="submit" className={buttonVariants({ className: "w-full" })} disabled={busy}>
          {busy ? "Sending..." : "Send reset link"}
        </button>
      </form>
    </AuthCard>
  );
}

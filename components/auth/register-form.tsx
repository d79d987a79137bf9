"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { TextField } from "@/components/ui/field";
import { formText, useValidatedSubmit } from "@/lib/hooks/use-validated-submit";
import { AuthCard, FormError } from "./auth-card";
import { registerAccount } from "./credentials";
import { GoogleSignIn } from "./google-sign-in";
import { PasswordField } from "./password-input";

const registerFormSchema = () => import("@/lib/contract/auth").then((m) => m.registerFormSchema);

const FIELDS = ["fullName", "userName", "email", "password", "confirmPassword"] as const;

export function RegisterForm() {
  const router = useRouter();
  const { issues, busy, submit, prepare } = useValidatedSubmit(registerFormSchema);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(null);
    await submit(Object.fromEntries(FIELDS.map((f) => [f, formText(form, f)])), async ({ confirmPassword: _confirm, ...input }) => {
      const result = await registerAccount(input);
      if (!result.ok) {
        setError(result.message);
        return result.issues;
      }
      router.replace("/dashboard");
      router.refresh();
    });
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Track LeetCode, Codeforces and CodeChef in one place."
      footer={
        <>
          Already have an account?{" "}
          <Link href="/login" className="font-medium text-brand-600 hover:underline dark:text-brand-400">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} onFocus={prepare} noValidate className="space-y-4">
        <FormError message={error} />
        <TextField label="Full name" name="fullName" autoComplete="name" maxLength={80} error={issues.fullName?.[0]} required />
        <TextField
          label="Username"
          name="userName"
          autoComplete="username"
          maxLength={30}
          hint="3 to 30 characters: a–z, 0–9, '_', '.' or '-'"
          error={issues.userName?.[0]}
          required
        />
        <TextField label="Email" name="email" type="email" autoComplete="email" error={issues.email?.[0]} required />
        <PasswordField label="Password" name="password" autoComplete="new-password" error={issues.password?.[0]} required />
        <PasswordField
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          error={issues.confirmPassword?.[0]}
          required
        />
        <button type="submit" className={buttonVariants({ className: "w-full" })} disabled={busy}>
          {busy ? "Creating account..." : "Create account"}
        </button>
      </form>
      <GoogleSignIn />
    </AuthCard>
  );
}

"use client";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { MESSAGES } from "@/lib/client/messages";
import { signinSchema } from "@/lib/contract/auth";
import { safeNextPath } from "@/lib/gate";
import { formText, useValidatedSubmit } from "@/lib/hooks/use-validated-submit";
import { useAuth } from "./auth-provider";
import { AuthCard, FormError } from "./auth-card";
import { PasswordField } from "./password-input";

export function LoginForm() {
  const params = useSearchParams();
  const router = useRouter();
  const { login } = useAuth();
  const next = params.get("next");
  const { issues, busy, submit } = useValidatedSubmit(signinSchema);
  const [error, setError] = useState<string | null>(null);
  const toasted = useRef(false);

  useEffect(() => {
    // The gate sent a signed-out visitor here from a protected page (spec §2).
    if (next && !toasted.current) {
      toasted.current = true;
      toast.info(MESSAGES.loginRequired);
    }
  }, [next]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(null);
    await submit({ identifier: formText(form, "identifier"), password: formText(form, "password") }, async ({ identifier, password }) => {
      const result = await login(identifier, password);
      if (!result.ok) return setError(result.message);
      router.replace(safeNextPath(next));
      router.refresh();
    });
  }

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to continue your climb."
      footer={
        <>
          New to Algo Ladder?{" "}
          <Link href="/register" className="font-medium text-brand-600 hover:underline dark:text-brand-400">
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError message={error} />
        <TextField label="Email or username" name="identifier" autoComplete="username" error={issues.identifier?.[0]} required />
        <PasswordField label="Password" name="password" autoComplete="current-password" error={issues.password?.[0]} required />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign in"}
        </Button>
      </form>
    </AuthCard>
  );
}

"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { notify } from "@/lib/client/notify";
import { signinSchema } from "@/lib/contract/auth";
import { safeNextPath } from "@/lib/gate";
import { formText, useValidatedSubmit } from "@/lib/hooks/use-validated-submit";
import { useAuth } from "./auth-provider";
import { AuthCard, FormError } from "./auth-card";
import { PasswordField } from "./password-input";

/** Where the gate wanted to take the visitor (`/login?next=…`), if anywhere. */
const nextParam = () => new URLSearchParams(window.location.search).get("next");

export function LoginForm() {
  const router = useRouter();
  const { login } = useAuth();
  const { issues, busy, submit } = useValidatedSubmit(signinSchema);
  const [error, setError] = useState<string | null>(null);
  const toasted = useRef(false);

  useEffect(() => {
    // The gate sent a signed-out visitor here from a protected page (spec §2). The query is read
    // after hydration, not during render, so the page stays fully prerendered.
    if (nextParam() && !toasted.current) {
      toasted.current = true;
      notify.info("loginRequired");
    }
  }, []);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(null);
    await submit({ identifier: formText(form, "identifier"), password: formText(form, "password") }, async ({ identifier, password }) => {
      const result = await login(identifier, password);
      if (!result.ok) return setError(result.message);
      router.replace(safeNextPath(nextParam()));
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

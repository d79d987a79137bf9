"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { TextField } from "@/components/ui/field";
import { notify } from "@/lib/client/notify";
import { safeNextPath } from "@/lib/gate";
import { formText, useValidatedSubmit } from "@/lib/hooks/use-validated-submit";
import { AuthCard, FormError } from "./auth-card";
import { signInWithPassword } from "./credentials";
import { GoogleSignIn } from "./google-sign-in";
import { PasswordField } from "./password-input";

const signinSchema = () => import("@/lib/contract/auth").then((m) => m.signinSchema);

const nextParam = () => new URLSearchParams(window.location.search).get("next");

export function LoginForm() {
  const router = useRouter();
  const { issues, busy, submit, prepare } = useValidatedSubmit(signinSchema);
  const [error, setError] = useState<string | null>(null);
  const toasted = useRef(false);

  useEffect(() => {
    // Read after hydration, not during render, so the page stays fully prerendered (docs/behaviour.md §2).
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
      const result = await signInWithPassword(identifier, password);
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
      <form onSubmit={onSubmit} onFocus={prepare} noValidate className="space-y-4">
        <FormError message={error} />
        <TextField label="Email or username" name="identifier" autoComplete="username" error={issues.identifier?.[0]} required />
        <PasswordField label="Password" name="password" autoComplete="current-password" error={issues.password?.[0]} required />
        <p className="-mt-2 text-right text-sm">
          <Link href="/forgot-password" className="font-medium text-brand-600 hover:underline dark:text-brand-400">
            Forgot password?
          </Link>
        </p>
        <button type="submit" className={buttonVariants({ className: "w-full" })} disabled={busy}>
          {busy ? "Signing in..." : "Sign in"}
        </button>
      </form>
      <GoogleSignIn />
    </AuthCard>
  );
}

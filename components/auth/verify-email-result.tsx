"use client";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { apiWrite } from "@/lib/client/api";
import { isLinkFailure, type LinkFailure } from "@/lib/contract/link-failures";
import { AuthCard, FormError } from "./auth-card";
import { failureText } from "./forgot-password-form";
import { BackToSignIn, LinkProblem } from "./link-problem";

type State =
  | { state: "checking" }
  | { state: "verified"; message: string }
  | { state: "link"; failure: LinkFailure }
  | { state: "error"; message: string };

export function VerifyEmailResult({ token }: { token: string | null }) {
  const [result, setResult] = useState<State>({ state: "checking" });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    // The link works once: React runs effects twice in development.
    sent.current = true;
    void apiWrite("/auth/verify-email", { token }).then((res) => {
      if (res.ok) setResult({ state: "verified", message: res.data.message ?? "Your email address is verified." });
      else if (isLinkFailure(res.error?.code)) setResult({ state: "link", failure: res.error.code });
      else setResult({ state: "error", message: failureText(res) });
    });
  }, [token]);

  if (token === null) return <LinkProblem failure="token_invalid" purpose="verify" />;
  if (result.state === "link") return <LinkProblem failure={result.failure} purpose="verify" />;
  if (result.state === "verified") {
    return (
      <AuthCard title="Email verified" subtitle="Thank you for confirming your address." footer={<BackToSignIn />}>
        <div className="space-y-4">
          <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
            {result.message}
          </p>
          <Link href="/dashboard" className={buttonVariants({ className: "w-full" })}>
            Continue to Algo Ladder
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Verifying your email" subtitle="This takes a moment." footer={<BackToSignIn />}>
      {result.state === "error" ? (
        <FormError message={result.message} />
      ) : (
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          Checking your link...
        </p>
      )}
    </AuthCard>
  );
}

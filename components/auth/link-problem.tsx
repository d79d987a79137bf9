import Link from "next/link";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import type { LinkFailure } from "@/lib/contract/link-failures";
import { AuthCard } from "./auth-card";

type Purpose = "reset" | "verify";

const TITLES: Record<LinkFailure, string> = {
  token_expired: "This link has expired",
  token_used: "This link has already been used",
  token_invalid: "This link is not valid",
};

const ADVICE: Record<Purpose, Record<LinkFailure, string>> = {
  reset: {
    token_expired: "Reset links work for 1 hour. Ask for a new one and use it within the hour.",
    token_used: "Each reset link works once. If you changed your password with it, sign in with the new one; otherwise ask for a new link.",
    token_invalid: "Open the whole link from the most recent reset email, or ask for a new one.",
  },
  verify: {
    token_expired: "Verification links work for 24 hours. Sign in and choose 'Send verification email again' on your profile.",
    token_used: "Each verification link works once. If you opened it before, your email address is already verified.",
    token_invalid: "Open the whole link from the most recent verification email, or ask for a new one from your profile.",
  },
};

export function LinkProblem({ failure, purpose }: { failure: LinkFailure; purpose: Purpose }) {
  const next: ReactNode =
    purpose === "reset" ? (
      <Link href="/forgot-password" className={buttonVariants({ className: "w-full" })}>
        Ask for a new link
      </Link>
    ) : (
      <Link href="/profile" className={buttonVariants({ className: "w-full" })}>
        Go to your profile
      </Link>
    );
  return (
    <AuthCard title={TITLES[failure]} subtitle={ADVICE[purpose][failure]} footer={<BackToSignIn />}>
      <div data-testid="link-problem" data-reason={failure}>
        {next}
      </div>
    </AuthCard>
  );
}

export function BackToSignIn() {
  return (
    <Link href="/login" className="font-medium text-brand-600 hover:underline dark:text-brand-400">
      Back to sign in
    </Link>
  );
}

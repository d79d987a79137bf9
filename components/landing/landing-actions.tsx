"use client";
import Link from "next/link";
import { useAuth } from "@/components/auth/auth-provider";
import { buttonClass } from "@/components/ui/button";

const big = "h-12 px-6 text-base";

/** Signed-in visitors stay on the landing page (spec §2) but get a way straight back in. */
export function LandingActions() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) {
    return (
      <Link href="/dashboard" className={buttonClass("primary", "md", big)}>
        Go to your dashboard
      </Link>
    );
  }
  return (
    <>
      <Link href="/register" className={buttonClass("primary", "md", big)}>
        Create your free account
      </Link>
      <Link href="/login" className={buttonClass("secondary", "md", big)}>
        Sign in
      </Link>
    </>
  );
}

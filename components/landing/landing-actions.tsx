import Link from "next/link";
import { buttonClass } from "@/components/ui/button";

/** Signed-in visitors stay on the landing page (docs/behaviour.md §2) but get a way straight back in. */
export function LandingActions({ signedIn }: { signedIn: boolean }) {
  if (signedIn) {
    return (
      <Link href="/dashboard" className={buttonClass({ size: "lg" })}>
        Go to your dashboard
      </Link>
    );
  }
  return (
    <>
      <Link href="/register" className={buttonClass({ size: "lg" })}>
        Create your free account
      </Link>
      <Link href="/login" className={buttonClass({ variant: "secondary", size: "lg" })}>
        Sign in
      </Link>
    </>
  );
}

"use client";
import Link from "next/link";
import { useEffect, useState } from "react";
// The classes without the merger (tailwind-merge): every route carries this page's code.
import { buttonVariants } from "@/components/ui/button-variants";

type SessionReply = { user?: { userName?: string } };

/**
 * The not-found page's ways back. It is static (every route carries it), so who is signed in is
 * asked after load: a visitor is offered Home and Login, a signed-in user Home and the dashboard.
 */
export function NotFoundActions() {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void fetch("/api/auth/session")
      .then((res) => (res.ok ? (res.json() as Promise<SessionReply>) : {}))
      .then((session: SessionReply) => {
        if (!cancelled && session.user?.userName) setSignedIn(true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Link href="/" className={buttonVariants()}>
        Go to Home
      </Link>
      {signedIn ? (
        <Link href="/dashboard" className={buttonVariants({ variant: "secondary" })}>
          Back to Dashboard
        </Link>
      ) : (
        <Link href="/login" className={buttonVariants({ variant: "secondary" })}>
          Login
        </Link>
      )}
    </div>
  );
}

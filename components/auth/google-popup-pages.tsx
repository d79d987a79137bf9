"use client";
import Link from "next/link";
import { signIn } from "next-auth/react";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { GOOGLE_POPUP, POPUP_ERRORS, popupErrorOf, type PopupOutcome } from "@/lib/auth/google-popup";
import { useBrowserValue } from "@/lib/hooks/use-browser-value";

/** False when the page was opened directly, so it shows the outcome itself. */
function reportToOpener(outcome: PopupOutcome): boolean {
  const origin = window.location.origin;
  let told = false;
  // Only ever to our own origin: the message must not reach a page another site opened us from.
  if (window.opener && window.opener !== window) {
    (window.opener as Window).postMessage(outcome, origin);
    told = true;
  }
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(GOOGLE_POPUP.channel);
    channel.postMessage(outcome);
    channel.close();
  }
  if (told) window.close();
  return told;
}

function PopupFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      {children}
    </main>
  );
}

function Outcome({ outcome }: { outcome: PopupOutcome }) {
  if (outcome.ok) {
    return (
      <PopupFrame title="You are signed in">
        <Link href="/dashboard" className={buttonVariants()}>
          Go to your dashboard
        </Link>
      </PopupFrame>
    );
  }
  return (
    <PopupFrame title="Google sign-in did not finish">
      <p role="alert" className="max-w-sm text-sm text-zinc-700 dark:text-zinc-300">
        {POPUP_ERRORS[outcome.error]}
      </p>
      <Link href="/login" className={buttonVariants({ variant: "secondary" })}>
        Back to sign in
      </Link>
    </PopupFrame>
  );
}

/** /auth/google */
export function GooglePopupStart() {
  const [failed, setFailed] = useState<PopupOutcome | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (error: "Network" | "Configuration") => {
      const outcome: PopupOutcome = { type: GOOGLE_POPUP.messageType, ok: false, error };
      if (!reportToOpener(outcome)) setFailed(outcome);
    };
    void (async () => {
      try {
        const res = await fetch("/api/auth/providers");
        const providers = (await res.json()) as Record<string, unknown>;
        if (!Object.hasOwn(providers, "google")) return fail("Configuration");
        await signIn("google", { callbackUrl: GOOGLE_POPUP.resultPath });
      } catch {
        fail("Network");
      }
    })();
  }, []);
  if (failed) return <Outcome outcome={failed} />;
  return (
    <PopupFrame title="Connecting to Google">
      <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
        Taking you to Google to sign in...
      </p>
    </PopupFrame>
  );
}

function outcomeOf(search: string): PopupOutcome {
  const error = new URLSearchParams(search).get("error");
  return error ? { type: GOOGLE_POPUP.messageType, ok: false, error: popupErrorOf(error) } : { type: GOOGLE_POPUP.messageType, ok: true };
}

/** /auth/google/done */
export function GooglePopupResult() {
  // Read in the browser only, so the page itself stays static.
  const search = useBrowserValue<string | null>(() => window.location.search, null);
  const hasOpener = useBrowserValue(() => Boolean(window.opener), true);
  const outcome = useMemo(() => (search === null ? null : outcomeOf(search)), [search]);
  const reported = useRef(false);
  useEffect(() => {
    if (!outcome || reported.current) return;
    reported.current = true;
    reportToOpener(outcome);
  }, [outcome]);
  if (outcome && !hasOpener) return <Outcome outcome={outcome} />;
  return (
    <PopupFrame title="Finishing Google sign-in">
      <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
        This window closes by itself.
      </p>
    </PopupFrame>
  );
}

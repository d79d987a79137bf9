"use client";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { POPUP_ERRORS } from "@/lib/auth/google-popup";
import { safeNextPath } from "@/lib/gate";
import { FormError } from "./auth-card";
import { useGooglePopup } from "./use-google-popup";

let googleOffered: Promise<boolean> | undefined;

/** Asked after load, so the sign-in pages stay prerendered whatever the server's settings. */
function useGoogleOffered(): boolean {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    let cancelled = false;
    googleOffered ??= fetch("/api/auth/providers")
      .then((res) => (res.ok ? (res.json() as Promise<Record<string, unknown>>) : {}))
      .then((providers) => Object.hasOwn(providers, "google"))
      .catch(() => {
        // Ask again next time rather than remember a network hiccup.
        googleOffered = undefined;
        return false;
      });
    void googleOffered.then((yes) => !cancelled && setOffered(yes));
    return () => {
      cancelled = true;
    };
  }, []);
  return offered;
}

/** docs/behaviour.md §4 */
export function GoogleSignInButton() {
  const router = useRouter();
  const offered = useGoogleOffered();
  const onSignedIn = useCallback(() => {
    router.replace(safeNextPath(new URLSearchParams(window.location.search).get("next")));
    router.refresh();
  }, [router]);
  const { status, start, cancel } = useGooglePopup(onSignedIn);

  if (!offered) return null;
  const waiting = status.state === "waiting";
  return (
    <div className="mt-6 space-y-3">
      <div className="flex items-center gap-3 text-xs text-zinc-600 uppercase dark:text-zinc-400" aria-hidden>
        <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
        or
        <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
      </div>
      <button
        type="button"
        onClick={start}
        disabled={status.state === "done"}
        className={buttonVariants({ variant: "secondary", className: "w-full" })}
      >
        {status.state === "done" ? "Signing in..." : "Continue with Google"}
      </button>
      {waiting ? (
        <p role="status" className="flex items-center justify-between gap-3 text-sm text-zinc-600 dark:text-zinc-400">
          Finish signing in in the Google window.
          <button type="button" onClick={cancel} className="font-medium text-brand-600 hover:underline dark:text-brand-400">
            Cancel
          </button>
        </p>
      ) : null}
      <FormError message={status.state === "failed" ? POPUP_ERRORS[status.error] : null} />
    </div>
  );
}

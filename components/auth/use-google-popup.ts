"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { GOOGLE_POPUP, isPopupOutcome, type PopupError, type PopupOutcome } from "@/lib/auth/google-popup";

export type GooglePopupStatus = { state: "idle" } | { state: "waiting" } | { state: "done" } | { state: "failed"; error: PopupError };

/** How often the opener checks for a closed popup, and how long it then waits for a late word. */
const POLL_MS = 400;
const GRACE_MS = 400;

/** docs/behaviour.md §8 */
function popupFeatures(): string {
  const { width, height } = GOOGLE_POPUP;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/** Throws when the server cannot be reached. */
async function signedIn(): Promise<boolean> {
  const res = await fetch("/api/auth/session", { cache: "no-store" });
  const session = (await res.json().catch(() => ({}))) as { user?: { userName?: string } };
  return Boolean(session.user?.userName);
}

/** A success is only believed once next-auth holds the session, and a failure never leaves one behind (docs/behaviour.md §4). */
export function useGooglePopup(onSignedIn: () => void) {
  const [status, setStatus] = useState<GooglePopupStatus>({ state: "idle" });
  const popup = useRef<Window | null>(null);
  const poll = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const waiting = useRef(false);
  const settling = useRef(false);
  const onSignedInRef = useRef(onSignedIn);
  useEffect(() => {
    onSignedInRef.current = onSignedIn;
  }, [onSignedIn]);

  const stopWatching = useCallback(() => {
    clearInterval(poll.current);
    poll.current = undefined;
  }, []);

  /** `outcome` null: the popup closed without a word. */
  const settle = useCallback(
    async (outcome: PopupOutcome | null) => {
      // A late success still counts (the browser may have cut the popup off); a failure only matters mid-attempt.
      if (settling.current || (!waiting.current && !outcome?.ok)) return;
      settling.current = true;
      waiting.current = false;
      stopWatching();
      try {
        const hasSession = await signedIn();
        if (hasSession && (outcome === null || outcome.ok)) {
          setStatus({ state: "done" });
          onSignedInRef.current();
          return;
        }
        if (hasSession) await import("next-auth/react").then(({ signOut }) => signOut({ redirect: false }));
        setStatus({ state: "failed", error: outcome === null ? "Closed" : outcome.ok ? "Incomplete" : outcome.error });
      } catch {
        setStatus({ state: "failed", error: "Network" });
      } finally {
        settling.current = false;
      }
    },
    [stopWatching],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isPopupOutcome(event.data)) void settle(event.data);
    };
    window.addEventListener("message", onMessage);
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(GOOGLE_POPUP.channel);
    channel?.addEventListener("message", (event: MessageEvent) => {
      if (isPopupOutcome(event.data)) void settle(event.data);
    });
    return () => {
      window.removeEventListener("message", onMessage);
      channel?.close();
      stopWatching();
    };
  }, [settle, stopWatching]);

  const start = useCallback(() => {
    if (waiting.current && popup.current && !popup.current.closed) {
      popup.current.focus();
      return;
    }
    const opened = window.open(GOOGLE_POPUP.startPath, GOOGLE_POPUP.name, popupFeatures());
    if (!opened) {
      setStatus({ state: "failed", error: "Blocked" });
      return;
    }
    popup.current = opened;
    waiting.current = true;
    setStatus({ state: "waiting" });
    stopWatching();
    poll.current = setInterval(() => {
      if (!opened.closed) return;
      stopWatching();
      // Its last message may still be on its way.
      setTimeout(() => void settle(null), GRACE_MS);
    }, POLL_MS);
  }, [settle, stopWatching]);

  const cancel = useCallback(() => {
    popup.current?.close();
    void settle({ type: GOOGLE_POPUP.messageType, ok: false, error: "Cancelled" });
  }, [settle]);

  return { status, start, cancel };
}

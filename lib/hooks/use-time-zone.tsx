"use client";
import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import { browserTimeZone } from "@/lib/client/time-zone";
import { whenIdle } from "@/lib/client/when-idle";

/** Read once the browser is idle, as the first Intl formatter costs 15–20 ms inside hydration (docs/decisions/026-time-zone-when-idle.md). */
let read: string | undefined;
let scheduled = false;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (!scheduled) {
    scheduled = true;
    whenIdle(() => {
      read = browserTimeZone();
      for (const listener of listeners) listener();
    });
  }
  return () => listeners.delete(onChange);
}

const Hint = createContext<string | null>(null);

/** The zone the server rendered the signed-in pages with (the browser's cookie). */
export function TimeZoneHint({ zone, children }: { zone: string | null; children: ReactNode }) {
  return <Hint.Provider value={zone}>{children}</Hint.Provider>;
}

/** Until the browser's own zone is read, the zone the server rendered with, or null (a read then waits). */
export function useTimeZone(hint?: string | null): string | null {
  const shellHint = useContext(Hint);
  const standIn = hint ?? shellHint;
  return useSyncExternalStore(
    subscribe,
    () => read ?? standIn,
    () => standIn,
  );
}

/** Until then times are best written in UTC, which needs no Intl. */
export function useBrowserZoneKnown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => read !== undefined,
    () => false,
  );
}

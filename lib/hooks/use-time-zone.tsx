"use client";
import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import { browserTimeZone } from "@/lib/client/time-zone";
import { whenIdle } from "@/lib/client/when-idle";

/**
 * The browser's own zone once read. Reading it builds the page's first Intl formatter, which loads
 * the browser's locale data: 15–20 ms, several times that on a phone, inside the task that hydrates
 * the page. So it is read once the browser is idle after the first load (docs/decisions/026-time-zone-when-idle.md).
 */
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

/** The zone the server rendered the signed-in pages with (the browser's cookie), for useTimeZone. */
export function TimeZoneHint({ zone, children }: { zone: string | null; children: ReactNode }) {
  return <Hint.Provider value={zone}>{children}</Hint.Provider>;
}

/**
 * The zone to read the user's calendar days in: until the browser's own is read, the zone the
 * server rendered with (`hint`, else the shell's TimeZoneHint), or null when there is none (a read
 * then waits); the browser's own from then on, and at once on every page after the first.
 */
export function useTimeZone(hint?: string | null): string | null {
  const shellHint = useContext(Hint);
  const standIn = hint ?? shellHint;
  return useSyncExternalStore(
    subscribe,
    () => read ?? standIn,
    () => standIn,
  );
}

/**
 * Whether the browser's own zone has been read: until then (the server's render, hydration and
 * the idle moment after it) times are best written in UTC, which needs no Intl; from then on in
 * the browser's own zone and locale.
 */
export function useBrowserZoneKnown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => read !== undefined,
    () => false,
  );
}

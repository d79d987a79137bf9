"use client";
import { useSyncExternalStore } from "react";

/** Values that are read once and never announce a change: the store has nothing to subscribe to. */
const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (the address's query, `window.opener`), read without a hydration
 * mismatch: the server and the browser's first render both see `onServer`, later renders `read()`.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noSubscription, read, () => onServer);
}

/** False on the server and in the render that hydrates; true from then on. */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}

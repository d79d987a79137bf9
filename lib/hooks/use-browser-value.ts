"use client";
import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/** The server and the hydrating render both see `onServer`, so there is no mismatch. */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noSubscription, read, () => onServer);
}

export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}

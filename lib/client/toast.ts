"use client";
import type * as SonnerModule from "sonner";

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/**
 * Loads the toast library on first use and asks the root layout to mount its toaster. Public
 * pages that never show a toast never download it; a toast raised before the toaster subscribed
 * is still shown (sonner replays active toasts to a new toaster).
 */
export function loadToasts(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return (sonner ??= import("sonner"));
}

/** For `useSyncExternalStore`: whether any toast has been asked for yet. */
export const toasterStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  wanted: () => wanted,
  never: () => false,
};

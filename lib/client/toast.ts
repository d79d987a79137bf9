"use client";
import type * as SonnerModule from "sonner";

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** Public pages that never toast never download it; sonner replays toasts raised before the toaster subscribed. */
export function loadToasts(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return (sonner ??= import("sonner"));
}

export const toasterStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  wanted: () => wanted,
  never: () => false,
};

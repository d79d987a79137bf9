"use client";

export type ThemeState = { resolvedTheme: string | undefined; setTheme: (theme: string) => void };

const SERVER: ThemeState = { resolvedTheme: undefined, setTheme: () => undefined };
let current: ThemeState = SERVER;
const listeners = new Set<() => void>();

/** The provider wraps nothing else: its context changes on the first effect, which would hydrate all below at once (docs/decisions/023-hydration-without-a-second-pass.md). */
export const themeStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => current,
  server: () => SERVER,
  publish: (next: ThemeState) => {
    if (next.resolvedTheme === current.resolvedTheme && next.setTheme === current.setTheme) return;
    current = next;
    for (const listener of listeners) listener();
  },
};

"use client";

/** What the theme switch needs from next-themes. */
export type ThemeState = { resolvedTheme: string | undefined; setTheme: (theme: string) => void };

const SERVER: ThemeState = { resolvedTheme: undefined, setTheme: () => undefined };
let current: ThemeState = SERVER;
const listeners = new Set<() => void>();

/**
 * next-themes' state, handed from a component inside its provider to the components that show or
 * change the theme (a `useSyncExternalStore` store). The provider wraps nothing else: its context
 * changes on the first effect (it reads the system's colour scheme even with `enableSystem` off),
 * and a context change above parts of the page still waiting to hydrate makes React hydrate them all
 * at once, in one long task, instead of a little at a time
 * (docs/decisions/023-hydration-without-a-second-pass.md).
 */
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

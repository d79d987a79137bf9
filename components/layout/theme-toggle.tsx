"use client";
import { useSyncExternalStore, type ReactNode } from "react";
import { themeStore } from "@/components/providers/theme-store";

/** The icons show by CSS (`dark:`), so the first paint is right before any script runs. */
export function ThemeToggle({ className, children }: { className: string; children: ReactNode }) {
  // The stored theme is known only in the browser, so the server and the hydrating render show the dark default.
  const { resolvedTheme, setTheme } = useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.server);
  const dark = resolvedTheme !== "light";
  return (
    <button
      type="button"
      className={className}
      aria-label={dark ? "Switch to light theme" : "Switch to dark theme"}
      onClick={() => setTheme(dark ? "light" : "dark")}
    >
      {children}
    </button>
  );
}

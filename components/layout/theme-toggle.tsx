"use client";
import { useSyncExternalStore, type ReactNode } from "react";
import { themeStore } from "@/components/providers/theme-store";

/**
 * The theme switch. Its icons come in as children and show by CSS (`dark:`), so the page's
 * first paint is right before any script runs, and the icons cost no browser JavaScript.
 */
export function ThemeToggle({ className, children }: { className: string; children: ReactNode }) {
  // The stored theme is known only in the browser; the server, and the render that hydrates, show
  // the dark default.
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

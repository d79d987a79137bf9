"use client";
import { useTheme } from "next-themes";
import { useSyncExternalStore, type ReactNode } from "react";

const noop = () => () => undefined;

/**
 * The theme switch. Its icons come in as children and show by CSS (`dark:`), so the page's
 * first paint is right before any script runs, and the icons cost no browser JavaScript.
 */
export function ThemeToggle({ className, children }: { className: string; children: ReactNode }) {
  const { resolvedTheme, setTheme } = useTheme();
  // The stored theme is known only in the browser; the server renders the dark default.
  const mounted = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const dark = !mounted || resolvedTheme !== "light";
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

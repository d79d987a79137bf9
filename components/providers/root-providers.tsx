"use client";
import { ThemeProvider, useTheme } from "next-themes";
import { useEffect, type ReactNode } from "react";
import { themeStore } from "./theme-store";
import { ToasterHost } from "./toaster-host";

/** Hands next-themes' state to the theme switch (see theme-store.ts). */
function ThemeBridge() {
  const { resolvedTheme, setTheme } = useTheme();
  useEffect(() => themeStore.publish({ resolvedTheme, setTheme }), [resolvedTheme, setTheme]);
  return null;
}

/**
 * What every page needs, public ones included: the theme, and a place for toasts. The theme
 * provider wraps only its bridge, not the page: its context changes once after hydration, and
 * the page below must not re-render, nor hydrate all at once, because of it (theme-store.ts).
 */
export function RootProviders({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    <>
      {/* docs/behaviour.md §1: dark first, toggled by a `dark` class on <html>, remembered; no flash on load. */}
      <ThemeProvider
        attribute="class"
        defaultTheme="dark"
        enableSystem={false}
        storageKey="algo-ladder-theme"
        disableTransitionOnChange
        nonce={nonce}
      >
        <ThemeBridge />
      </ThemeProvider>
      {children}
      <ToasterHost />
    </>
  );
}

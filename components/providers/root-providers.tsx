"use client";
import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { ToasterHost } from "./toaster-host";

/** What every page needs, public ones included: the theme, and a place for toasts. */
export function RootProviders({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    // docs/behaviour.md §1: dark first, toggled by a `dark` class on <html>, remembered; no flash on load.
    <ThemeProvider
      attribute="class"
      defaultTheme="dark"
      enableSystem={false}
      storageKey="algo-ladder-theme"
      disableTransitionOnChange
      nonce={nonce}
    >
      {children}
      <ToasterHost />
    </ThemeProvider>
  );
}

"use client";
import { ThemeProvider, useTheme } from "next-themes";
import { useEffect, type ReactNode } from "react";
import { isSignedInPath } from "@/lib/gate";
import { showCarriedToast } from "@/lib/client/notify";
import { themeStore } from "./theme-store";
import { ToasterHost } from "./toaster-host";

/** theme-store.ts */
function ThemeBridge() {
  const { resolvedTheme, setTheme } = useTheme();
  useEffect(() => themeStore.publish({ resolvedTheme, setTheme }), [resolvedTheme, setTheme]);
  return null;
}

/** Shows the toast a page left for this load, and reloads a signed-in page restored from the back-forward cache so the gate checks again. */
function PageShow() {
  useEffect(() => {
    showCarriedToast();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && isSignedInPath(window.location.pathname)) window.location.reload();
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);
  return null;
}

/** The theme provider wraps only its bridge, so its context change after hydration does not re-render the page (theme-store.ts). */
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
      <PageShow />
      <ToasterHost />
    </>
  );
}

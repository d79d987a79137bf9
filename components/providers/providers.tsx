"use client";
import { SessionProvider } from "next-auth/react";
import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { AuthProvider } from "@/components/auth/auth-provider";

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider refetchOnWindowFocus={false}>
      {/* Spec §1: dark first, toggled by a `dark` class on <html>, remembered; no flash on load. */}
      <ThemeProvider attribute="class" defaultTheme="dark" enableSystem={false} storageKey="algo-ladder-theme" disableTransitionOnChange>
        <AuthProvider>{children}</AuthProvider>
        <Toaster position="top-right" theme="light" closeButton duration={5000} />
      </ThemeProvider>
    </SessionProvider>
  );
}

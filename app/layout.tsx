import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import "./globals.css";
import { RootProviders } from "@/components/providers/root-providers";
import { ScrollManager } from "@/components/layout/scroll-manager";

export const metadata: Metadata = {
  title: { default: "Algo Ladder", template: "%s · Algo Ladder" },
  description: "A practice companion for competitive programmers on LeetCode, Codeforces and CodeChef.",
  applicationName: "Algo Ladder",
  icons: {
    icon: [
      { url: "/favicon.ico", sizes: "32x32" },
      { url: "/icon.svg", type: "image/svg+xml" },
    ],
    apple: "/apple-touch-icon.png",
  },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: dark)", color: "#09090b" },
    { media: "(prefers-color-scheme: light)", color: "#fafafa" },
  ],
};

/**
 * Every page: theme, toasts, scroll handling. Each route group adds its own top bar and
 * footer, so public pages carry none of the signed-in shell's code (see `(app)/layout.tsx`).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  // This load's script nonce (proxy.ts): the theme script must carry it to run under the policy.
  // Reading it renders every page per request, as a nonce must be fresh each time.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="en" className="dark" suppressHydrationWarning>
      <body className="flex min-h-screen flex-col">
        <RootProviders nonce={nonce}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-zinc-900"
          >
            Skip to content
          </a>
          <ScrollManager />
          {children}
        </RootProviders>
      </body>
    </html>
  );
}

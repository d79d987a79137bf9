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

/** Each route group adds its own top bar, so public pages carry none of the signed-in shell's code. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  // The theme script must carry this load's nonce (proxy.ts); reading it renders every page per request.
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

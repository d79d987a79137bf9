import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { Providers } from "@/components/providers/providers";
import { NavStateProvider } from "@/components/layout/nav-state";
import { TopBar } from "@/components/layout/top-bar";
import { Footer } from "@/components/layout/footer";
import { ScrollManager } from "@/components/layout/scroll-manager";

export const metadata: Metadata = {
  title: { default: "Algo Ladder", template: "%s · Algo Ladder" },
  description: "A practice companion for competitive programmers on LeetCode, Codeforces and CodeChef.",
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: dark)", color: "#09090b" },
    { media: "(prefers-color-scheme: light)", color: "#fafafa" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className="dark" suppressHydrationWarning>
      <body className="flex min-h-screen flex-col">
        <Providers>
          <NavStateProvider>
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-zinc-900"
            >
              Skip to content
            </a>
            <ScrollManager />
            <TopBar />
            <div className="flex flex-1 flex-col">{children}</div>
            <Footer />
          </NavStateProvider>
        </Providers>
      </body>
    </html>
  );
}

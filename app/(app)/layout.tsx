import { getServerSession } from "next-auth";
import type { ReactNode } from "react";
import { AppTopBar } from "@/components/layout/app-top-bar";
import { AppShell } from "@/components/layout/app-shell";
import { Footer } from "@/components/layout/footer";
import { AppProviders } from "@/components/providers/app-providers";
import { authOptions } from "@/lib/auth/options";

/** Signed-in pages: the session, query cache and profile live here, and only here. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const session = await getServerSession(authOptions);
  return (
    <AppProviders session={session}>
      <AppTopBar />
      {/* At least a screen tall, so the footer starts below the fold and the page appearing under the loader does not shift it. */}
      <div className="flex min-h-[calc(100vh-4rem)] flex-1 flex-col">
        <AppShell>{children}</AppShell>
      </div>
      <Footer />
    </AppProviders>
  );
}

import { getServerSession } from "next-auth";
import { cookies, headers } from "next/headers";
import type { ReactNode } from "react";
import { AppTopBar } from "@/components/layout/app-top-bar";
import { AppShell } from "@/components/layout/app-shell";
import { Footer } from "@/components/layout/footer";
import { progressKey } from "@/components/dashboard/dashboard-key";
import { AppProviders } from "@/components/providers/app-providers";
import { SeedQueries } from "@/components/providers/seed-queries";
import { authOptions } from "@/lib/auth/options";
import { apiTokenOf } from "@/lib/bff/api-token";
import { cookieTimeZone, seedRead, seedReads } from "@/lib/bff/page-seed";
import { serverRead } from "@/lib/bff/server-read";

/** Undefined when it could not be read: the browser then reads it, with the error state or the 401 sign-out (docs/decisions/019-server-read-profile.md). */
async function profileForPage() {
  const apiToken = await apiTokenOf({ cookies: await cookies(), headers: await headers() });
  if (!apiToken) return undefined;
  const read = await serverRead("/profile/getProfileData", apiToken);
  return read.ok ? read.data.profileData : undefined;
}

/** Read with the profile so no page calls the API for its frame; goal and streak only with a known zone, as they count the user's calendar days. */
async function shellSeeds(timeZone: string | undefined) {
  return seedReads([
    "/virtual/list",
    "/reviews/due",
    "/clubs/list",
    ...(timeZone
      ? [seedRead("/fetch/progress", { query: { tz: timeZone }, key: progressKey(timeZone), select: (data) => data.progress })]
      : []),
  ]);
}

/** The session, query cache and profile live here, and only here. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const timeZone = await cookieTimeZone();
  const [session, profile, seeds] = await Promise.all([getServerSession(authOptions), profileForPage(), shellSeeds(timeZone)]);
  return (
    <AppProviders session={session} profile={session ? profile : undefined}>
      <SeedQueries entries={session ? seeds : []}>
        <AppTopBar />
        {/* At least a screen tall, so the footer starts below the fold and a page appearing under the loader does not shift it. */}
        <div className="flex min-h-[calc(100vh-4rem)] flex-1 flex-col">
          <AppShell timeZone={timeZone ?? null}>{children}</AppShell>
        </div>
        <Footer />
      </SeedQueries>
    </AppProviders>
  );
}

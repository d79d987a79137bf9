import type { Metadata } from "next";
import { cookies } from "next/headers";
import { dashboardKey } from "@/components/dashboard/dashboard-key";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { SeedQueries } from "@/components/providers/seed-queries";
import { PAGE_DATA_TIMEOUT_MS, pageSeedToken } from "@/lib/bff/page-seed";
import type { SeedEntry } from "@/lib/client/query-client";
import { serverRead } from "@/lib/bff/server-read";
import { TIME_ZONE_COOKIE, timeZoneFromCookie } from "@/lib/client/time-zone";

export const metadata: Metadata = { title: "Dashboard" };

/**
 * The dashboard read on the server for the zone the browser last said it is in (its cookie), so
 * the page's first screen is in the server's HTML (docs/decisions/019-server-read-profile.md).
 * Nothing when the zone is not known (a first visit), on a navigation inside the app, or when the
 * API fails or is slow: the browser reads it then, as before.
 */
async function seededDashboard(): Promise<{ timeZone: string; entries: SeedEntry[] } | undefined> {
  const timeZone = timeZoneFromCookie((await cookies()).get(TIME_ZONE_COOKIE)?.value);
  if (!timeZone) return undefined;
  const apiToken = await pageSeedToken();
  if (!apiToken) return undefined;
  const read = await serverRead("/fetch/dashboard", apiToken, PAGE_DATA_TIMEOUT_MS, { tz: timeZone });
  if (!read.ok) return undefined;
  return { timeZone, entries: [{ key: dashboardKey(timeZone), data: read.data.fullData, readAt: Date.now() }] };
}

export default async function DashboardPage() {
  const seeded = await seededDashboard();
  if (!seeded) return <DashboardView />;
  return (
    <SeedQueries entries={seeded.entries}>
      <DashboardView timeZone={seeded.timeZone} />
    </SeedQueries>
  );
}

import type { Metadata } from "next";
import { dashboardKey, progressKey } from "@/components/dashboard/dashboard-key";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { progressOf } from "@/components/dashboard/progress";
import { SeedQueries } from "@/components/providers/seed-queries";
import { cookieTimeZone, seedRead, seedReads } from "@/lib/bff/page-seed";
import type { FullData } from "@/lib/contract/dashboard";

export const metadata: Metadata = { title: "Dashboard" };

/**
 * The dashboard is read on the server for the zone the browser last said it is in (its cookie), so
 * the page's first screen is in the server's HTML (docs/decisions/019-server-read-profile.md).
 * Nothing when the zone is not known (a first visit), on a navigation inside the app, or when the
 * API fails or is slow: the browser reads it then, as before. The sidebar's figures come from the
 * same read.
 */
export default async function DashboardPage() {
  const timeZone = await cookieTimeZone();
  const entries = timeZone
    ? await seedReads([
        seedRead("/fetch/dashboard", { query: { tz: timeZone }, key: dashboardKey(timeZone), select: (data) => data.fullData }),
      ])
    : [];
  const [dashboard] = entries;
  if (!timeZone || !dashboard) return <DashboardView />;
  // The sidebar's figures from the same read, so it need not read them again.
  const progress = { key: progressKey(timeZone), data: progressOf(dashboard.data as FullData), readAt: dashboard.readAt };
  return (
    <SeedQueries entries={[dashboard, progress]}>
      <DashboardView timeZone={timeZone} />
    </SeedQueries>
  );
}

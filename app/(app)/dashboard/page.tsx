import type { Metadata } from "next";
import { dashboardKey } from "@/components/dashboard/dashboard-key";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { SeedQueries } from "@/components/providers/seed-queries";
import { cookieTimeZone, seedRead, seedReads } from "@/lib/bff/page-seed";
import { hourIn } from "@/lib/intl";

export const metadata: Metadata = { title: "Dashboard" };

/** Read for the zone in the browser's cookie; without one the browser reads it (docs/decisions/019-server-read-profile.md). */
const SIDE_READS = ["/train/weakness", "/contests/favorites/get", "/clubs/assignments/mine"] as const;

export default async function DashboardPage() {
  const timeZone = await cookieTimeZone();
  const entries = timeZone
    ? await seedReads([
        seedRead("/fetch/dashboard", { query: { tz: timeZone }, key: dashboardKey(timeZone), select: (data) => data.fullData }),
        // The cards beside it (the weakness map, the stars on upcoming contests, club assignments;
        // the layout reads the re-solves due): read here too, so the page makes no call once it is in the browser.
        ...SIDE_READS,
      ])
    : [];
  const dashboard = entries.find((entry) => entry.key[0] === "/fetch/dashboard");
  if (!timeZone || !dashboard) return <DashboardView />;
  return (
    <SeedQueries entries={entries}>
      <DashboardView timeZone={timeZone} hour={hourIn(timeZone)} />
    </SeedQueries>
  );
}

import type { Metadata } from "next";
import { ContestsView } from "@/components/contests/contests-view";
import { SeedQueries } from "@/components/providers/seed-queries";
import { cookieTimeZone, seedReads } from "@/lib/bff/page-seed";

export const metadata: Metadata = { title: "Contests" };

/** Only with a known zone, as the dates are shown in it (docs/decisions/019-server-read-profile.md). */
export default async function ContestsPage() {
  const timeZone = await cookieTimeZone();
  const entries = timeZone ? await seedReads(["/contests/upsolve", "/contests/favorites/get", "/contests/upcoming", "/fetch/daily"]) : [];
  if (!entries.length) return <ContestsView />;
  return (
    <SeedQueries entries={entries}>
      <ContestsView timeZone={timeZone} />
    </SeedQueries>
  );
}

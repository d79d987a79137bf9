import type { Metadata } from "next";
import { ContestsView } from "@/components/contests/contests-view";
import { SeedQueries } from "@/components/providers/seed-queries";
import { cookieTimeZone, seedReads } from "@/lib/bff/page-seed";

export const metadata: Metadata = { title: "Contests" };

/**
 * The page's lists (recent contests to upsolve, favourites, upcoming contests) and the daily
 * problem, read on the server, so they are in the server's HTML
 * (docs/decisions/019-server-read-profile.md). Only when the browser's zone is known from its
 * cookie: the contests' dates are shown in it (upcoming start times in the browser's own locale
 * once hydrated, as on the dashboard). A read that fails here is made by the browser.
 */
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

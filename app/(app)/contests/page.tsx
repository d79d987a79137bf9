import type { Metadata } from "next";
import { ContestsView } from "@/components/contests/contests-view";
import { SeedQueries } from "@/components/providers/seed-queries";
import { cookieTimeZone, seedReads } from "@/lib/bff/page-seed";

export const metadata: Metadata = { title: "Contests" };

/**
 * The two lists the page waits for before it shows its sections (recent contests to upsolve, and
 * favourites), read on the server, so they are in the server's HTML
 * (docs/decisions/019-server-read-profile.md). Only when the browser's zone is known from its
 * cookie: the contests' dates are shown in it. Upcoming contests and the daily problem fill their
 * own cards as before; a read that fails here is made by the browser.
 */
export default async function ContestsPage() {
  const timeZone = await cookieTimeZone();
  const entries = timeZone ? await seedReads(["/contests/upsolve", "/contests/favorites/get"]) : [];
  if (!entries.length) return <ContestsView />;
  return (
    <SeedQueries entries={entries}>
      <ContestsView timeZone={timeZone} />
    </SeedQueries>
  );
}

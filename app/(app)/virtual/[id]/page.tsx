import type { Metadata } from "next";
import { SeedQueries } from "@/components/providers/seed-queries";
import { standingsKey } from "@/components/virtual/standings-key";
import { StandingsView } from "@/components/virtual/standings-view";
import { PAGE_DATA_TIMEOUT_MS, pageSeedToken } from "@/lib/bff/page-seed";
import { serverRead } from "@/lib/bff/server-read";
import type { SeedEntry } from "@/lib/client/query-client";

export const metadata: Metadata = { title: "Virtual Contest" };

/**
 * The standings read on the server, so they are in the server's HTML
 * (docs/decisions/019-server-read-profile.md). Nothing on a navigation inside the app, or when the
 * read fails or is slow (a contest that does not exist included): the browser reads it, as before.
 */
async function seededStandings(contestId: string): Promise<SeedEntry | undefined> {
  const apiToken = await pageSeedToken();
  if (!apiToken) return undefined;
  const read = await serverRead("/virtual/standings", apiToken, PAGE_DATA_TIMEOUT_MS, { contestId });
  return read.ok ? { key: standingsKey(contestId), data: read.data, readAt: Date.now() } : undefined;
}

export default async function VirtualContestPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const seeded = await seededStandings(id);
  if (!seeded) return <StandingsView contestId={id} />;
  return (
    <SeedQueries entries={[seeded]}>
      <StandingsView contestId={id} renderedAt={seeded.readAt} />
    </SeedQueries>
  );
}

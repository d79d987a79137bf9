import type { Metadata } from "next";
import { SeedQueries } from "@/components/providers/seed-queries";
import { standingsKey } from "@/components/virtual/standings-key";
import { StandingsView } from "@/components/virtual/standings-view";
import { seedRead, seedReads } from "@/lib/bff/page-seed";

export const metadata: Metadata = { title: "Virtual Contest" };

/**
 * The standings are read on the server, so they are in the server's HTML
 * (docs/decisions/019-server-read-profile.md). Nothing on a navigation inside the app, or when the
 * read fails or is slow (a contest that does not exist included): the browser reads them, as before.
 */
export default async function VirtualContestPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [seeded] = await seedReads([seedRead("/virtual/standings", { query: { contestId: id }, key: standingsKey(id) })]);
  if (!seeded) return <StandingsView contestId={id} />;
  return (
    <SeedQueries entries={[seeded]}>
      <StandingsView contestId={id} renderedAt={seeded.readAt} />
    </SeedQueries>
  );
}

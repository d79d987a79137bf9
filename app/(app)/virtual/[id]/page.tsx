import type { Metadata } from "next";
import { SeedQueries } from "@/components/providers/seed-queries";
import { standingsKey } from "@/components/virtual/standings-key";
import { StandingsView } from "@/components/virtual/standings-view";
import { seedRead, seedReads } from "@/lib/bff/page-seed";

export const metadata: Metadata = { title: "Virtual Contest" };

/** docs/decisions/019-server-read-profile.md; a contest that does not exist is left to the browser's read. */
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

import type { Metadata } from "next";
import { ConceptsView } from "@/components/concepts/concepts-view";
import { SeedQueries } from "@/components/providers/seed-queries";
import { cookieTimeZone, seedReads } from "@/lib/bff/page-seed";

export const metadata: Metadata = { title: "Saved Notes" };

/** Only with a known zone, as each note shows its day in it (docs/decisions/019-server-read-profile.md). */
export default async function ConceptsPage() {
  const timeZone = await cookieTimeZone();
  const [seeded] = timeZone ? await seedReads(["/saved/concepts/get"]) : [];
  if (!seeded) return <ConceptsView />;
  return (
    <SeedQueries entries={[seeded]}>
      <ConceptsView timeZone={timeZone} renderedAt={seeded.readAt} />
    </SeedQueries>
  );
}

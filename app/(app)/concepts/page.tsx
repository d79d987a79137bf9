import type { Metadata } from "next";
import { ConceptsView } from "@/components/concepts/concepts-view";
import { SeedQueries } from "@/components/providers/seed-queries";
import { cookieTimeZone, seedReads } from "@/lib/bff/page-seed";

export const metadata: Metadata = { title: "Saved Notes" };

/**
 * The notes read on the server, so they are in the server's HTML
 * (docs/decisions/019-server-read-profile.md). Only when the browser's zone is known from its
 * cookie: each note shows the day it was updated, in that zone. A read that fails here is made by
 * the browser, as on a first visit or a navigation inside the app.
 */
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

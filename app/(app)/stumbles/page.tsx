import type { Metadata } from "next";
import { SeedQueries } from "@/components/providers/seed-queries";
import { StumblesView } from "@/components/stumbles/stumbles-view";
import { cookieTimeZone, seedReads } from "@/lib/bff/page-seed";

export const metadata: Metadata = { title: "Tricky Problems" };

/** Everything the list waits for; only with a known zone, as failed attempts show days (docs/decisions/019-server-read-profile.md). */
const PAGE_READS = [
  "/saved/stumbles/get",
  "/reviews/due",
  "/reviews/offers",
  "/reviews/cards",
  "/reviews/settings",
  "/saved/stumbles/failed-attempts",
] as const;

export default async function StumblesPage() {
  const timeZone = await cookieTimeZone();
  const entries = timeZone ? await seedReads(PAGE_READS) : [];
  if (!entries.length) return <StumblesView />;
  return (
    <SeedQueries entries={entries}>
      <StumblesView timeZone={timeZone} />
    </SeedQueries>
  );
}

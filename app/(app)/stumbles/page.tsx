import type { Metadata } from "next";
import { SeedQueries } from "@/components/providers/seed-queries";
import { StumblesView } from "@/components/stumbles/stumbles-view";
import { cookieTimeZone, seedReads } from "@/lib/bff/page-seed";

export const metadata: Metadata = { title: "Tricky Problems" };

/**
 * Everything the page waits for before it shows its list, read on the server, so the list is in
 * the server's HTML (docs/decisions/019-server-read-profile.md). Only when the browser's zone is
 * known from its cookie: the recent failed attempts show their days in it. A read that fails here
 * is read by the browser, as on a first visit or a navigation inside the app.
 */
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

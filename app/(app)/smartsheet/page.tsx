import type { Metadata } from "next";
import { SeedQueries } from "@/components/providers/seed-queries";
import { SHEET_LIMIT } from "@/components/smartsheet/filters";
import { SmartSheetView } from "@/components/smartsheet/smartsheet-view";
import { seedRead, seedReads } from "@/lib/bff/page-seed";

export const metadata: Metadata = { title: "Smart Sheet" };

/** No day or zone-dependent text before it is opened, so no zone cookie is needed (docs/decisions/019-server-read-profile.md). */
export default async function SmartSheetPage() {
  const entries = await seedReads([seedRead("/fetch/smartsheet", { query: { limit: SHEET_LIMIT } })]);
  if (!entries.length) return <SmartSheetView />;
  return (
    <SeedQueries entries={entries}>
      <SmartSheetView />
    </SeedQueries>
  );
}

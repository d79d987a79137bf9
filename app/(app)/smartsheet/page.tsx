import type { Metadata } from "next";
import { SeedQueries } from "@/components/providers/seed-queries";
import { SHEET_LIMIT } from "@/components/smartsheet/filters";
import { SmartSheetView } from "@/components/smartsheet/smartsheet-view";
import { seedRead, seedReads } from "@/lib/bff/page-seed";

export const metadata: Metadata = { title: "Smart Sheet" };

/**
 * The sheet read on the server, so its first page (with the filters and page the address names)
 * is in the server's HTML (docs/decisions/019-server-read-profile.md). Nothing on a navigation
 * inside the app, or when the read fails or is slow: the browser reads it, as before. The sheet
 * shows no day or zone-dependent text before it is opened, so no zone cookie is needed.
 */
export default async function SmartSheetPage() {
  const entries = await seedReads([seedRead("/fetch/smartsheet", { query: { limit: SHEET_LIMIT } })]);
  if (!entries.length) return <SmartSheetView />;
  return (
    <SeedQueries entries={entries}>
      <SmartSheetView />
    </SeedQueries>
  );
}

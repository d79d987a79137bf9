import type { Metadata } from "next";
import { NetworkView } from "@/components/network/network-view";
import { SeedQueries } from "@/components/providers/seed-queries";
import { seedReads } from "@/lib/bff/page-seed";

export const metadata: Metadata = { title: "Network" };

/**
 * The network read on the server, so its cards are in the server's HTML
 * (docs/decisions/019-server-read-profile.md). Nothing on a navigation inside the app, or when the
 * read fails or is slow: the browser reads it, as before. The cards show no day or zone-dependent
 * text, so no zone cookie is needed.
 */
export default async function NetworkPage() {
  const entries = await seedReads(["/fetch/network"]);
  if (!entries.length) return <NetworkView />;
  return (
    <SeedQueries entries={entries}>
      <NetworkView />
    </SeedQueries>
  );
}

import type { Metadata } from "next";
import { NetworkView } from "@/components/network/network-view";
import { SeedQueries } from "@/components/providers/seed-queries";
import { seedReads } from "@/lib/bff/page-seed";

export const metadata: Metadata = { title: "Network" };

/** No day or zone-dependent text, so no zone cookie is needed (docs/decisions/019-server-read-profile.md). */
export default async function NetworkPage() {
  const entries = await seedReads(["/fetch/network"]);
  if (!entries.length) return <NetworkView />;
  return (
    <SeedQueries entries={entries}>
      <NetworkView />
    </SeedQueries>
  );
}

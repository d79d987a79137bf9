import type { Metadata } from "next";
import { SeedQueries } from "@/components/providers/seed-queries";
import { filterFromSearch, toQuery } from "@/components/train/filter";
import { TrainView } from "@/components/train/train-view";
import { seedRead, seedReads } from "@/lib/bff/page-seed";

export const metadata: Metadata = { title: "Train" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The recommendations for the band, topic and platform the address names, and the weakness map,
 * read on the server, so both are in the server's HTML (docs/decisions/019-server-read-profile.md).
 * Nothing on a navigation inside the app, or when a read fails or is slow: the browser reads it,
 * as before. Neither shows day or zone-dependent text, so no zone cookie is needed.
 */
export default async function TrainPage({ searchParams }: Props) {
  const address = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) {
    if (typeof value === "string") address.set(name, value);
  }
  const filter = filterFromSearch(address);
  const query = toQuery(filter);
  // toQuery leaves empty choices out: every value is a string or a number.
  const search = query as Record<string, string | number>;
  const entries = await seedReads([
    seedRead("/train/recommendations", { query: search, key: ["/train/recommendations", query] }),
    "/train/weakness",
  ]);
  if (!entries.length) return <TrainView />;
  return (
    <SeedQueries entries={entries}>
      <TrainView filter={filter} />
    </SeedQueries>
  );
}

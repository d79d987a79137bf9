import type { Metadata } from "next";
import { SeedQueries } from "@/components/providers/seed-queries";
import { filterFromSearch, toQuery } from "@/components/train/filter";
import { TrainView } from "@/components/train/train-view";
import { seedRead, seedReads } from "@/lib/bff/page-seed";

export const metadata: Metadata = { title: "Train" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** No day or zone-dependent text, so no zone cookie is needed (docs/decisions/019-server-read-profile.md). */
export default async function TrainPage({ searchParams }: Props) {
  const address = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) {
    if (typeof value === "string") address.set(name, value);
  }
  const filter = filterFromSearch(address);
  const query = toQuery(filter);
  // toQuery leaves empty choices out, so every value is a string or a number.
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

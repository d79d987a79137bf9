"use client";
import { useRef, useState, useSyncExternalStore } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { PageLoader } from "@/components/ui/page-loader";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { LOADING_TEXT } from "@/lib/client/loading-texts";
import type { Topic } from "@/lib/contract/train";
import { ratingSources } from "./format";
import { RecommendationRow } from "./recommendation-row";
import { DEFAULT_FILTER, filterFromSearch, toQuery, TrainFilters, type TrainFilter } from "./train-filters";
import { useRecommendations, useWeakness } from "./use-train";
import { WeaknessMap } from "./weakness-map";

const noSubscription = () => () => undefined;

/** The address's query string once in the browser (undefined while prerendering). */
const useSearch = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => undefined,
  );

export const TRAIN_EMPTY = {
  title: "No problems in this band",
  description: "Try another band, topic or platform, or hide fewer of the problems you already tried.",
};

export function TrainView() {
  const search = useSearch();
  const [chosen, setChosen] = useState<TrainFilter | null>(null);
  const filter = chosen ?? (search === undefined ? DEFAULT_FILTER : filterFromSearch(new URLSearchParams(search)));
  const recommendations = useRecommendations(toQuery(filter), search !== undefined);
  const weakness = useWeakness();
  const listRef = useRef<HTMLElement>(null);

  function choose(next: TrainFilter) {
    setChosen(next);
    const params = new URLSearchParams({ band: next.band });
    if (next.tag) params.set("tag", next.tag);
    if (next.platform) params.set("platform", next.platform);
    window.history.replaceState(window.history.state, "", `/train?${params.toString()}`);
  }

  function practise(tag: Topic) {
    choose({ ...filter, band: "moderate", tag });
    listRef.current?.scrollIntoView({ block: "start" });
  }

  const data = recommendations.data;
  return (
    <>
      <PageLoader text={LOADING_TEXT.train} done={recommendations.status !== "loading"} />
      <PageHeader
        title="Train"
        subtitle="Problems from LeetCode, Codeforces and CodeChef on one difficulty scale, picked at the solve chance you choose."
      />
      {data ? (
        <p className="mb-4 text-sm text-zinc-700 dark:text-zinc-300">
          <span className="font-semibold">Your rating: {data.userRating.value}</span> on the Codeforces scale.{" "}
          <span>{ratingSources(data.userRating)}</span>
        </p>
      ) : null}
      <TrainFilters value={filter} onChange={choose} />
      <section ref={listRef} aria-labelledby="train-list-title" className="mt-6 scroll-mt-20">
        <h2 id="train-list-title" className="mb-3 text-lg font-semibold">
          Recommended problems
        </h2>
        {recommendations.status === "error" ? (
          <ErrorState title="Could not load your recommendations" onRetry={recommendations.reload} />
        ) : data ? (
          data.problems.length === 0 ? (
            <EmptyState title={TRAIN_EMPTY.title} description={TRAIN_EMPTY.description} />
          ) : (
            <ul aria-label="Recommended problems" aria-busy={recommendations.isFetching} className="grid grid-cols-1 gap-3">
              {data.problems.map((p) => (
                <li key={p.id}>
                  <RecommendationRow problem={p} />
                </li>
              ))}
            </ul>
          )
        ) : null}
        <p className="mt-3 text-xs text-zinc-600 dark:text-zinc-400">
          Difficulty is on the Codeforces scale: the rating with an even chance of solving. Marked estimated when no platform publishes a
          rating for the problem.
        </p>
      </section>
      <section aria-labelledby="weakness-title" className="mt-10">
        <h2 id="weakness-title" className="mb-3 text-lg font-semibold">
          Weakness map
        </h2>
        {weakness.status === "error" ? (
          <ErrorState title="Could not load your weakness map" onRetry={weakness.reload} />
        ) : weakness.tags ? (
          <WeaknessMap tags={weakness.tags} rating={data?.userRating.value ?? null} onPractise={practise} />
        ) : null}
      </section>
    </>
  );
}

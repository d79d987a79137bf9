"use client";
import { useRef, useState, useSyncExternalStore } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { PageLoader } from "@/components/ui/page-loader";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { LOADING_TEXT } from "@/lib/client/loading-texts";
import type { Topic } from "@/lib/contract/train";
import { ratingSources } from "./format";
import { RecommendationRow } from "./recommendation-row";
import { DEFAULT_FILTER, filterFromSearch, toQuery, type TrainFilter } from "./filter";
import { TrainFilters } from "./train-filters";
import { useRecommendations, useWeakness } from "./use-train";
import { WeaknessMap } from "./weakness-map";

const noSubscription = () => () => undefined;

/** Four lines on a phone, two on a wide screen, so the list below does not move. */
const RATING_LINES = "mb-4 min-h-[5rem] text-sm text-zinc-700 lg:min-h-[3.75rem] xl:min-h-[2.5rem] dark:text-zinc-300";

/** Undefined while prerendering. */
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

/** Before the catalogue is placed on the scale: not an empty band. */
export const TRAIN_PLACING = {
  title: "Placing problems on one scale",
  description:
    "The problem catalogue is read from LeetCode, Codeforces and CodeChef and placed on one difficulty scale a few minutes after the first start. This list fills in by itself.",
};

/** `filter`: what the server rendered with, so the first browser render matches; without it the page waits for the address. */
export function TrainView({ filter: rendered }: { filter?: TrainFilter } = {}) {
  const search = useSearch();
  const [chosen, setChosen] = useState<TrainFilter | null>(null);
  const fromAddress = search === undefined ? (rendered ?? DEFAULT_FILTER) : filterFromSearch(new URLSearchParams(search));
  const filter = chosen ?? fromAddress;
  const recommendations = useRecommendations(toQuery(filter), search !== undefined || rendered !== undefined);
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
      {/* The rating's lines are held from the first paint (about as many as its sources take), so the filters below stay put. */}
      {data ? (
        <p className={RATING_LINES}>
          {data.userRating.from.length ? (
            <span className="font-semibold">Your ratings:</span>
          ) : (
            <>
              <span className="font-semibold">Your rating: {data.userRating.value}</span> on the one scale (Codeforces points).
            </>
          )}{" "}
          <span>{ratingSources(data.userRating)}</span>
        </p>
      ) : recommendations.status === "loading" ? (
        <div className={RATING_LINES}>
          <Skeleton className="mt-0.5 h-4" />
          <Skeleton className="mt-1 h-4 w-2/3" />
        </div>
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
            <EmptyState {...(data.catalogueReady ? TRAIN_EMPTY : TRAIN_PLACING)} />
          ) : (
            <ul aria-label="Recommended problems" aria-busy={recommendations.isFetching} className="grid grid-cols-1 gap-3">
              {data.problems.map((p) => (
                <li key={p.id}>
                  <RecommendationRow problem={p} />
                </li>
              ))}
            </ul>
          )
        ) : (
          // Taller than a screen, as the list is: the note and the weakness map below stay out of sight until it arrives.
          // Not a list: the rows replace these blocks rather than reusing them in place.
          <div aria-hidden className="grid grid-cols-1 gap-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-[13rem] rounded-xl sm:h-[7.5rem]" />
            ))}
          </div>
        )}
        <p className="mt-3 text-xs text-zinc-600 dark:text-zinc-400">
          Difficulty is on the one scale (Codeforces points): the rating with an even chance of solving, with the platform&apos;s own figure
          beside it. Marked estimated when no platform publishes a rating for the problem.
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

"use client";
import { useEffect, useMemo, useRef } from "react";
import type { ReviewCard } from "@/lib/contract/reviews";
import { useApiQuery } from "@/lib/hooks/use-api-query";
import { useRefreshReviews } from "./use-reviews";

/**
 * Each Tricky Problem's review card by its id. The cards follow the saved list: when a problem is
 * added or removed, the review reads (due list, sidebar count) are read again.
 */
export function useReviewCards(saved: ReadonlyArray<{ id: string }> | undefined) {
  const cards = useApiQuery("/reviews/cards");
  const refresh = useRefreshReviews();
  const ids = saved?.map((s) => s.id).join(",");
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (ids === undefined) return;
    if (seen.current !== undefined && seen.current !== ids) void refresh();
    seen.current = ids;
  }, [ids, refresh]);
  const byStumble = useMemo(() => new Map<string, ReviewCard>((cards.data?.cards ?? []).map((c) => [c.stumbleId, c])), [cards.data]);
  // Settled once read or failed: the cards then show with or without their review history.
  return { byStumble, now: new Date(cards.dataUpdatedAt), settled: !cards.isPending };
}

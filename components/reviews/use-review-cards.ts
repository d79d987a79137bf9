"use client";
import { useEffect, useMemo, useRef } from "react";
import type { ReviewCard } from "@/lib/contract/reviews";
import { useApiQuery } from "@/lib/hooks/use-api-query";
import { useRefreshReviews } from "./use-reviews";

/** When a problem is added or removed, the review reads are read again. */
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
  return { byStumble, now: new Date(cards.dataUpdatedAt), settled: !cards.isPending };
}

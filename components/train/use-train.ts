"use client";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiFetch, apiRead, ApiReadError } from "@/lib/client/api";
import { apiKey } from "@/lib/client/query-client";
import type { RouteResponse } from "@/lib/contract/routes";
import type { RecommendationsQuery } from "@/lib/contract/train";

type RecommendationsBody = RouteResponse<"/train/recommendations">;
type WeaknessBody = RouteResponse<"/train/weakness">;

/** New solves reach the database with the next sync; asking again this often drops them. */
export const RECOMMENDATIONS_REFRESH_MS = 60_000;

const PLACING_REFRESH_MS = 10_000;

/** The previous list stays while the next loads. */
export function useRecommendations(query: RecommendationsQuery, enabled = true) {
  const client = useQueryClient();
  const key = ["/train/recommendations", query] as const;
  const result = useQuery<RecommendationsBody>({
    queryKey: key,
    queryFn: async () => {
      const answer = await apiFetch("/train/recommendations", { query });
      if (!answer.ok) throw new ApiReadError(answer);
      return answer.data;
    },
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (q) => (q.state.data?.catalogueReady === false ? PLACING_REFRESH_MS : RECOMMENDATIONS_REFRESH_MS),
  });
  const reload = useCallback(() => client.resetQueries({ queryKey: ["/train/recommendations"] }), [client]);
  const status = result.data ? "ready" : result.isError ? "error" : "loading";
  return { status, data: result.data, isFetching: result.isFetching, reload } as const;
}

export function useWeakness() {
  const client = useQueryClient();
  const result = useQuery<WeaknessBody>({ queryKey: apiKey("/train/weakness"), queryFn: () => apiRead("/train/weakness") });
  const reload = useCallback(() => client.resetQueries({ queryKey: apiKey("/train/weakness"), exact: true }), [client]);
  const status = result.data ? "ready" : result.isError ? "error" : "loading";
  return { status, tags: result.data?.tags, reload } as const;
}

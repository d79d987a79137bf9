import { QueryClient, type QueryKey } from "@tanstack/react-query";
import type { ApiPath } from "./api";

/** So every screen reading a path shares its entry. */
export const apiKey = (path: ApiPath<"GET">) => [path] as const;

export type SeedEntry = { key: QueryKey; data: unknown; readAt: number };

/** No retry nor refetch on focus: apiFetch already told the user (docs/behaviour.md §8), and lists change only on confirmed writes (§4). */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

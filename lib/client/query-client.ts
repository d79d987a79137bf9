import { QueryClient, type QueryKey } from "@tanstack/react-query";
import type { ApiPath } from "./api";

/** One cache entry per API path: the path is the key, so every screen reading a path shares it. */
export const apiKey = (path: ApiPath<"GET">) => [path] as const;

/** One read a server-rendered page made for the browser: the cache key its hook reads, the body, and when it was read. */
export type SeedEntry = { key: QueryKey; data: unknown; readAt: number };

/**
 * The signed-in pages' cache. apiFetch has already told the user about a failure (docs/behaviour.md §8), so a
 * failed read is not retried behind their back; lists load once and change on screen only after
 * the server confirms a write (docs/behaviour.md §4), so they are not re-read on window focus either.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

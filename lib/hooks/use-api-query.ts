"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRead, apiWrite, type ApiPath, type ReadPath } from "@/lib/client/api";
import { apiKey } from "@/lib/client/query-client";
import type { RouteRequest, RouteResponse } from "@/lib/contract/routes";

type WritePath = ApiPath<"POST">;

export type QueryOptions = {
  /** Poll every so many milliseconds (e.g. a sync status), or not at all. */
  refetchInterval?: number | false;
  enabled?: boolean;
  /** How long a read counts as fresh (the cache's default otherwise). */
  staleTime?: number;
};

/**
 * A cached read of one API path, with TanStack Query's full result. `initialData` (with the time it
 * was read) stands in for a first read when the page already holds the same answer.
 */
export function useApiQuery<P extends ReadPath>(
  path: P,
  options: QueryOptions & { initialData?: RouteResponse<P>; initialDataUpdatedAt?: number } = {},
) {
  return useQuery<RouteResponse<P>>({
    queryKey: apiKey(path),
    queryFn: () => apiRead(path),
    ...options,
  });
}

/** The fields of a response that hold a list. */
type ListField<P extends ReadPath> = {
  [K in keyof RouteResponse<P>]: RouteResponse<P>[K] extends readonly unknown[] ? K : never;
}[keyof RouteResponse<P>];

/** A collection as a screen shows it: loading, ready with its items, or failed to load. */
export type CollectionState<T> =
  { status: "loading"; items: undefined } | { status: "ready"; items: T } | { status: "error"; items: undefined };

/**
 * One of the user's collections (stumbles, notes, favourite contests), read once and kept in the
 * cache. A failed first load is an error state with `reload`, never a crash (docs/architecture.md §6);
 * after a write the cache is set from the server's reply with `update` (docs/behaviour.md §4: only what the
 * server confirmed); `refresh` re-reads quietly when the server says the list is out of date.
 */
export function useCollection<P extends ReadPath, F extends ListField<P>>(path: P, field: F, options: QueryOptions = {}) {
  const client = useQueryClient();
  const query = useApiQuery(path, options);
  const items = query.data?.[field];
  // A failed background re-read keeps the list on screen; only a list never loaded is an error.
  const state: CollectionState<RouteResponse<P>[F]> =
    items !== undefined
      ? { status: "ready", items }
      : query.isError
        ? { status: "error", items: undefined }
        : { status: "loading", items: undefined };

  /** Shows the loader again and reads afresh (the error panel's retry). */
  const reload = useCallback(() => client.resetQueries({ queryKey: apiKey(path), exact: true }), [client, path]);
  /** Re-reads without a loader, after a 404 or 409 said the list on screen is stale; resolves to the list read. */
  const refresh = useCallback(
    () =>
      client
        .refetchQueries({ queryKey: apiKey(path), exact: true })
        .then(() => client.getQueryData<RouteResponse<P>>(apiKey(path))?.[field]),
    [client, path, field],
  );
  /** Applies a confirmed write to the cached list. */
  const update = useCallback(
    (change: (list: RouteResponse<P>[F]) => RouteResponse<P>[F]) =>
      client.setQueryData<RouteResponse<P>>(apiKey(path), (body) => (body ? { ...body, [field]: change(body[field]) } : body)),
    [client, path, field],
  );

  return { ...state, reload, refresh, update, isFetching: query.isFetching };
}

/**
 * A write through the BFF. It resolves to apiFetch's result (never throws), so callers keep one
 * branch for success and one for the docs/behaviour.md §8 failure handling; `isPending` drives busy buttons.
 */
export function useApiMutation<P extends WritePath>(path: P) {
  return useMutation({
    mutationFn: (body: RouteRequest<P>) => apiWrite(path, body),
  });
}

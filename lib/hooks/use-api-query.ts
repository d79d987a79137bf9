"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRead, apiWrite, type ApiPath, type ReadPath } from "@/lib/client/api";
import { apiKey } from "@/lib/client/query-client";
import type { RouteRequest, RouteResponse } from "@/lib/contract/routes";

type WritePath = ApiPath<"POST">;

export type QueryOptions = {
  refetchInterval?: number | false;
  enabled?: boolean;
  staleTime?: number;
};

/** `initialData` stands in for a first read when the page already holds the same answer. */
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

type ListField<P extends ReadPath> = {
  [K in keyof RouteResponse<P>]: RouteResponse<P>[K] extends readonly unknown[] ? K : never;
}[keyof RouteResponse<P>];

export type CollectionState<T> =
  { status: "loading"; items: undefined } | { status: "ready"; items: T } | { status: "error"; items: undefined };

/** A failed first load is an error state, never a crash (docs/architecture.md §6); `update` sets only what the server confirmed (docs/behaviour.md §4). */
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

  /** The error panel's retry. */
  const reload = useCallback(() => client.resetQueries({ queryKey: apiKey(path), exact: true }), [client, path]);
  /** After a 404 or 409 said the list on screen is stale. */
  const refresh = useCallback(
    () =>
      client
        .refetchQueries({ queryKey: apiKey(path), exact: true })
        .then(() => client.getQueryData<RouteResponse<P>>(apiKey(path))?.[field]),
    [client, path, field],
  );
  const update = useCallback(
    (change: (list: RouteResponse<P>[F]) => RouteResponse<P>[F]) =>
      client.setQueryData<RouteResponse<P>>(apiKey(path), (body) => (body ? { ...body, [field]: change(body[field]) } : body)),
    [client, path, field],
  );

  return { ...state, reload, refresh, update, isFetching: query.isFetching };
}

/** Resolves to apiFetch's result (never throws), so callers branch on it for docs/behaviour.md §8. */
export function useApiMutation<P extends WritePath>(path: P) {
  return useMutation({
    mutationFn: (body: RouteRequest<P>) => apiWrite(path, body),
  });
}

"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiFetch, ApiReadError } from "@/lib/client/api";
import { apiKey } from "@/lib/client/query-client";
import type { RouteResponse } from "@/lib/contract/routes";
import { SHEET_LIMIT } from "./filters";

const KEY = apiKey("/fetch/smartsheet");

type SheetBody = RouteResponse<"/fetch/smartsheet">;

/** A failed read is an error state with a retry (docs/architecture.md §6). */
export function useSmartSheet() {
  const client = useQueryClient();
  const query = useQuery<SheetBody>({
    queryKey: KEY,
    queryFn: async () => {
      const result = await apiFetch("/fetch/smartsheet", { query: { limit: SHEET_LIMIT } });
      if (!result.ok) throw new ApiReadError(result);
      return result.data;
    },
  });
  const reload = useCallback(() => client.resetQueries({ queryKey: KEY, exact: true }), [client]);
  const status = query.data ? "ready" : query.isError ? "error" : "loading";
  return { status, data: query.data, receivedAt: query.dataUpdatedAt, reload } as const;
}

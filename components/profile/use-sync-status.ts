"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { apiKey } from "@/lib/client/query-client";
import type { AccountSync } from "@/lib/contract/profile";
import type { RouteResponse } from "@/lib/contract/routes";
import { useApiQuery } from "@/lib/hooks/use-api-query";
import { useNow } from "@/lib/hooks/use-now";
import { FAST_POLL_MS, latestSync, syncPollInterval } from "./sync-status";

const STATUS = "/profile/sync-status";
const PROFILE = "/profile/getProfileData";
const PROGRESS = "/fetch/progress";

/** When a sync lands the profile is read again, since its numbers came from the data that changed. */
export function useSyncStatus(initial: AccountSync[], renderedAt?: number) {
  const queryClient = useQueryClient();
  const { refreshProfile } = useAuth();
  const now = useNow(10_000, renderedAt);
  const [syncRequestedAt, setSyncRequestedAt] = useState<number>();

  const last = queryClient.getQueryState<RouteResponse<typeof STATUS>>(apiKey(STATUS));
  const interval = syncPollInterval(last?.data?.accounts ?? initial, now, syncRequestedAt);
  // A failing status call is not repeated every few seconds, as each failure would toast.
  const query = useApiQuery(STATUS, {
    refetchInterval: last?.status === "error" ? false : interval,
    staleTime: FAST_POLL_MS,
    initialData: { success: true, accounts: initial },
    initialDataUpdatedAt: queryClient.getQueryState(apiKey(PROFILE))?.dataUpdatedAt,
  });
  const failed = query.isError && !query.isFetching;
  const accounts = query.data?.accounts ?? initial;

  const seen = useRef(latestSync(accounts));
  const latest = latestSync(accounts);
  useEffect(() => {
    if (latest === seen.current) return;
    seen.current = latest;
    void refreshProfile();
    // The sidebar's goal and streak count the same submissions: they follow the sync that landed.
    void queryClient.invalidateQueries({ queryKey: apiKey(PROGRESS) });
  }, [latest, refreshProfile, queryClient]);

  const show = useCallback(
    (next: AccountSync[]) => {
      // docs/behaviour.md §4: saving handles does not re-read the profile, so this is not taken for a sync that landed.
      seen.current = latestSync(next);
      queryClient.setQueryData(apiKey(STATUS), { success: true as const, accounts: next });
    },
    [queryClient],
  );
  const syncRequested = useCallback(() => {
    setSyncRequestedAt(Date.now());
    void queryClient.invalidateQueries({ queryKey: apiKey(STATUS), exact: true });
  }, [queryClient]);
  const retry = useCallback(() => void query.refetch(), [query]);

  return { accounts, now, syncRequestedAt, failed, show, syncRequested, retry };
}

"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiFetch, ApiReadError } from "@/lib/client/api";
import { apiKey } from "@/lib/client/query-client";
import { useTimeZone } from "@/lib/hooks/use-time-zone";
import type { FullData } from "@/lib/contract/dashboard";
import { dashboardKey, progressKey } from "./dashboard-key";
import { POLL_MS, SYNCING_POLL_MS } from "./progress";
import { useOnSettingsChange } from "./use-dashboard";

/** A dashboard read on the same page fills this in too (useDashboard), so the two agree. */
export function useProgress() {
  const client = useQueryClient();
  const timeZone = useTimeZone();
  const query = useQuery({
    queryKey: progressKey(timeZone ?? ""),
    queryFn: async () => {
      const result = await apiFetch("/fetch/progress", { query: { tz: timeZone! } });
      if (!result.ok) throw new ApiReadError(result);
      const progress = result.data.progress;
      // New solves came in since the dashboard was read: it reads again, so its totals follow the goal.
      const shown = client.getQueryData<FullData>(dashboardKey(timeZone!));
      if (shown && (shown.solvedToday !== progress.solvedToday || shown.streak.current !== progress.streak.current))
        void client.invalidateQueries({ queryKey: dashboardKey(timeZone!), exact: true });
      return progress;
    },
    enabled: timeZone !== null,
    refetchOnWindowFocus: true,
    refetchInterval: (q) => (q.state.data?.syncing ? SYNCING_POLL_MS : POLL_MS),
  });
  useOnSettingsChange(useCallback(() => void client.invalidateQueries({ queryKey: apiKey("/fetch/progress") }), [client]));
  return query;
}

"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiFetch, ApiReadError } from "@/lib/client/api";
import { apiKey } from "@/lib/client/query-client";
import { useTimeZone } from "@/lib/hooks/use-time-zone";
import { progressKey } from "./dashboard-key";
import { POLL_MS, SYNCING_POLL_MS } from "./progress";
import { useOnSettingsChange } from "./use-dashboard";

/**
 * The sidebar's Daily Goal and Streak, on every page: its own small read (the dashboard's figures
 * alone), which a dashboard read on the same page fills in too (useDashboard), so the two agree.
 * Read in the zone the server rendered with (the browser's cookie, whose entry the server read),
 * then in the browser's own once it is read (lib/hooks/use-time-zone.tsx), again if it differs.
 * With no cookie the server's HTML shows the skeleton and the read waits for the browser's zone.
 */
export function useProgress() {
  const client = useQueryClient();
  const timeZone = useTimeZone();
  const query = useQuery({
    queryKey: progressKey(timeZone ?? ""),
    queryFn: async () => {
      const result = await apiFetch("/fetch/progress", { query: { tz: timeZone! } });
      if (!result.ok) throw new ApiReadError(result);
      return result.data.progress;
    },
    enabled: timeZone !== null,
    refetchOnWindowFocus: true,
    refetchInterval: (q) => (q.state.data?.syncing ? SYNCING_POLL_MS : POLL_MS),
  });
  useOnSettingsChange(useCallback(() => void client.invalidateQueries({ queryKey: apiKey("/fetch/progress") }), [client]));
  return query;
}

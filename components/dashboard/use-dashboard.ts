"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { apiFetch, ApiReadError } from "@/lib/client/api";
import { apiKey } from "@/lib/client/query-client";
import type { FullData } from "@/lib/contract/dashboard";
import { useTimeZone } from "@/lib/hooks/use-time-zone";
import { dashboardKey, progressKey } from "./dashboard-key";
import { isSyncing, POLL_MS, progressOf, SYNCING_POLL_MS } from "./progress";

const PATH = "/fetch/dashboard";

async function readDashboard(tz: string): Promise<FullData> {
  const result = await apiFetch(PATH, { query: { tz } });
  if (!result.ok) throw new ApiReadError(result);
  return result.data.fullData;
}

/** The profile arriving after the first read is not a change: reading again would fetch and draw everything twice. */
export function useOnSettingsChange(onChange: () => void) {
  const { profile } = useAuth();
  const settings = profile ? [profile.personal.dailyGoal, ...Object.values(profile.handles)].join("|") : null;
  const seen = useRef(settings);
  useEffect(() => {
    const before = seen.current;
    seen.current = settings;
    if (before === settings || before === null || settings === null) return;
    onChange();
  }, [onChange, settings]);
}

/** `seededZone`: the zone the server read for (docs/decisions/019-server-read-profile.md); with none, the read waits for the browser's. */
export function useDashboard(seededZone?: string) {
  const client = useQueryClient();
  const timeZone = useTimeZone(seededZone);
  const query = useQuery({
    queryKey: dashboardKey(timeZone ?? ""),
    queryFn: async () => {
      const data = await readDashboard(timeZone!);
      // The sidebar shows the same day's figures: from this read, so the two agree.
      client.setQueryData(progressKey(timeZone!), progressOf(data));
      return data;
    },
    enabled: timeZone !== null,
    refetchOnWindowFocus: true,
    refetchInterval: (q) => (q.state.data && isSyncing(q.state.data.platforms) ? SYNCING_POLL_MS : POLL_MS),
  });

  useOnSettingsChange(useCallback(() => void client.invalidateQueries({ queryKey: apiKey(PATH) }), [client]));

  /** The error panel's retry. */
  const reload = useCallback(() => client.resetQueries({ queryKey: apiKey(PATH) }), [client]);
  return { ...query, reload };
}

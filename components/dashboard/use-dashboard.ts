"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { apiFetch, ApiReadError } from "@/lib/client/api";
import { apiKey } from "@/lib/client/query-client";
import type { FullData } from "@/lib/contract/dashboard";
import { isSyncing } from "./progress";

const PATH = "/fetch/dashboard";
/** While a first sync is under way the numbers change by the second; otherwise once a minute is plenty. */
const SYNCING_POLL_MS = 5_000;
const POLL_MS = 60_000;

/** Every reader of the dashboard (the page and the sidebar's goal and streak) shares this entry. */
const dashboardKey = (timeZone: string) => [...apiKey(PATH), timeZone] as const;

/** Days (today, streaks, the heatmap) are the user's own calendar days, so the API is told the browser's zone. */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

async function readDashboard(tz: string): Promise<FullData> {
  const result = await apiFetch(PATH, { query: { tz } });
  if (!result.ok) throw new ApiReadError(result);
  return result.data.fullData;
}

/**
 * The dashboard's data: refetched on window focus, polled, and re-read when the profile's goal or
 * handles change (the profile form replaces the cached profile after a save).
 */
export function useDashboard() {
  const client = useQueryClient();
  const [timeZone] = useState(browserTimeZone);
  const key = dashboardKey(timeZone);
  const query = useQuery({
    queryKey: key,
    queryFn: () => readDashboard(timeZone),
    refetchOnWindowFocus: true,
    refetchInterval: (q) => (q.state.data && isSyncing(q.state.data.platforms) ? SYNCING_POLL_MS : POLL_MS),
  });

  const { profile } = useAuth();
  const settings = profile ? [profile.personal.dailyGoal, ...Object.values(profile.handles)].join("|") : null;
  const seen = useRef(settings);
  useEffect(() => {
    if (seen.current === settings) return;
    seen.current = settings;
    // The page and the sidebar both watch; cancelRefetch: false lets the second call join the first read.
    void client.invalidateQueries({ queryKey: apiKey(PATH) }, { cancelRefetch: false });
  }, [client, settings]);

  /** Shows the loader again and reads afresh (the error panel's retry). */
  const reload = useCallback(() => client.resetQueries({ queryKey: apiKey(PATH) }), [client]);
  return { ...query, reload };
}

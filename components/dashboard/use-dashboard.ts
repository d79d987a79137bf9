"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { apiFetch, ApiReadError } from "@/lib/client/api";
import { apiKey } from "@/lib/client/query-client";
import { browserTimeZone, rememberTimeZone } from "@/lib/client/time-zone";
import type { FullData } from "@/lib/contract/dashboard";
import { dashboardKey } from "./dashboard-key";
import { isSyncing } from "./progress";

const PATH = "/fetch/dashboard";
/** While a first sync is under way the numbers change by the second; otherwise once a minute is plenty. */
const SYNCING_POLL_MS = 5_000;
const POLL_MS = 60_000;
/** The zone is read once per render; a change of zone while the page is open is not followed. */
const ignoreChanges = () => () => undefined;

async function readDashboard(tz: string): Promise<FullData> {
  const result = await apiFetch(PATH, { query: { tz } });
  if (!result.ok) throw new ApiReadError(result);
  return result.data.fullData;
}

/**
 * The dashboard's data: refetched on window focus, polled, and re-read when the profile's goal or
 * handles change (the profile form replaces the cached profile after a save).
 * `seededZone` is the zone the server read the dashboard for (from the browser's cookie,
 * docs/decisions/019-server-read-profile.md): the page renders and hydrates with that entry, and
 * moves to the browser's own zone right after if the two differ.
 */
export function useDashboard(seededZone?: string) {
  const client = useQueryClient();
  // While hydrating, the zone the server rendered with (when it read the dashboard); the browser's own from then on.
  const timeZone = useSyncExternalStore(ignoreChanges, browserTimeZone, seededZone ? () => seededZone : browserTimeZone);
  useEffect(() => rememberTimeZone(browserTimeZone()), []);
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
    const before = seen.current;
    seen.current = settings;
    // The profile arriving after the first read is not a change: reading again would fetch and
    // draw the whole dashboard twice on every load. Only a goal or handle that changed is.
    if (before === settings || before === null || settings === null) return;
    // The page and the sidebar both watch; cancelRefetch: false lets the second call join the first read.
    void client.invalidateQueries({ queryKey: apiKey(PATH) }, { cancelRefetch: false });
  }, [client, settings]);

  /** Shows the loader again and reads afresh (the error panel's retry). */
  const reload = useCallback(() => client.resetQueries({ queryKey: apiKey(PATH) }), [client]);
  return { ...query, reload };
}

import { apiKey } from "@/lib/client/query-client";

/** Keyed by zone, as the days (today, streaks, the heatmap) are the user's own calendar days. */
export const dashboardKey = (timeZone: string) => [...apiKey("/fetch/dashboard"), timeZone] as const;

export const progressKey = (timeZone: string) => [...apiKey("/fetch/progress"), timeZone] as const;

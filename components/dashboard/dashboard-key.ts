import { apiKey } from "@/lib/client/query-client";

/**
 * The dashboard's cache entry, shared by every reader (the page and the sidebar's goal and
 * streak), and by the page that reads it on the server. Days (today, streaks, the heatmap) are
 * the user's own calendar days, so the API is told the browser's zone and the entry is the zone's.
 */
export const dashboardKey = (timeZone: string) => [...apiKey("/fetch/dashboard"), timeZone] as const;

/** The sidebar's progress entry: the user's own calendar days too, so the zone's. */
export const progressKey = (timeZone: string) => [...apiKey("/fetch/progress"), timeZone] as const;

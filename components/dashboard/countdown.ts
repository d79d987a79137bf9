import { MINUTE, HOUR, DAY } from "@/lib/time";

export type ContestTiming = { state: "upcoming" | "live" | "ended"; text: string };

/** "2d 4h", "3h 12m", "12m 05s": two units, coarse far away and fine close by. */
export function formatCountdown(ms: number): string {
  const left = Math.max(0, ms);
  const d = Math.floor(left / DAY);
  const h = Math.floor((left % DAY) / HOUR);
  const m = Math.floor((left % HOUR) / MINUTE);
  const s = Math.floor((left % MINUTE) / 1000);
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  return `${m}m ${String(s).padStart(2, "0")}s`;
}

/** Where a contest stands at `now`: counting down to the start, running (with time left), or over. */
export function contestTiming(startTime: string, durationMinutes: number, now: number): ContestTiming {
  const start = Date.parse(startTime);
  const end = start + durationMinutes * MINUTE;
  if (Number.isNaN(start)) return { state: "upcoming", text: "Start time unknown" };
  if (now < start) return { state: "upcoming", text: `Starts in ${formatCountdown(start - now)}` };
  if (now < end) return { state: "live", text: `Live, ${formatCountdown(end - now)} left` };
  return { state: "ended", text: "Ended" };
}

/** "3h" / "1h 30m" / "45m" for a contest's length. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

/** "5m ago", "3h ago", "2d ago" for a feed entry. */
export function timeAgo(at: string, now: number): string {
  const ms = Math.max(0, now - Date.parse(at));
  if (ms < MINUTE) return "just now";
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)}m ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)}h ago`;
  return `${Math.floor(ms / DAY)}d ago`;
}

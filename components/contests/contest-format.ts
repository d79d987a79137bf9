import type { ContestProblem, UpsolveState } from "@/lib/contract/contests";
import { contrastRatio } from "@/lib/contract/rating-tiers";
import { dateTimeFormat, shortDate } from "@/lib/intl";
import { SECOND, MINUTE, HOUR, DAY } from "@/lib/time";

/** docs/behaviour.md §2 */
export function formatContestDate(iso: string, timeZone?: string): string {
  return shortDate(iso, timeZone);
}

/** "Sat, Nov 28, 8:05 PM GMT+5:30" */
export function formatLocalStart(iso: string, locale?: string, timeZone?: string): string {
  return dateTimeFormat(locale, {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  }).format(new Date(iso));
}

/** "2h", "2h 15m", "45m", "10d 2h". */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const d = Math.floor(total / 1440);
  const h = Math.floor((total % 1440) / 60);
  const m = total % 60;
  const parts = [d ? `${d}d` : "", h ? `${h}h` : "", m && !d ? `${m}m` : ""].filter(Boolean);
  return parts.length ? parts.join(" ") : "0m";
}

export type Countdown = { phase: "upcoming" | "live" | "ended"; text: string };

const pad = (n: number) => String(n).padStart(2, "0");

function span(ms: number): string {
  const left = Math.max(0, ms);
  const d = Math.floor(left / DAY);
  const h = Math.floor((left % DAY) / HOUR);
  const m = Math.floor((left % HOUR) / MINUTE);
  const s = Math.floor((left % MINUTE) / SECOND);
  if (d > 0) return `${d}d ${h}h ${m}m`;
  if (h > 0) return `${h}h ${pad(m)}m ${pad(s)}s`;
  return `${m}m ${pad(s)}s`;
}

/** "Starts in 4h 05m 09s", "Live, 1h 05m 00s left", then "Ended". */
export function countdown(startIso: string, durationMinutes: number, now: number): Countdown {
  const start = Date.parse(startIso);
  if (Number.isNaN(start)) return { phase: "upcoming", text: "Start time unknown" };
  const end = start + durationMinutes * MINUTE;
  if (now < start) return { phase: "upcoming", text: `Starts in ${span(start - now)}` };
  if (now < end) return { phase: "live", text: `Live, ${span(end - now)} left` };
  return { phase: "ended", text: "Ended" };
}

export function upsolveProgress(problems: readonly ContestProblem[]): Record<UpsolveState, number> & { total: number } {
  const counts = { solved: 0, upsolved: 0, attempted: 0, untried: 0, total: problems.length };
  for (const p of problems) counts[p.state] += 1;
  return counts;
}

/** In the legend's order. */
export const UPSOLVE_STATE_TEXT: Record<UpsolveState, { label: string; meaning: string }> = {
  solved: { label: "Solved in contest", meaning: "accepted during the contest" },
  upsolved: { label: "Upsolved", meaning: "accepted after the contest" },
  attempted: { label: "Attempted", meaning: "submitted, not accepted yet" },
  untried: { label: "Not tried", meaning: "no submission yet" },
};

export function readableTextOn(hex: string): "#000000" | "#ffffff" {
  return contrastRatio(hex, "#000000") >= contrastRatio(hex, "#ffffff") ? "#000000" : "#ffffff";
}

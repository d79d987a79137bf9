import type { ContestProblem, UpsolveState } from "@/lib/contract/contests";
import { MINUTE, HOUR, DAY } from "@/lib/time";

/** Spec §2: a contest's date in short US format, "Nov 12, 2026" (the user's time zone unless given). */
export function formatContestDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(new Date(iso));
}

/** A start time in the user's own locale and time zone, with the zone named: "Sat, Nov 28, 8:05 PM GMT+5:30". */
export function formatLocalStart(iso: string, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  }).format(new Date(iso));
}

/** Minutes as "2h", "2h 15m", "45m", "10d 2h". */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const d = Math.floor(total / 1440);
  const h = Math.floor((total % 1440) / 60);
  const m = total % 60;
  const parts = [d ? `${d}d` : "", h ? `${h}h` : "", m && !d ? `${m}m` : ""].filter(Boolean);
  return parts.length ? parts.join(" ") : "0m";
}

export type Countdown = { phase: "upcoming" | "running" | "ended"; text: string };

const pad = (n: number) => String(n).padStart(2, "0");

/** The live countdown: "Starts in 2d 4h 13m", "Starts in 4h 05m 09s", then "Running now", then "Ended". */
export function countdown(startIso: string, durationMinutes: number, now: number): Countdown {
  const start = Date.parse(startIso);
  const left = start - now;
  if (left <= 0) {
    return now < start + durationMinutes * MINUTE ? { phase: "running", text: "Running now" } : { phase: "ended", text: "Ended" };
  }
  const d = Math.floor(left / DAY);
  const h = Math.floor((left % DAY) / HOUR);
  const m = Math.floor((left % HOUR) / MINUTE);
  const s = Math.floor((left % MINUTE) / 1000);
  if (d > 0) return { phase: "upcoming", text: `Starts in ${d}d ${h}h ${m}m` };
  if (h > 0) return { phase: "upcoming", text: `Starts in ${h}h ${pad(m)}m ${pad(s)}s` };
  return { phase: "upcoming", text: `Starts in ${m}m ${pad(s)}s` };
}

/** How far the upsolving of one contest has come. */
export function upsolveProgress(problems: readonly ContestProblem[]): Record<UpsolveState, number> & { total: number } {
  const counts = { solved: 0, upsolved: 0, attempted: 0, untried: 0, total: problems.length };
  for (const p of problems) counts[p.state] += 1;
  return counts;
}

/** What each problem state means, in the order the legend shows them. */
export const UPSOLVE_STATE_TEXT: Record<UpsolveState, { label: string; meaning: string }> = {
  solved: { label: "Solved in contest", meaning: "accepted during the contest" },
  upsolved: { label: "Upsolved", meaning: "accepted after the contest" },
  attempted: { label: "Attempted", meaning: "submitted, not accepted yet" },
  untried: { label: "Not tried", meaning: "no submission yet" },
};

/** Black or white, whichever reads better on a brand colour ("#rrggbb"), by WCAG contrast. */
export function readableTextOn(hex: string): "#000000" | "#ffffff" {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  const onWhite = 1.05 / (luminance + 0.05);
  const onBlack = (luminance + 0.05) / 0.05;
  return onBlack >= onWhite ? "#000000" : "#ffffff";
}

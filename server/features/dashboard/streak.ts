import { DAY } from "@/lib/time";

/** Today without a submission yet does not break the current streak (the day is not over); yesterday without one does. */
export type Streak = { current: number; longest: number };

const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY);

export function streaks(acceptedDays: readonly string[], today: string): Streak {
  const days = [...new Set(acceptedDays.map(dayNumber))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && days[i]! - days[i - 1]! === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const todayN = dayNumber(today);
  const set = new Set(days);
  let current = 0;
  for (let d = set.has(todayN) ? todayN : todayN - 1; set.has(d); d--) current += 1;
  return { current, longest };
}

/** Building one costs far more than using it (about 0.15 ms). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone is a known one: the routes check it first. */
export function localDate(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get("year")}-${get("month")}-${get("day")}`;
}

export function lastDays(today: string, count: number): string[] {
  const end = dayNumber(today);
  return Array.from({ length: count }, (_, i) => new Date((end - count + 1 + i) * DAY).toISOString().slice(0, 10));
}

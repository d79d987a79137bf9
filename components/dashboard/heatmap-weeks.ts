/** The API has already decided each day's level and what the levels mean (lib/contract/activity-scale.ts). */
import type { ScaleStep } from "@/lib/contract/activity-scale";
import { monthShort, shortDate, utcMonthYear } from "@/lib/intl";

export type DayActivity = { date: string; submissions: number; accepted: number; level: number };
type MonthLabel = { label: string; column: number; span: number };
export type MonthSummary = { month: string; activeDays: number; submissions: number; accepted: number };

export type Heatmap = {
  /** Sunday = 0. */
  lead: number;
  columns: number;
  months: MonthLabel[];
  /** Index = level. */
  paths: string[];
  activeDays: number;
  byMonth: MonthSummary[];
};

export const CELL = 11;
export const GAP = 3;
export const STEP = CELL + GAP;
/** Room for the weekday and month labels of font size 12. */
export const LEFT = 34;
export const TOP = 18;

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const weekday = (date: string) => utc(date).getUTCDay();

export function dayLabel(day: Pick<DayActivity, "date" | "submissions" | "accepted">): string {
  const noun = day.submissions === 1 ? "submission" : "submissions";
  return `${day.submissions} ${noun}, ${day.accepted} accepted on ${shortDate(utc(day.date), "UTC")}`;
}

/** The same rule as the API's totals.activeDays. */
export const countActiveDays = (days: readonly DayActivity[]) => days.filter((d) => d.submissions > 0).length;

export const slotOf = (lead: number, index: number) => ({ column: Math.floor((lead + index) / 7), row: (lead + index) % 7 });

export function dayAt(map: Pick<Heatmap, "lead">, dayCount: number, x: number, y: number): number | null {
  const column = Math.floor((x - LEFT) / STEP);
  const row = Math.floor((y - TOP) / STEP);
  if (column < 0 || row < 0 || row > 6) return null;
  const index = column * 7 + row - map.lead;
  return index >= 0 && index < dayCount ? index : null;
}

export function buildHeatmap(days: readonly DayActivity[]): Heatmap {
  const lead = days.length > 0 ? weekday(days[0]!.date) : 0;
  const columns = days.length > 0 ? Math.ceil((lead + days.length) / 7) : 0;
  const paths = ["", "", "", "", ""];
  const starts: { label: string; column: number }[] = [];
  const byMonth: MonthSummary[] = [];
  days.forEach((d, i) => {
    const { column, row } = slotOf(lead, i);
    const level = Math.max(0, Math.min(4, d.level));
    // One unit in on each side; the round-joined stroke of the same colour gives back its size with softened corners.
    paths[level] += `M${LEFT + column * STEP + 1} ${TOP + row * STEP + 1}h${CELL - 2}v${CELL - 2}h${2 - CELL}z`;
    const date = utc(d.date);
    if (i === 0 || date.getUTCDate() === 1) {
      if (i === 0 || starts.at(-1)?.column !== column) starts.push({ label: monthShort(date.getUTCMonth()), column });
      else starts[starts.length - 1] = { label: monthShort(date.getUTCMonth()), column };
      byMonth.push({ month: utcMonthYear(date), activeDays: 0, submissions: 0, accepted: 0 });
    }
    const month = byMonth.at(-1)!;
    month.submissions += d.submissions;
    month.accepted += d.accepted;
    if (d.submissions > 0) month.activeDays += 1;
  });
  const months = starts.map((m, i) => ({ ...m, span: (starts[i + 1]?.column ?? columns) - m.column })).filter((m) => m.span >= 2);
  return { lead, columns, months, paths, activeDays: countActiveDays(days), byMonth };
}

export function legendLabel(step: Pick<ScaleStep, "min" | "max">): string {
  if (step.max === 0) return "No submissions";
  if (step.max === null) return `${step.min} or more submissions`;
  if (step.min === step.max) return `${step.min} ${step.min === 1 ? "submission" : "submissions"}`;
  return `${step.min}–${step.max} submissions`;
}

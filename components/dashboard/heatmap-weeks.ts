/** Shapes a year of daily activity into GitHub-style week columns (Sunday first) with colour levels. */

export type DayActivity = { date: string; submissions: number; accepted: number };
export type HeatLevel = 0 | 1 | 2 | 3 | 4;
type HeatCell = DayActivity & { level: HeatLevel };
/** Seven slots, Sunday to Saturday; null where the column runs past either end of the year. */
type HeatWeek = (HeatCell | null)[];
type MonthLabel = { label: string; column: number; span: number };
export type LegendStep = { level: HeatLevel; min: number; max: number };

export type Heatmap = {
  weeks: HeatWeek[];
  months: MonthLabel[];
  legend: LegendStep[];
  activeDays: number;
};

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const weekday = (date: string) => utc(date).getUTCDay();

const monthShort = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const longDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * Upper bounds of levels 1–3: the quartiles of the days that had any submission, so one
 * unusually busy day does not wash every other day out to the palest colour.
 */
export function levelBounds(counts: readonly number[]): [number, number, number] {
  const busy = counts.filter((c) => c > 0).sort((a, b) => a - b);
  if (busy.length === 0) return [1, 2, 3];
  const at = (q: number) => busy[Math.min(busy.length - 1, Math.floor(q * (busy.length - 1)))]!;
  const q1 = at(0.25);
  const q2 = Math.max(at(0.5), q1 + 1);
  const q3 = Math.max(at(0.75), q2 + 1);
  return [q1, q2, q3];
}

export function levelOf(count: number, [b1, b2, b3]: readonly [number, number, number]): HeatLevel {
  if (count <= 0) return 0;
  if (count <= b1) return 1;
  if (count <= b2) return 2;
  if (count <= b3) return 3;
  return 4;
}

/** "12 submissions, 5 accepted on Nov 3, 2026" — the accessible name of one day. */
export function dayLabel(day: DayActivity): string {
  const noun = day.submissions === 1 ? "submission" : "submissions";
  return `${day.submissions} ${noun}, ${day.accepted} accepted on ${longDate.format(utc(day.date))}`;
}

/** Days with at least one submission (the same rule as the API's totals.activeDays). */
export const countActiveDays = (days: readonly DayActivity[]) => days.filter((d) => d.submissions > 0).length;

export function buildHeatmap(days: readonly DayActivity[]): Heatmap {
  const bounds = levelBounds(days.map((d) => d.submissions));
  const weeks: HeatWeek[] = [];
  if (days.length > 0) {
    const lead = weekday(days[0]!.date);
    const slots: (HeatCell | null)[] = Array.from({ length: lead }, () => null);
    for (const d of days) slots.push({ ...d, level: levelOf(d.submissions, bounds) });
    while (slots.length % 7 !== 0) slots.push(null);
    for (let i = 0; i < slots.length; i += 7) weeks.push(slots.slice(i, i + 7));
  }

  // A month's label sits over the column holding its first day (the first column takes whatever
  // month it starts in); a label with less than two columns of room is left out so none overlap.
  const starts: { label: string; column: number }[] = [];
  weeks.forEach((week, column) => {
    const cell = column === 0 ? week.find((c) => c !== null) : week.find((c) => c !== null && utc(c.date).getUTCDate() === 1);
    if (cell) starts.push({ label: monthShort.format(utc(cell.date)), column });
  });
  const months = starts.map((m, i) => ({ ...m, span: (starts[i + 1]?.column ?? weeks.length) - m.column })).filter((m) => m.span >= 2);

  const [b1, b2, b3] = bounds;
  const legend: LegendStep[] = [
    { level: 0, min: 0, max: 0 },
    { level: 1, min: 1, max: b1 },
    { level: 2, min: b1 + 1, max: b2 },
    { level: 3, min: b2 + 1, max: b3 },
    { level: 4, min: b3 + 1, max: Infinity },
  ];

  return { weeks, months, legend, activeDays: countActiveDays(days) };
}

/** "3–5 submissions" for a legend step. */
export function legendLabel(step: LegendStep): string {
  if (step.max === 0) return "No submissions";
  if (step.max === Infinity) return `${step.min} or more submissions`;
  if (step.min === step.max) return `${step.min} ${step.min === 1 ? "submission" : "submissions"}`;
  return `${step.min}–${step.max} submissions`;
}

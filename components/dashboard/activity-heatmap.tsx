"use client";
import { useEffect, useMemo, useRef } from "react";
import { cn } from "@/lib/cn";
import { buildHeatmap, dayLabel, legendLabel, type DayActivity, type HeatLevel } from "./heatmap-weeks";

const LEVEL_CLASS: Record<HeatLevel, string> = {
  // In the dark theme the lowest shade is emerald-600, about 4:1 against an empty day's zinc-800,
  // so a day with one submission never looks empty.
  0: "bg-zinc-200 dark:bg-zinc-800",
  1: "bg-emerald-200 dark:bg-emerald-600",
  2: "bg-emerald-400 dark:bg-emerald-500",
  3: "bg-emerald-600 dark:bg-emerald-400",
  4: "bg-emerald-800 dark:bg-emerald-200",
};

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * A year of submissions, a week per column like GitHub's. A plain table: each day is a cell
 * whose text ("12 submissions, 5 accepted on Nov 3, 2026") is what a screen reader reads.
 */
export function ActivityHeatmap({ days }: { days: DayActivity[] }) {
  const map = useMemo(() => buildHeatmap(days), [days]);
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On a narrow screen the most recent weeks are the interesting ones: start scrolled to them.
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [map]);

  const header: { label: string; span: number }[] = [];
  let column = 0;
  for (const m of map.months) {
    if (m.column > column) header.push({ label: "", span: m.column - column });
    header.push({ label: m.label, span: m.span });
    column = m.column + m.span;
  }
  if (column < map.weeks.length) header.push({ label: "", span: map.weeks.length - column });

  return (
    <div>
      {/* Positioned, so the cells' screen-reader text is clipped with the table instead of widening the page. */}
      <div
        ref={scroller}
        role="region"
        aria-label="Activity by day"
        tabIndex={0}
        className="relative overflow-x-auto pb-2 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <table
          className="w-full min-w-[42rem] table-fixed border-separate border-spacing-[3px] text-xs leading-none text-zinc-600 md:text-[10px] dark:text-zinc-400"
          data-testid="heatmap"
        >
          <caption className="sr-only">Submissions per day over the last year, one column per week</caption>
          <thead>
            <tr>
              <td className="w-7" />
              {header.map((h, i) =>
                h.label ? (
                  <th key={i} scope="colgroup" colSpan={h.span} className="h-4 text-left font-normal whitespace-nowrap">
                    {h.label}
                  </th>
                ) : (
                  <td key={i} colSpan={h.span} />
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((name, row) => (
              <tr key={name}>
                <th scope="row" className="pr-1 text-right font-normal">
                  <span aria-hidden className={row % 2 === 1 ? undefined : "invisible"}>
                    {name.slice(0, 3)}
                  </span>
                  <span className="sr-only">{name}</span>
                </th>
                {map.weeks.map((week, w) => {
                  const cell = week[row];
                  if (!cell) return <td key={w} />;
                  const label = dayLabel(cell);
                  return (
                    <td key={w} className="p-0" data-date={cell.date} data-level={cell.level}>
                      <span aria-hidden title={label} className={cn("block aspect-square w-full rounded-[3px]", LEVEL_CLASS[cell.level])} />
                      <span className="sr-only">{label}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3 text-xs text-zinc-600 dark:text-zinc-400">
        <p data-testid="active-days">
          <span className="font-semibold text-zinc-900 tabular-nums dark:text-zinc-100">{map.activeDays}</span>{" "}
          {map.activeDays === 1 ? "active day" : "active days"} in the last year
        </p>
        <p className="md:hidden" data-testid="heatmap-scroll-hint">
          Showing the latest weeks · scroll left for earlier months
        </p>
        <div className="relative flex items-center gap-1.5">
          <span aria-hidden>Less</span>
          <ul aria-label="Colour scale, from fewer to more submissions" className="flex gap-[3px]">
            {map.legend.map((step) => (
              <li key={step.level} title={legendLabel(step)}>
                <span aria-hidden className={cn("block h-3 w-3 rounded-[3px]", LEVEL_CLASS[step.level])} />
                <span className="sr-only">{legendLabel(step)}</span>
              </li>
            ))}
          </ul>
          <span aria-hidden>More</span>
        </div>
      </div>
    </div>
  );
}

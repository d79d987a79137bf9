"use client";
import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { FullData } from "@/lib/contract/dashboard";
import { cn } from "@/lib/cn";
import { buildHeatmap, CELL, dayAt, dayLabel, legendLabel, LEFT, slotOf, STEP, TOP, type DayActivity } from "./heatmap-weeks";

/** The dark theme's lowest shade is about 4:1 against an empty day, so a day with one submission never looks empty. */
const LEVEL_SVG = [
  "fill-zinc-200 stroke-zinc-200 dark:fill-zinc-800 dark:stroke-zinc-800",
  "fill-emerald-200 stroke-emerald-200 dark:fill-emerald-600 dark:stroke-emerald-600",
  "fill-emerald-400 stroke-emerald-400 dark:fill-emerald-500 dark:stroke-emerald-500",
  "fill-emerald-600 stroke-emerald-600 dark:fill-emerald-400 dark:stroke-emerald-400",
  "fill-emerald-800 stroke-emerald-800 dark:fill-emerald-200 dark:stroke-emerald-200",
];
const LEVEL_SWATCH = [
  "bg-zinc-200 dark:bg-zinc-800",
  "bg-emerald-200 dark:bg-emerald-600",
  "bg-emerald-400 dark:bg-emerald-500",
  "bg-emerald-600 dark:bg-emerald-400",
  "bg-emerald-800 dark:bg-emerald-200",
];

const WEEKDAY_LABELS = [
  { row: 1, label: "Mon" },
  { row: 3, label: "Wed" },
  { row: 5, label: "Fri" },
];

const KEY_STEP: Record<string, number> = { ArrowLeft: -7, ArrowRight: 7, ArrowUp: -1, ArrowDown: 1 };

/** One path per colour level, not a cell per day; a visually hidden table gives the year month by month. */
export function ActivityHeatmap({ days, scale }: { days: DayActivity[]; scale: FullData["activityScale"] }) {
  const map = useMemo(() => buildHeatmap(days), [days]);
  const [active, setActive] = useState<number | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const drawing = useRef<SVGSVGElement>(null);
  const id = useId();

  const width = LEFT + map.columns * STEP;
  const height = TOP + 7 * STEP;
  const day = active !== null ? days[active] : undefined;
  const slot = active !== null ? slotOf(map.lead, active) : null;

  function onPointerMove(e: PointerEvent<SVGSVGElement>) {
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const k = width / box.width;
    setActive(dayAt(map, days.length, (e.clientX - box.left) * k, (e.clientY - box.top) * k));
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (days.length === 0) return;
    const last = days.length - 1;
    let next: number | null;
    if (e.key === "Home") next = 0;
    else if (e.key === "End") next = last;
    else if (e.key === "Escape") next = null;
    else if (KEY_STEP[e.key] !== undefined) next = active === null ? last : Math.max(0, Math.min(last, active + KEY_STEP[e.key]!));
    else return;
    e.preventDefault();
    setActive(next);
    const el = scroller.current;
    const svg = drawing.current;
    if (next !== null && el && svg && svg.clientWidth > 0) {
      const x = ((LEFT + slotOf(map.lead, next).column * STEP) * svg.clientWidth) / width;
      // The strip scrolls from its right end, so scrollLeft runs from minus the hidden width up to 0.
      const origin = el.scrollWidth - el.clientWidth;
      const shown = origin + el.scrollLeft;
      if (x < shown + 40 || x > shown + el.clientWidth - 40) el.scrollLeft = x - el.clientWidth / 2 - origin;
    }
  }

  const below = slot !== null && slot.row < 3;
  const tip =
    slot && day
      ? {
          left: `${((LEFT + slot.column * STEP + CELL / 2) / width) * 100}%`,
          top: `${((TOP + (below ? slot.row + 1 : slot.row) * STEP) / height) * 100}%`,
          x: slot.column < 8 ? "0%" : slot.column > map.columns - 9 ? "-100%" : "-50%",
          y: below ? "2px" : "calc(-100% - 4px)",
        }
      : null;

  return (
    <div>
      <div
        ref={scroller}
        role="region"
        aria-label="Activity by day"
        aria-describedby={`${id}-keys`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
        // Reversed, the strip opens on the most recent weeks without a script measuring the page while it loads.
        className="flex flex-row-reverse overflow-x-auto pb-2 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <div className="relative min-w-[54rem] flex-1">
          <svg
            ref={drawing}
            viewBox={`0 0 ${width} ${height}`}
            className="block h-auto w-full text-zinc-600 dark:text-zinc-400"
            role="img"
            aria-label={`Submissions per day over the last year, one column per week: ${map.activeDays} active ${map.activeDays === 1 ? "day" : "days"}. The table below gives each month.`}
            data-testid="heatmap"
            onPointerMove={onPointerMove}
            onPointerLeave={() => setActive(null)}
          >
            {/* 12 units: the drawing is never narrower than its viewBox (min-w-[54rem]), so the labels never show under 12 px, phones included. */}
            <g fontSize={12} fill="currentColor" aria-hidden>
              {map.months.map((m) => (
                <text key={`${m.label}-${m.column}`} x={LEFT + m.column * STEP} y={TOP - 6}>
                  {m.label}
                </text>
              ))}
              {WEEKDAY_LABELS.map((w) => (
                <text key={w.label} x={LEFT - 6} y={TOP + w.row * STEP + CELL - 1} textAnchor="end">
                  {w.label}
                </text>
              ))}
            </g>
            <g strokeWidth={2} strokeLinejoin="round" aria-hidden>
              {map.paths.map((d, level) => (d ? <path key={level} d={d} className={LEVEL_SVG[level]} data-level={level} /> : null))}
            </g>
            {slot ? (
              <rect
                x={LEFT + slot.column * STEP - 1}
                y={TOP + slot.row * STEP - 1}
                width={CELL + 2}
                height={CELL + 2}
                rx={3}
                fill="none"
                className="stroke-zinc-900 dark:stroke-zinc-100"
                strokeWidth={1.5}
                aria-hidden
              />
            ) : null}
          </svg>
          {tip && day ? (
            <p
              aria-hidden
              data-testid="heatmap-tooltip"
              className="pointer-events-none absolute z-10 rounded-md border border-zinc-200 bg-white px-2 py-1 text-xs whitespace-nowrap text-zinc-800 shadow-md dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
              style={{ left: tip.left, top: tip.top, transform: `translate(${tip.x}, ${tip.y})` }}
            >
              {dayLabel(day)}
            </p>
          ) : null}
        </div>
      </div>
      {/* What the tooltip says, read out as the arrow keys move through the days. */}
      <p className="sr-only" aria-live="polite" data-testid="heatmap-day">
        {day ? dayLabel(day) : ""}
      </p>
      <p id={`${id}-keys`} className="sr-only">
        Arrow keys move through the days, a week left or right and a day up or down; Home and End go to the first and the last day.
      </p>
      {/* The wrapper hides the table: a table itself grows to its content whatever its width says, and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>Submissions per month over the last year</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Active days</th>
              <th scope="col">Submissions</th>
              <th scope="col">Accepted</th>
            </tr>
          </thead>
          <tbody>
            {map.byMonth.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.month}</th>
                <td>{m.activeDays}</td>
                <td>{m.submissions}</td>
                <td>{m.accepted}</td>
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
        <div className="flex items-center gap-1.5">
          <span aria-hidden>Less</span>
          <ul aria-label="Colour scale, from fewer to more submissions" className="flex gap-[3px]">
            {scale.map((step) => (
              <li key={step.level} title={legendLabel(step)}>
                <span aria-hidden className={cn("block h-3 w-3 rounded-[3px]", LEVEL_SWATCH[step.level])} />
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

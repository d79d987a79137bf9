"use client";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { ratingTier, type PlatformId } from "@/lib/contract/platforms";
import { CHART_TEXT, fullDate, monthYear } from "./chart-theme";
import { ChartTooltipCard } from "./chart-tooltip";
import { monthTicks, nearestIndex, ratingTicks } from "./rating-axes";
import { formatChange, type RatingPoint, type TierBand } from "./rating-series";
import { groupDigits } from "@/lib/intl";

type Props = { platform: PlatformId; label: string; points: RatingPoint[]; domain: [number, number]; bands: TierBand[]; height: number };

const MARGIN = { top: 8, right: 12, bottom: 46, left: 56 };
const INSET = 8;
const MONTH_LABEL_PX = 72;
/** Beyond this many contests the dots cannot be told apart; a long history is a line. */
const MOST_DOTS = 40;

/** Loaded when its card nears the screen (lazy-charts.tsx); its width follows its card's. */
export function RatingChart({ platform, label, points, domain, bands, height }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [active, setActive] = useState<number | null>(null);
  const id = useId();

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const plot = {
    left: MARGIN.left,
    right: Math.max(MARGIN.left + 1, width - MARGIN.right),
    top: MARGIN.top,
    bottom: height - MARGIN.bottom,
  };
  const [lo, hi] = domain;
  const first = points[0]?.at ?? 0;
  const last = points.at(-1)?.at ?? first;
  const xOf = (at: number) =>
    last === first
      ? (plot.left + plot.right) / 2
      : plot.left + INSET + ((at - first) / (last - first)) * (plot.right - plot.left - 2 * INSET);
  const yOf = (rating: number) => plot.bottom - ((rating - lo) / (hi - lo)) * (plot.bottom - plot.top);
  const xs = points.map((p) => xOf(p.at));
  const months = monthTicks(first, last, Math.max(1, Math.floor((plot.right - plot.left) / MONTH_LABEL_PX)));
  const line = xs.map((x, i) => `${i ? "L" : "M"}${x.toFixed(1)},${yOf(points[i]!.rating).toFixed(1)}`).join("");
  const point = active !== null ? points[active] : undefined;

  function onPointerMove(e: PointerEvent<SVGSVGElement>) {
    const rect = e.currentTarget.getBoundingClientRect();
    setActive(nearestIndex(xs, e.clientX - rect.left));
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const end = points.length - 1;
    let next: number | null;
    if (e.key === "Home") next = 0;
    else if (e.key === "End") next = end;
    else if (e.key === "Escape") next = null;
    else if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
      const by = e.key === "ArrowLeft" ? -1 : 1;
      next = active === null ? end : Math.max(0, Math.min(end, active + by));
    } else return;
    e.preventDefault();
    setActive(next);
  }

  const tip =
    point && active !== null
      ? {
          left: xs[active]!,
          top: yOf(point.rating),
          x: xs[active]! < 140 ? "-8px" : xs[active]! > width - 140 ? "calc(-100% + 8px)" : "-50%",
          below: yOf(point.rating) < height / 2,
        }
      : null;

  return (
    <div
      ref={box}
      className={`relative w-full focus-visible:outline-2 focus-visible:outline-brand-500 ${CHART_TEXT}`}
      style={{ height }}
      data-testid={`rating-chart-${platform}`}
      role="group"
      aria-label={`${label} rating history`}
      aria-describedby={`${id}-keys`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onBlur={() => setActive(null)}
    >
      {width > 0 ? (
        <svg
          width={width}
          height={height}
          className="block"
          aria-hidden
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
        >
          <g data-testid="rating-bands">
            {bands.map((band) => (
              <g key={band.label} data-testid="rating-band">
                <rect
                  x={plot.left}
                  y={yOf(band.to)}
                  width={plot.right - plot.left}
                  height={yOf(band.from) - yOf(band.to)}
                  fill={band.colour}
                  fillOpacity={0.16}
                />
                {/* Only bands tall enough for a line of text carry their tier's name. */}
                {(band.to - band.from) / (hi - lo) >= 0.1 ? (
                  <text x={plot.right - 4} y={yOf(band.to) + 14} textAnchor="end" fontSize={12} fill="currentColor" opacity={0.9}>
                    {band.label}
                  </text>
                ) : null}
              </g>
            ))}
          </g>
          <g fontSize={12} fill="currentColor">
            {ratingTicks(domain).map((v) => (
              <g key={v}>
                <line x1={plot.left} x2={plot.right} y1={yOf(v)} y2={yOf(v)} stroke="currentColor" strokeOpacity={0.15} />
                <text x={plot.left - 6} y={yOf(v) + 4} textAnchor="end">
                  {v}
                </text>
              </g>
            ))}
            {months.map((at) => (
              <g key={at}>
                <line x1={xOf(at)} x2={xOf(at)} y1={plot.bottom} y2={plot.bottom + 5} stroke="currentColor" strokeOpacity={0.4} />
                <text x={xOf(at)} y={plot.bottom + 18} textAnchor="middle">
                  {monthYear(at)}
                </text>
              </g>
            ))}
            <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} stroke="currentColor" strokeOpacity={0.4} />
            <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="currentColor" strokeOpacity={0.4} />
            <text x={(plot.left + plot.right) / 2} y={height - 6} textAnchor="middle">
              Contest date
            </text>
            <text transform={`translate(14 ${(plot.top + plot.bottom) / 2}) rotate(-90)`} textAnchor="middle">
              Rating
            </text>
          </g>
          <g className="text-zinc-900 dark:text-zinc-100">
            {tip ? <line x1={tip.left} x2={tip.left} y1={plot.top} y2={plot.bottom} stroke="currentColor" strokeOpacity={0.3} /> : null}
            <path d={line} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" data-testid="rating-line" />
            {points.length <= MOST_DOTS
              ? xs.map((x, i) => <circle key={i} cx={x} cy={yOf(points[i]!.rating)} r={2.5} fill="currentColor" />)
              : null}
            {tip ? <circle cx={tip.left} cy={tip.top} r={5} fill="currentColor" /> : null}
          </g>
        </svg>
      ) : null}
      {tip && point ? (
        <div
          aria-hidden
          data-testid="rating-tooltip"
          className="pointer-events-none absolute z-10 w-max"
          style={{ left: tip.left, top: tip.top, transform: `translate(${tip.x}, ${tip.below ? "12px" : "calc(-100% - 12px)"})` }}
        >
          <RatingTooltip point={point} platform={platform} />
        </div>
      ) : null}
      {/* What the tooltip says, read out as the arrow keys move through the contests. */}
      <p className="sr-only" aria-live="polite">
        {point ? pointText(point, platform) : ""}
      </p>
      <p id={`${id}-keys`} className="sr-only">
        Left and right arrow keys move through the contests; Home and End go to the first and the last.
      </p>
    </div>
  );
}

function pointText(point: RatingPoint, platform: PlatformId): string {
  const change = point.change !== null ? ` (${formatChange(point.change)})` : "";
  const rank = point.rank !== null ? `, rank ${groupDigits(point.rank)}` : "";
  return `${point.contest}, ${fullDate(point.at)}: rating ${point.rating}${change}, ${ratingTier(platform, point.rating).label}${rank}`;
}

function RatingTooltip({ point, platform }: { point: RatingPoint; platform: PlatformId }) {
  const tier = ratingTier(platform, point.rating);
  return (
    <ChartTooltipCard title={point.contest}>
      <p className="text-zinc-600 dark:text-zinc-400">{fullDate(point.at)}</p>
      <p className="mt-1">
        Rating <span className="font-semibold tabular-nums">{point.rating}</span>
        {point.change !== null ? (
          <span
            className={
              point.change >= 0
                ? "ml-1 font-semibold text-green-700 dark:text-green-400"
                : "ml-1 font-semibold text-red-700 dark:text-red-400"
            }
          >
            ({formatChange(point.change)})
          </span>
        ) : null}
      </p>
      <p className="flex items-center gap-1.5">
        <span className="inline-block h-2 w-2 rounded-full" style={{ backgroundColor: tier.colour }} aria-hidden />
        {tier.label}
      </p>
      {point.rank !== null ? <p>Rank {groupDigits(point.rank)}</p> : null}
    </ChartTooltipCard>
  );
}

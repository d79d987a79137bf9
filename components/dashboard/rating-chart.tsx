"use client";
import { CartesianGrid, Line, LineChart, ReferenceArea, Tooltip, XAxis, YAxis, type TooltipContentProps } from "recharts";
import { ratingTier, type PlatformId } from "@/lib/contract/platforms";
import { AXIS_TICK, CHART_TEXT, fullDate, monthYear } from "./chart-theme";
import { ChartTooltipCard } from "./chart-tooltip";
import { formatChange, type RatingPoint, type TierBand } from "./rating-series";

type Props = { platform: PlatformId; label: string; points: RatingPoint[]; domain: [number, number]; bands: TierBand[]; height: number };

/** Loaded on demand (lazy-charts.tsx): the charting library stays out of the page's first load. */
export function RatingChart({ platform, label, points, domain, bands, height }: Props) {
  const span = domain[1] - domain[0];
  return (
    <div className={`w-full ${CHART_TEXT}`} style={{ height }} data-testid={`rating-chart-${platform}`}>
      <LineChart
        data={points}
        responsive
        style={{ width: "100%", height: "100%" }}
        margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
        title={`${label} rating history`}
      >
        {bands.map((band) => (
          <ReferenceArea
            key={band.label}
            y1={band.from}
            y2={band.to}
            fill={band.colour}
            fillOpacity={0.16}
            stroke="none"
            ifOverflow="hidden"
            label={
              // Only bands tall enough for a line of text carry their tier's name.
              (band.to - band.from) / span >= 0.1
                ? { value: band.label, position: "insideTopRight", fill: "currentColor", fontSize: 12, opacity: 0.9 }
                : undefined
            }
          />
        ))}
        <CartesianGrid stroke="currentColor" strokeOpacity={0.15} vertical={false} />
        <XAxis
          dataKey="at"
          type="number"
          scale="time"
          domain={["dataMin", "dataMax"]}
          tickFormatter={monthYear}
          tick={AXIS_TICK}
          stroke="currentColor"
          strokeOpacity={0.4}
          minTickGap={24}
          padding={{ left: 8, right: 8 }}
          // The title sits inside the axis's own box, under the ticks with room for its descenders:
          // an offset below the box would draw it past the chart's bottom edge, cut in half.
          label={{ value: "Contest date", position: "insideBottom", offset: 4, fill: "currentColor", fontSize: 12 }}
          height={46}
        />
        <YAxis
          domain={domain}
          allowDataOverflow
          tick={AXIS_TICK}
          stroke="currentColor"
          strokeOpacity={0.4}
          width={56}
          tickCount={6}
          label={{ value: "Rating", angle: -90, position: "insideLeft", fill: "currentColor", fontSize: 12 }}
        />
        <Tooltip content={(p) => <RatingTooltip {...p} platform={platform} />} cursor={{ stroke: "currentColor", strokeOpacity: 0.3 }} />
        <Line
          type="monotone"
          dataKey="rating"
          name="Rating"
          className="text-zinc-900 dark:text-zinc-100"
          stroke="currentColor"
          strokeWidth={2}
          // A dot per contest while they can be told apart; a long history is a line (the tooltip still finds each contest).
          dot={points.length <= 40 ? { r: 2.5, fill: "currentColor", strokeWidth: 0 } : false}
          activeDot={{ r: 5, strokeWidth: 0, fill: "currentColor" }}
          isAnimationActive={false}
        />
      </LineChart>
    </div>
  );
}

function RatingTooltip({ active, payload, platform }: TooltipContentProps & { platform: PlatformId }) {
  const point = payload?.[0]?.payload as RatingPoint | undefined;
  if (!active || !point) return null;
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
      {point.rank !== null ? <p>Rank {point.rank.toLocaleString("en-US")}</p> : null}
    </ChartTooltipCard>
  );
}

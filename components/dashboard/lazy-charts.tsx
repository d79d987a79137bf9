"use client";
import dynamic from "next/dynamic";

/** Holds the chart's place while its code loads, so nothing below jumps. */
function ChartPlaceholder({ height }: { height: number }) {
  return (
    <div
      aria-hidden
      className="w-full animate-pulse rounded-lg bg-zinc-100 motion-reduce:animate-none dark:bg-zinc-800/60"
      style={{ height }}
    />
  );
}

// The charting library is loaded after the first paint, in the browser only: it is not part of
// the route's first-load JavaScript. Each chart has its text alternative next to it, outside this code.
export const LazyRatingChart = dynamic(() => import("./rating-chart").then((m) => m.RatingChart), {
  ssr: false,
  loading: () => <ChartPlaceholder height={240} />,
});

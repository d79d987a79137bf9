"use client";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState, type ComponentProps } from "react";

/** So nothing below jumps. */
function ChartPlaceholder({ height }: { height: number | string }) {
  return (
    <div
      aria-hidden
      className="w-full animate-pulse rounded-lg bg-zinc-100 motion-reduce:animate-none dark:bg-zinc-800/60"
      style={{ height }}
    />
  );
}

// In the browser only, and only near the screen: off the first load, and the chart measures its card first.
const RatingChart = dynamic(() => import("./rating-chart").then((m) => m.RatingChart), {
  ssr: false,
  loading: () => <ChartPlaceholder height="100%" />,
});

/** So a chart is usually drawn by the time it scrolls in. */
const AHEAD = "100px";

function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    // Every supported browser has IntersectionObserver; jsdom has none, and the tests stub the charts.
    if (!el || near || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

export function LazyRatingChart(props: ComponentProps<typeof RatingChart>) {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  return (
    // A box of the chart's height from the first paint, so nothing below moves when it draws.
    <div ref={ref} style={{ height: props.height }}>
      {near ? <RatingChart {...props} /> : <ChartPlaceholder height="100%" />}
    </div>
  );
}

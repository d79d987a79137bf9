"use client";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState, type ComponentProps } from "react";

/** Holds the chart's place while its code loads, so nothing below jumps. */
function ChartPlaceholder({ height }: { height: number | string }) {
  return (
    <div
      aria-hidden
      className="w-full animate-pulse rounded-lg bg-zinc-100 motion-reduce:animate-none dark:bg-zinc-800/60"
      style={{ height }}
    />
  );
}

// The chart's code is loaded in the browser only, and only once a chart's card comes near the
// screen: it is not part of the route's first-load JavaScript, and a chart measures its card's
// width before it draws. Each chart has its text alternative next to it, outside this code.
const RatingChart = dynamic(() => import("./rating-chart").then((m) => m.RatingChart), {
  ssr: false,
  loading: () => <ChartPlaceholder height="100%" />,
});

/** How far below the screen a chart starts loading, so it is usually drawn by the time it scrolls in. */
const AHEAD = "100px";

/** True once the element has come within `AHEAD` of the screen (and from then on). */
function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    // Every browser the app supports has IntersectionObserver (jsdom has none: the tests stub the charts).
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

/** The rating chart, drawn once its card nears the screen; until then a box of the same height. */
export function LazyRatingChart(props: ComponentProps<typeof RatingChart>) {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  return (
    // A box of the chart's height from the first paint, so nothing below moves when it draws.
    <div ref={ref} style={{ height: props.height }}>
      {near ? <RatingChart {...props} /> : <ChartPlaceholder height="100%" />}
    </div>
  );
}

"use client";
import { useEffect, useState, type RefObject } from "react";

/** Whether the element's content is wider than the element itself (it scrolls sideways), kept up to date as either resizes. */
export function useOverflowsX(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    // The observer calls back once for each element it starts to observe, after the browser's own
    // layout: no measuring here, which would force a layout while the page is still loading.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

"use client";
import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `intervalMs` (countdowns, "synced 3 min ago"). One timer per
 * caller: a list renders its rows from one `now` rather than giving each row its own timer.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

"use client";
import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `intervalMs` (countdowns, "synced 3 min ago"). One timer per
 * caller: a list renders its rows from one `now` rather than giving each row its own timer.
 * `startAt`: the time to render with before the first tick, when the server rendered the same text
 * from that moment (a countdown seeded on the server); otherwise the moment of the first render.
 */
export function useNow(intervalMs: number, startAt?: number): number {
  const [now, setNow] = useState(() => startAt ?? Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

"use client";
import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `intervalMs` (countdowns, "synced 3 min ago"). One timer per
 * caller: a list renders its rows from one `now` rather than giving each row its own timer.
 * `startAt`: the time to render with until hydrated, when the server rendered the same text from
 * that moment (a countdown seeded on the server), so both renders agree; the browser's own clock
 * takes over as soon as it has hydrated. Otherwise the moment of the first render.
 */
export function useNow(intervalMs: number, startAt?: number): number {
  const [now, setNow] = useState(() => startAt ?? Date.now());
  const fromServer = startAt !== undefined;
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // Rendered from the server's moment: a page held in the router's cache may be minutes old.
    if (fromServer) tick();
    const timer = setInterval(tick, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, fromServer]);
  return now;
}

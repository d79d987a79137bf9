"use client";
import { useEffect, useState } from "react";

/** One timer per caller, so a list renders its rows from one `now`; `startAt` is the server's moment, so the hydrating render agrees. */
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

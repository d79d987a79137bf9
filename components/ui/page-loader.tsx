"use client";
import { useEffect, useState } from "react";
import { cn } from "@/lib/cn";

/** Spec §4/§9: pages fade their loader out about 500 ms after data arrives. */
export const LOADER_FADE_MS = 500;

/** Full-screen loader with a status text; `done` starts the fade, then it unmounts. */
export function PageLoader({ text, done = false, fadeMs = LOADER_FADE_MS }: { text: string; done?: boolean; fadeMs?: number }) {
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (!done) {
      setGone(false);
      return;
    }
    const t = setTimeout(() => setGone(true), fadeMs);
    return () => clearTimeout(t);
  }, [done, fadeMs]);
  if (gone) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ transitionDuration: `${fadeMs}ms` }}
      className={cn(
        "fixed inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-zinc-50/95 transition-opacity dark:bg-zinc-950/95",
        done && "pointer-events-none opacity-0",
      )}
    >
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-500 border-t-transparent" aria-hidden />
      <p className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{text}</p>
    </div>
  );
}

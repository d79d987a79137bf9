"use client";
import { useApiQuery } from "@/lib/hooks/use-api-query";

/** Nothing when no review is due. */
export function ReviewDueCount() {
  const due = useApiQuery("/reviews/due", { refetchInterval: 60_000 });
  const n = due.data?.counts.due ?? 0;
  if (n === 0) return null;
  return (
    <span
      data-testid="review-due-count"
      className="ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white tabular-nums"
    >
      {n}
      <span className="sr-only">{n === 1 ? " review due" : " reviews due"}</span>
    </span>
  );
}

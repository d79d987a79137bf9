import type { ReactNode } from "react";

/** Readable in both themes. */
export function ChartTooltipCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="max-w-64 rounded-lg border border-zinc-200 bg-white px-3 py-2 text-xs text-zinc-800 shadow-lg dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100">
      <p className="mb-1 font-semibold">{title}</p>
      {children}
    </div>
  );
}

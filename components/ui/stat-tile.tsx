import type { ComponentType, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { groupDigits } from "@/lib/intl";

/** `value` may be text such as "—" when there is no number to show. */
type StatTileProps = {
  label: string;
  value: number | string | ReactNode;
  icon?: ComponentType<{ className?: string }>;
  className?: string;
};

/** The label is the accessible name of the value. */
export function StatTile({ label, value, icon: Icon, className }: StatTileProps) {
  return (
    <div className={cn("rounded-xl border border-zinc-200 bg-white p-3 shadow-sm sm:p-4 dark:border-zinc-800 dark:bg-zinc-900", className)}>
      <dt className="flex items-center gap-2 text-xs sm:text-sm text-zinc-600 dark:text-zinc-400">
        {Icon ? <Icon className="h-4 w-4 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden /> : null}
        {label}
      </dt>
      {/* A number is grouped the way the rest of the app writes counts ("1,166 solved"). */}
      <dd className="mt-1 text-xl sm:text-2xl font-bold tabular-nums">{typeof value === "number" ? groupDigits(value) : value}</dd>
    </div>
  );
}

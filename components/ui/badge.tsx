import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { isPlatformId, PLATFORMS, platformLabel } from "@/lib/contract/platforms";

const badgeVariants = cva("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset", {
  variants: {
    tone: {
      brand: "bg-brand-50 text-brand-700 ring-brand-600/20 dark:bg-brand-500/15 dark:text-brand-400 dark:ring-brand-400/30",
      green: "bg-green-50 text-green-800 ring-green-600/20 dark:bg-green-500/15 dark:text-green-300 dark:ring-green-400/30",
      amber: "bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/15 dark:text-amber-300 dark:ring-amber-400/30",
      orange: "bg-orange-50 text-orange-800 ring-orange-600/20 dark:bg-orange-500/15 dark:text-orange-300 dark:ring-orange-400/30",
      sky: "bg-sky-50 text-sky-800 ring-sky-600/20 dark:bg-sky-500/15 dark:text-sky-300 dark:ring-sky-400/30",
      zinc: "bg-zinc-100 text-zinc-700 ring-zinc-500/20 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-600/40",
      // docs/behaviour.md §9 rating bands and difficulty colours.
      red: "bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-500/15 dark:text-red-300 dark:ring-red-400/30",
      yellow: "bg-yellow-50 text-yellow-800 ring-yellow-600/30 dark:bg-yellow-500/15 dark:text-yellow-200 dark:ring-yellow-400/30",
      purple: "bg-purple-50 text-purple-800 ring-purple-600/20 dark:bg-purple-500/15 dark:text-purple-300 dark:ring-purple-400/30",
      blue: "bg-blue-50 text-blue-800 ring-blue-600/20 dark:bg-blue-500/15 dark:text-blue-300 dark:ring-blue-400/30",
      cyan: "bg-cyan-50 text-cyan-800 ring-cyan-600/20 dark:bg-cyan-500/15 dark:text-cyan-300 dark:ring-cyan-400/30",
    },
  },
  defaultVariants: { tone: "zinc" },
});

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>["tone"]>;

export function Badge({ tone, children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={cn(badgeVariants({ tone }), className)}>{children}</span>;
}

/** "other" and unknown names get a neutral badge. */
export function PlatformBadge({ platform }: { platform: string }) {
  return <Badge tone={isPlatformId(platform) ? PLATFORMS[platform].tone : "zinc"}>{platformLabel(platform)}</Badge>;
}

import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type Tone = "brand" | "green" | "amber" | "orange" | "sky" | "zinc";

const TONES: Record<Tone, string> = {
  brand: "bg-brand-50 text-brand-700 ring-brand-600/20 dark:bg-brand-500/15 dark:text-brand-400 dark:ring-brand-400/30",
  green: "bg-green-50 text-green-800 ring-green-600/20 dark:bg-green-500/15 dark:text-green-300 dark:ring-green-400/30",
  amber: "bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/15 dark:text-amber-300 dark:ring-amber-400/30",
  orange: "bg-orange-50 text-orange-800 ring-orange-600/20 dark:bg-orange-500/15 dark:text-orange-300 dark:ring-orange-400/30",
  sky: "bg-sky-50 text-sky-800 ring-sky-600/20 dark:bg-sky-500/15 dark:text-sky-300 dark:ring-sky-400/30",
  zinc: "bg-zinc-100 text-zinc-700 ring-zinc-500/20 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-600/40",
};

export function Badge({ tone = "zinc", children, className }: { tone?: Tone; children: ReactNode; className?: string }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset", TONES[tone], className)}>
      {children}
    </span>
  );
}

/** The platforms the product knows, with one label and colour each, shared by every list. */
const PLATFORM_BADGE: Record<string, { label: string; tone: Tone }> = {
  leetcode: { label: "LeetCode", tone: "amber" },
  codeforces: { label: "Codeforces", tone: "sky" },
  codechef: { label: "CodeChef", tone: "orange" },
  other: { label: "Other", tone: "zinc" },
};

export const platformLabel = (platform: string) => PLATFORM_BADGE[platform]?.label ?? platform;

export function PlatformBadge({ platform }: { platform: string }) {
  const p = PLATFORM_BADGE[platform] ?? { label: platform, tone: "zinc" as const };
  return <Badge tone={p.tone}>{p.label}</Badge>;
}

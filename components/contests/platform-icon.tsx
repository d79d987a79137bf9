import { cn } from "@/lib/cn";
import { PLATFORMS, type PlatformId } from "@/lib/contract/platforms";
import { readableTextOn } from "./contest-format";

const INITIALS: Record<PlatformId, string> = { leetcode: "LC", codeforces: "CF", codechef: "CC" };

/** Named for assistive technology by the platform's label. */
export function PlatformIcon({ platform, className }: { platform: PlatformId; className?: string }) {
  const { colour, label } = PLATFORMS[platform];
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn("inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-xs font-bold", className)}
      style={{ backgroundColor: colour, color: readableTextOn(colour) }}
    >
      <span aria-hidden>{INITIALS[platform]}</span>
    </span>
  );
}

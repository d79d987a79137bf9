import type { CSSProperties } from "react";
import { cn } from "@/lib/cn";
import { platformLabel, type PlatformId } from "@/lib/contract/platforms";
import { tierOf } from "@/lib/contract/rating-tiers";

/** lib/contract/rating-tiers.ts, so a rating has one colour on every page. */
export function RatingText({
  platform,
  rating,
  className,
  showTier = false,
}: {
  platform: PlatformId;
  rating: number;
  className?: string;
  showTier?: boolean;
}) {
  const tier = tierOf(platform, rating);
  const style = { "--tier-light": tier.light, "--tier-dark": tier.dark } as CSSProperties;
  const digits = String(rating);
  return (
    <span
      data-testid="rating"
      data-platform={platform}
      data-tier={tier.key}
      title={`${platformLabel(platform)} ${tier.label}`}
      style={style}
      className={cn("font-semibold tabular-nums text-(--tier-light) dark:text-(--tier-dark)", className)}
    >
      {tier.firstLetterContrast ? (
        <>
          <span className="text-black dark:text-white">{digits[0]}</span>
          {digits.slice(1)}
        </>
      ) : (
        digits
      )}
      {showTier ? <span aria-hidden> · {tier.label}</span> : null}
      <span className="sr-only">{` (${tier.label})`}</span>
    </span>
  );
}

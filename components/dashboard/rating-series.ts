import type { PlatformProgress } from "@/lib/contract/dashboard";
import type { RatingTier } from "@/lib/contract/platforms";
import { shortDate } from "@/lib/intl";

export type RatingPoint = PlatformProgress["ratingSeries"][number];

export type TierBand = { from: number; to: number; label: string; colour: string };

/** At least `minSpan` tall so a flat history still shows the tiers around it. */
export function ratingDomain(ratings: readonly number[], { pad = 100, step = 100, minSpan = 400 } = {}): [number, number] | null {
  if (ratings.length === 0) return null;
  const lowest = Math.min(...ratings);
  const highest = Math.max(...ratings);
  let lo = Math.floor((lowest - pad) / step) * step;
  let hi = Math.ceil((highest + pad) / step) * step;
  if (hi - lo < minSpan) {
    const grow = Math.ceil((minSpan - (hi - lo)) / 2 / step) * step;
    lo -= grow;
    hi += grow;
  }
  // Ratings are not negative: a range reaching below zero slides up instead.
  return lo < 0 ? [0, hi - lo] : [lo, hi];
}

export function tierBands(tiers: readonly RatingTier[], [lo, hi]: readonly [number, number]): TierBand[] {
  return tiers.flatMap((tier, i) => {
    const next = tiers[i + 1]?.min ?? Infinity;
    const from = Math.max(tier.min, lo);
    const to = Math.min(next, hi);
    return from < to ? [{ from, to, label: tier.label, colour: tier.colour }] : [];
  });
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

export const formatChange = (change: number | null) => (change === null ? "" : signed(change).replace("-", "−"));

/** Read instead of the chart by a screen reader. */
export function ratingSummary(platformLabel: string, points: readonly RatingPoint[], tierOf: (rating: number) => RatingTier): string {
  if (points.length === 0) return `No rated ${platformLabel} contests yet.`;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const best = points.reduce((b, p) => (p.rating > b.rating ? p : b), first);
  const date = (at: number) => shortDate(at, "UTC");
  const contests = points.length === 1 ? "1 rated contest" : `${points.length} rated contests`;
  return (
    `${platformLabel} rating over ${contests}: from ${first.rating} on ${date(first.at)} to ${last.rating} (${tierOf(last.rating).label}) ` +
    `on ${date(last.at)}; highest ${best.rating}.`
  );
}

import type { PlatformId } from "@/lib/contract/platforms";
import { applyKnots, SCALE_PLATFORM, type Mappings } from "./scale";

/** ln(10)/400: the logistic slope of the Codeforces formula in natural units. */
const K = Math.LN10 / 400;

export type Outcome = {
  difficulty: number;
  solved: boolean;
  /** 1 for today, halving every HALF_LIFE_DAYS. */
  weight: number;
};

export type AbilityEstimate = { ability: number; sd: number };

/** One tag rarely sits more than ~600 points from the user's rating. */
export const PRIOR_SD = 300;
export const HALF_LIFE_DAYS = 365;
export const Z90 = 1.645;

/** MAP fit of the Codeforces logistic with a normal prior (docs/decisions/015-one-difficulty-scale.md); also places problems. */
export function fitAbility(outcomes: Outcome[], prior: number, priorSd = PRIOR_SD): AbilityEstimate {
  const precision = 1 / (priorSd * priorSd);
  let theta = prior;
  let curvature = precision;
  for (let step = 0; step < 50; step++) {
    let gradient = -(theta - prior) * precision;
    curvature = precision;
    for (const o of outcomes) {
      const p = 1 / (1 + Math.exp(-K * (theta - o.difficulty)));
      gradient += o.weight * K * ((o.solved ? 1 : 0) - p);
      curvature += o.weight * K * K * p * (1 - p);
    }
    const move = gradient / curvature;
    theta += Math.max(-400, Math.min(400, move));
    if (Math.abs(move) < 1e-6) break;
  }
  return { ability: theta, sd: 1 / Math.sqrt(curvature) };
}

export type TagSummary = { ability: number; low: number; high: number; weak: boolean };

/** The fit is moved by rating − level, so a tag as good as the user's practice elsewhere reads as their rating. */
export function summariseTag(outcomes: Outcome[], level: number, rating = level, levelSd = 0): TagSummary {
  const { ability, sd } = fitAbility(outcomes, level);
  const spread = Math.sqrt(sd * sd + levelSd * levelSd);
  const moved = ability + (rating - level);
  const low = moved - Z90 * spread;
  const high = moved + Z90 * spread;
  return { ability: Math.round(moved), low: Math.round(low), high: Math.round(high), weak: high < rating };
}

/** Practice runs above the contest formula alike per topic, so each is read against it (docs/decisions/015-one-difficulty-scale.md). */
export const practiceLevel = (all: Outcome[], rating: number): AbilityEstimate => fitAbility(all, rating);

export type Attempt = { rating: number; solved: boolean };
export const ATTEMPTS_MIN = 5;

/** A solve is the problem "losing", centred on the attempters' mean rating. */
export function difficultyFromAttempts(attempts: Attempt[]): number | null {
  if (attempts.length < ATTEMPTS_MIN) return null;
  const mean = attempts.reduce((s, a) => s + a.rating, 0) / attempts.length;
  const { ability } = fitAbility(
    attempts.map((a) => ({ difficulty: a.rating, solved: !a.solved, weight: 1 })),
    mean,
    400,
  );
  return ability;
}

export type PlatformRating = { platform: PlatformId; rating: number; contests: number };
export type ScaledRating = PlatformRating & { onScale: number };

export const DEFAULT_USER_RATING = 1200;

export function combineRatings(ratings: PlatformRating[], mappings: Mappings): { value: number; from: ScaledRating[] } {
  const from = ratings
    .filter((r) => r.rating > 0)
    .map((r) => ({
      ...r,
      onScale: Math.round(r.platform === SCALE_PLATFORM ? r.rating : applyKnots(mappings[r.platform].knots, r.rating)),
    }));
  if (from.length === 0) return { value: DEFAULT_USER_RATING, from: [] };
  let sum = 0;
  let weights = 0;
  for (const r of from) {
    const w = Math.max(1, r.contests);
    sum += w * r.onScale;
    weights += w;
  }
  return { value: Math.round(sum / weights), from };
}

/** Ratings are compared within a platform (docs/decisions/033-own-platform-rating.md); the blend only where there is none. */
export function ratingFor(rating: { value: number; from: ScaledRating[] }, platform: PlatformId): { value: number; own: boolean } {
  const own = rating.from.find((r) => r.platform === platform);
  return own ? { value: own.onScale, own: true } : { value: rating.value, own: false };
}

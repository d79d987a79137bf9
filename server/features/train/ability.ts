import type { PlatformId } from "@/lib/contract/platforms";
import { applyKnots, SCALE_PLATFORM, type Mappings } from "./scale";

/** ln(10)/400: the logistic slope of the Codeforces formula in natural units. */
const K = Math.LN10 / 400;

export type Outcome = {
  /** The problem's U. */
  difficulty: number;
  solved: boolean;
  /** How much it counts (recency): 1 for today, halving every HALF_LIFE_DAYS. */
  weight: number;
};

export type AbilityEstimate = { ability: number; sd: number };

/** The prior's spread around the user's rating: one tag rarely sits more than ~600 points away. */
export const PRIOR_SD = 300;
export const HALF_LIFE_DAYS = 365;
/** The interval shown is ±1.645 sd (90%); a tag is weak when all of it lies below the user's rating. */
export const Z90 = 1.645;

/**
 * The maximum a posteriori ability under P(solve) = 1/(1+10^((U−θ)/400)), with a normal prior
 * N(prior, PRIOR_SD²), by Newton's method (the log-posterior is strictly concave, so it converges);
 * sd from the curvature at the maximum (Laplace approximation). Also used, with the roles turned
 * round, to place a problem from the ratings of the people who attempted it.
 */
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

/**
 * A tag's ability, its 90% interval and whether it is weak. `level` is where the tag's prior sits
 * (the user's level in practice, see practiceLevel) and `rating` the user's one rating: the fit is
 * moved by rating − level, so a tag that is as good as the user's practice elsewhere reads as their
 * rating, and `levelSd` (the level's own uncertainty) widens the interval. Weak: the whole interval
 * lies below the rating.
 */
export function summariseTag(outcomes: Outcome[], level: number, rating = level, levelSd = 0): TagSummary {
  const { ability, sd } = fitAbility(outcomes, level);
  const spread = Math.sqrt(sd * sd + levelSd * levelSd);
  const moved = ability + (rating - level);
  const low = moved - Z90 * spread;
  const high = moved + Z90 * spread;
  return { ability: Math.round(moved), low: Math.round(low), high: Math.round(high), weak: high < rating };
}

/**
 * The user's level in practice: the same model over every problem they attempted, prior at their
 * rating. Practice results run above the contest formula (people pick problems they can do, and a
 * problem solved at the fifth try counts as solved), by about the same for every topic; measuring
 * each topic against this level and reading the difference from the rating removes that shift.
 */
export const practiceLevel = (all: Outcome[], rating: number): AbilityEstimate => fitAbility(all, rating);

/** Someone who attempted an unrated problem: their rating on the scale and whether they solved it. */
export type Attempt = { rating: number; solved: boolean };
/** Distinct people who must have attempted an unrated problem before their attempts place it. */
export const ATTEMPTS_MIN = 5;

/**
 * An unrated problem's U from the people who attempted it: the same logistic model with the roles
 * turned round (a solve is the problem "losing"), centred on the attempters' mean rating.
 */
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

/** Used when a user has no rating anywhere: a beginner's level on the Codeforces scale. */
export const DEFAULT_USER_RATING = 1200;

/**
 * The user's one rating: each platform rating put on the Codeforces scale, averaged with weights
 * equal to the number of rated contests behind it (at least one for a rating that exists); each
 * platform's own figure on the scale is kept beside it (ratingFor).
 */
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

/**
 * The rating a problem on `platform` is measured against: the user's own rating there, on the one
 * scale, where they have one (ratings are compared within a platform, docs/decisions/033-own-platform-rating.md);
 * the blended one-scale rating only where they have none.
 */
export function ratingFor(rating: { value: number; from: ScaledRating[] }, platform: PlatformId): { value: number; own: boolean } {
  const own = rating.from.find((r) => r.platform === platform);
  return own ? { value: own.onScale, own: true } : { value: rating.value, own: false };
}

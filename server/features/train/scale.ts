import type { PlatformId } from "@/lib/contract/platforms";

/** The one difficulty scale: Codeforces rating points (docs/decisions/015-one-difficulty-scale.md). */

export const solveChance = (rating: number, u: number) => 1 / (1 + 10 ** ((u - rating) / 400));

export const difficultyForChance = (rating: number, p: number) => rating + 400 * Math.log10((1 - p) / p);

export type Knots = Array<[number, number]>;

export function applyKnots(knots: Knots, x: number): number {
  if (knots.length === 0) return x;
  if (knots.length === 1) return knots[0]![1] + (x - knots[0]![0]);
  let i = 1;
  while (i < knots.length - 1 && x > knots[i]![0]) i++;
  const [x0, y0] = knots[i - 1]!;
  const [x1, y1] = knots[i]!;
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

export type Mapping = { method: "default" | "robust_line" | "equipercentile"; knots: Knots; sample: number };

export const SCALE_PLATFORM = "codeforces" satisfies PlatformId;
export type MappedPlatform = Exclude<PlatformId, typeof SCALE_PLATFORM>;
export type Mappings = Record<MappedPlatform, Mapping>;

/** Until enough users are rated on both: a LeetCode Knight at 1850 ≈ a Specialist at 1450; a CodeChef 4★ at 1800 ≈ 1500. */
export const DEFAULT_MAPPINGS: Mappings = {
  leetcode: {
    method: "default",
    knots: [
      [1000, 600],
      [3000, 2600],
    ],
    sample: 0,
  },
  codechef: {
    method: "default",
    knots: [
      [1000, 700],
      [3000, 2700],
    ],
    sample: 0,
  },
};

export const ROBUST_LINE_MIN = 10;
export const EQUIPERCENTILE_MIN = 100;

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const quantile = (sorted: number[], q: number) => {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
};

/** Theil–Sen while the sample is small, equipercentile once it is large; a non-increasing fit keeps the fallback. */
export function fitMapping(pairs: Array<[number, number]>, fallback: Mapping): Mapping {
  const n = pairs.length;
  if (n < ROBUST_LINE_MIN) return fallback;
  if (n >= EQUIPERCENTILE_MIN) {
    const xs = pairs.map((p) => p[0]).sort((a, b) => a - b);
    const ys = pairs.map((p) => p[1]).sort((a, b) => a - b);
    const knots: Knots = [];
    for (let q = 0.05; q <= 0.951; q += 0.05) {
      const x = quantile(xs, q);
      const y = quantile(ys, q);
      const last = knots.at(-1);
      if (!last || (x > last[0] && y >= last[1])) knots.push([Math.round(x), Math.round(y)]);
    }
    if (knots.length >= 2) return { method: "equipercentile", knots, sample: n };
  }
  const slopes: number[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const dx = pairs[j]![0] - pairs[i]![0];
      if (dx !== 0) slopes.push((pairs[j]![1] - pairs[i]![1]) / dx);
    }
  if (slopes.length === 0) return fallback;
  const slope = median(slopes);
  // A mapping must be increasing and not absurdly steep or flat; a strange sample keeps the fallback.
  if (!(slope >= 0.25 && slope <= 4)) return fallback;
  const intercept = median(pairs.map(([x, y]) => y - slope * x));
  const at = (x: number): [number, number] => [x, Math.round(intercept + slope * x)];
  return { method: "robust_line", knots: [at(1000), at(3000)], sample: n };
}

/** Medians of rated LeetCode contest problems. */
export const LEETCODE_COARSE: Record<string, number> = { Easy: 1250, Medium: 1650, Hard: 2050 };

export type Placement = { unified: number; estimated: boolean; source: "rating" | "zerotrac" | "attempts" | "coarse" };

export type ProblemFacts = {
  platform: PlatformId;
  /** −1 or null: unrated. */
  rating: number | null;
  difficulty: string | null;
  /** zerotrac's rating (LeetCode contest problems). */
  contestRating: number | null;
  /** Already on the Codeforces scale. */
  fromAttempts: number | null;
};

/** Platform rating first, then our users' attempts, then the coarse difficulty's prior (estimated). */
export function placeProblem(p: ProblemFacts, mappings: Mappings): Placement | null {
  const rated = p.rating !== null && p.rating > 0 ? p.rating : null;
  if (p.platform === SCALE_PLATFORM && rated !== null) return { unified: rated, estimated: false, source: "rating" };
  if (p.platform === "codechef" && rated !== null)
    return { unified: Math.round(applyKnots(mappings.codechef.knots, rated)), estimated: false, source: "rating" };
  if (p.platform === "leetcode" && p.contestRating !== null)
    return { unified: Math.round(applyKnots(mappings.leetcode.knots, p.contestRating)), estimated: false, source: "zerotrac" };
  if (p.fromAttempts !== null) return { unified: Math.round(p.fromAttempts), estimated: true, source: "attempts" };
  const coarse = p.platform === "leetcode" && p.difficulty ? LEETCODE_COARSE[p.difficulty] : undefined;
  if (coarse !== undefined) return { unified: Math.round(applyKnots(mappings.leetcode.knots, coarse)), estimated: true, source: "coarse" };
  return null;
}

import { problemName, problemTags } from "./codeforces-names";
import { mixSeed, Random } from "./random";
import { SECOND, HOUR, DAY } from "@/lib/time";

/** Codeforces speaks in Unix seconds. */
export const DAY_S = DAY / SECOND;
export const HOUR_S = HOUR / SECOND;

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
export const logistic = (x: number) => 1 / (1 + Math.exp(-x));

type ContestKind = "div1" | "div2" | "div3" | "div4" | "edu" | "global";
type KindInfo = {
  weight: number;
  type: "CF" | "ICPC";
  durationSeconds: number;
  ratings: readonly number[];
  /** Rated for displayed ratings in [ratedFrom, ratedBelow). */
  ratedFrom: number;
  ratedBelow: number;
  participants: number;
};

// Division 3, Division 4 and Educational rounds use ICPC rules; the others Codeforces rules.
const KINDS: Record<ContestKind, KindInfo> = {
  div2: {
    weight: 40,
    type: "CF",
    durationSeconds: 7200,
    ratings: [800, 1100, 1500, 1900, 2300, 2700],
    ratedFrom: -Infinity,
    ratedBelow: 2100,
    participants: 26_000,
  },
  edu: {
    weight: 18,
    type: "ICPC",
    durationSeconds: 7200,
    ratings: [800, 1100, 1400, 1700, 2000, 2300, 2700],
    ratedFrom: -Infinity,
    ratedBelow: 2100,
    participants: 30_000,
  },
  div3: {
    weight: 12,
    type: "ICPC",
    durationSeconds: 8100,
    ratings: [800, 1000, 1200, 1500, 1800, 2100, 2400],
    ratedFrom: -Infinity,
    ratedBelow: 1600,
    participants: 32_000,
  },
  div1: {
    weight: 10,
    type: "CF",
    durationSeconds: 9000,
    ratings: [1600, 2000, 2400, 2800, 3100, 3500],
    ratedFrom: 1900,
    ratedBelow: Infinity,
    participants: 1_500,
  },
  div4: {
    weight: 6,
    type: "ICPC",
    durationSeconds: 8100,
    ratings: [800, 900, 1100, 1300, 1500, 1700, 1900, 2100],
    ratedFrom: -Infinity,
    ratedBelow: 1400,
    participants: 40_000,
  },
  global: {
    weight: 6,
    type: "CF",
    durationSeconds: 10800,
    ratings: [800, 1100, 1500, 1800, 2200, 2600, 3000, 3400],
    ratedFrom: -Infinity,
    ratedBelow: Infinity,
    participants: 22_000,
  },
};
const KIND_WEIGHTS = (Object.keys(KINDS) as ContestKind[]).map((kind) => [kind, KINDS[kind].weight] as const);

export type SimContest = {
  id: number;
  name: string;
  type: "CF" | "ICPC";
  start: number;
  end: number;
  durationSeconds: number;
  ratedFrom: number;
  ratedBelow: number;
  participants: number;
  /** Problem ratings appear some days after the round. */
  ratingShownAt: number;
  problems: number[];
};

export type SimProblem = {
  contest: SimContest;
  index: string;
  name: string;
  /** The difficulty the world plays with; Codeforces shows it once rated (and never for a few). */
  rating: number;
  everRated: boolean;
  tags: string[];
  points?: number;
  tests: number;
  timeLimitMs: number;
  solvedBase: number;
};

const MIN_RATING = 800;
const RATING_STEPS = 28; // 800..3500 in steps of 100
// Rounds start at 17:35 Moscow time, every two to five days.
const START_OFFSET = 14 * HOUR_S + 35 * 60;

export class ContestCatalogue {
  readonly contests: SimContest[] = [];
  readonly problems: SimProblem[] = [];
  private readonly byDay = new Map<number, SimContest>();
  /** Problem ids by rating step, each in order of contest end (rounds never overlap). */
  private readonly byRating: number[][] = Array.from({ length: RATING_STEPS }, () => []);
  private readonly rng: Random;
  private nextDay: number;
  private readonly numbers = { id: 1800, round: 880, edu: 150, global: 22 };

  constructor(seed: number, firstDay: number) {
    this.rng = new Random(mixSeed(seed, 0x5c4ed));
    this.nextDay = firstDay;
  }

  contestOn(day: number): SimContest | undefined {
    return this.byDay.get(day);
  }

  ensureThrough(day: number) {
    const { rng, numbers } = this;
    while (this.nextDay <= day) {
      const kind = rng.weighted(KIND_WEIGHTS);
      const info = KINDS[kind];
      numbers.id += rng.int(1, 3);
      const name =
        kind === "edu"
          ? `Educational Codeforces Round ${++numbers.edu} (Rated for Div. 2)`
          : kind === "global"
            ? `Codeforces Global Round ${++numbers.global}`
            : `Codeforces Round ${++numbers.round} (Div. ${kind.slice(3)})`;
      const start = this.nextDay * DAY_S + START_OFFSET;
      const contest: SimContest = {
        id: numbers.id,
        name,
        type: info.type,
        start,
        end: start + info.durationSeconds,
        durationSeconds: info.durationSeconds,
        ratedFrom: info.ratedFrom,
        ratedBelow: info.ratedBelow,
        participants: Math.round(info.participants * (0.7 + 0.6 * rng.next())),
        ratingShownAt: start + info.durationSeconds + rng.int(7, 16) * DAY_S,
        problems: [],
      };
      this.contests.push(contest);
      this.byDay.set(this.nextDay, contest);
      this.addProblems(contest, info.ratings);
      this.nextDay += rng.int(2, 5);
    }
  }

  private addProblems(contest: SimContest, typical: readonly number[]) {
    const { rng } = this;
    const ratings = typical.map((base) => clamp(Math.round((base + rng.normal(0, 130)) / 100) * 100, 800, 3500)).sort((a, b) => a - b);
    // Some rounds split a problem into an easy and a hard version (E1/E2).
    const split = ratings.length >= 5 && rng.chance(0.12) ? rng.int(2, ratings.length - 2) : -1;
    ratings.forEach((rating, position) => {
      const name = problemName(rng);
      const versions = position === split ? 2 : 1;
      for (let v = 0; v < versions; v++) {
        const versionRating = clamp(rating + v * rng.int(2, 4) * 100, 800, 3500);
        const id = this.problems.length;
        this.problems.push({
          contest,
          index: String.fromCharCode(65 + position) + (versions === 2 ? String(v + 1) : ""),
          name: versions === 2 ? `${name} (${v === 0 ? "easy" : "hard"} version)` : name,
          rating: versionRating,
          everRated: !rng.chance(0.01),
          tags: problemTags(rng, versionRating),
          ...(contest.type === "CF" ? { points: (position + 1) * 500 + v * 250 } : {}),
          tests: rng.int(3, 80),
          timeLimitMs: rng.chance(0.7) ? 2000 : rng.pick([1000, 3000, 4000]),
          solvedBase: Math.round(contest.participants * logistic((1650 - versionRating) / 260) * (0.6 + 0.4 * rng.next())),
        });
        contest.problems.push(id);
        this.byRating[(versionRating - MIN_RATING) / 100]!.push(id);
      }
    });
  }

  /** A problem near `rating` from a round over before `t`, settling for one `skip` rejects after a few tries; -1 before any round. */
  pickNear(rng: Random, rating: number, t: number, skip: (problem: number) => boolean): number {
    let fallback = -1;
    for (let attempt = 0; attempt < 5; attempt++) {
      const target = clamp(Math.round((rating + rng.normal(50, 260) - MIN_RATING) / 100), 0, RATING_STEPS - 1);
      for (let offset = 0; offset < 2 * RATING_STEPS; offset++) {
        const bucket = this.byRating[target + (offset % 2 ? -1 : 1) * Math.ceil(offset / 2)];
        if (!bucket) continue;
        const available = this.countEndedBefore(bucket, t);
        if (available === 0) continue;
        const problem = bucket[rng.int(0, available - 1)]!;
        if (!skip(problem)) return problem;
        fallback = problem;
        break;
      }
    }
    return fallback;
  }

  private countEndedBefore(bucket: number[], t: number): number {
    let lo = 0;
    let hi = bucket.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.problems[bucket[mid]!]!.contest.end < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

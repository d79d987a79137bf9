import {
  CONTEST_SECONDS,
  DAY_S,
  DIFFICULTIES,
  LANGS,
  buildProblems,
  buildUsers,
  contestsBetween,
  type Difficulty,
  type SimProblem,
  type SimUser,
  type Tier,
} from "./leetcode-catalog";
import { mixSeed, Random } from "./random";

// Each day of a user's submissions comes from its own stream, so the world at a time is the same whatever order it is asked in.

/** What the public recent lists hold (docs/platforms.md §0). */
export const RECENT_LIMIT = 20;

export type SimSubmission = { problem: SimProblem; timestamp: number; statusDisplay: string; lang: string; id: number };

export type UserState = {
  appliedUntil: number;
  /** Submissions per UTC day, keyed by the day's first second. */
  calendar: Map<number, number>;
  solved: Uint8Array;
  attempted: Uint8Array;
  acSubmissions: number[];
  allSubmissions: number[];
  /** Newest first, at most RECENT_LIMIT. */
  recent: SimSubmission[];
  recentAc: SimSubmission[];
};

export type ContestEntry = {
  attended: boolean;
  trendDirection: "UP" | "DOWN" | "NONE";
  problemsSolved: number;
  totalProblems: number;
  finishTimeInSeconds: number;
  rating: number;
  ranking: number;
  contest: { title: string; startTime: number };
};

const ACTIVITY: Record<Tier, { dayChance: number; min: number; max: number }> = {
  grinder: { dayChance: 0.8, min: 4, max: 36 },
  regular: { dayChance: 0.35, min: 1, max: 6 },
  idle: { dayChance: 0.03, min: 1, max: 3 },
  none: { dayChance: 0, min: 0, max: 0 },
};

const REJECTIONS = [
  ["Wrong Answer", 55],
  ["Time Limit Exceeded", 18],
  ["Runtime Error", 14],
  ["Compile Error", 8],
  ["Memory Limit Exceeded", 4],
  ["Output Limit Exceeded", 1],
] as const satisfies readonly (readonly [string, number])[];

const ACCEPT_BASE: Record<Difficulty, number> = { Easy: 0.75, Medium: 0.55, Hard: 0.35 };

export function createLeetCodeWorld(options: { seed: number; users: number; now: Date; historyDays?: number; problems?: number }) {
  const { seed } = options;
  const problems = buildProblems(seed, options.problems ?? 600);
  const users = buildUsers(seed, options.users);
  const byHandle = new Map(users.map((u) => [u.handle.toLowerCase(), u]));
  const bySlug = new Map(problems.map((p) => [p.titleSlug, p]));
  const byDifficulty = Object.fromEntries(DIFFICULTIES.map((d) => [d, problems.filter((p) => p.difficulty === d)])) as Record<
    Difficulty,
    SimProblem[]
  >;
  const freeProblems = problems.filter((p) => !p.isPaidOnly);
  const historyStart = Math.floor(options.now.getTime() / 1000) - (options.historyDays ?? 365) * DAY_S;
  let worldNow = Math.floor(options.now.getTime() / 1000);
  const states = new Map<number, UserState>();
  const rng = new Random(0);

  const submissionId = (user: SimUser, timestamp: number, problem: SimProblem) =>
    1_000_000_000 + (mixSeed(seed, 5, user.index, timestamp, problem.questionId) % 999_000_000);

  function pickProblem(user: SimUser): SimProblem {
    const hardness = (user.skill - 1100) / 1900;
    const difficulty = rng.weighted<Difficulty>([
      ["Easy", 1.2 - hardness],
      ["Medium", 1],
      ["Hard", 0.15 + hardness],
    ]);
    return rng.pick(byDifficulty[difficulty]);
  }

  /** A user's submissions on one UTC day, from that day's own stream; strictly increasing times. */
  function daySubmissions(user: SimUser, day: number): SimSubmission[] {
    const activity = ACTIVITY[user.tier];
    rng.reseed(mixSeed(seed, 11, user.index, day));
    if (!rng.chance(activity.dayChance)) return [];
    const out: SimSubmission[] = [];
    const dayEnd = (day + 1) * DAY_S;
    let timestamp = day * DAY_S + rng.int(0, 20 * 3600);
    let problem = pickProblem(user);
    for (let n = rng.int(activity.min, activity.max); n > 0 && timestamp < dayEnd; n--) {
      const accepted = rng.chance(ACCEPT_BASE[problem.difficulty] + (user.skill - 1600) / 4000);
      const statusDisplay = accepted ? "Accepted" : rng.weighted(REJECTIONS);
      const lang = rng.chance(0.9) ? user.lang : rng.pick(LANGS);
      out.push({ problem, timestamp, statusDisplay, lang, id: submissionId(user, timestamp, problem) });
      timestamp += rng.int(40, 900);
      if (accepted || rng.chance(0.35)) problem = pickProblem(user);
    }
    return out;
  }

  function insertNewestFirst(list: SimSubmission[], item: SimSubmission) {
    let at = 0;
    while (at < list.length && list[at]!.timestamp > item.timestamp) at++;
    if (at >= RECENT_LIMIT) return;
    list.splice(at, 0, item);
    if (list.length > RECENT_LIMIT) list.length = RECENT_LIMIT;
  }

  function apply(state: UserState, sub: SimSubmission) {
    const day = Math.floor(sub.timestamp / DAY_S) * DAY_S;
    state.calendar.set(day, (state.calendar.get(day) ?? 0) + 1);
    const d = DIFFICULTIES.indexOf(sub.problem.difficulty);
    const p = sub.problem.questionId - 1;
    state.attempted[p] = 1;
    state.allSubmissions[d]! += 1;
    insertNewestFirst(state.recent, sub);
    if (sub.statusDisplay === "Accepted") {
      state.solved[p] = 1;
      state.acSubmissions[d]! += 1;
      insertNewestFirst(state.recentAc, sub);
    }
  }

  function stateOf(user: SimUser): UserState {
    let state = states.get(user.index);
    if (!state) {
      state = {
        appliedUntil: historyStart - 1,
        calendar: new Map(),
        solved: new Uint8Array(problems.length),
        attempted: new Uint8Array(problems.length),
        acSubmissions: [0, 0, 0],
        allSubmissions: [0, 0, 0],
        recent: [],
        recentAc: [],
      };
      states.set(user.index, state);
    }
    if (state.appliedUntil < worldNow) {
      for (let day = Math.floor((state.appliedUntil + 1) / DAY_S); day <= Math.floor(worldNow / DAY_S); day++) {
        for (const sub of daySubmissions(user, day)) if (sub.timestamp > state.appliedUntil && sub.timestamp <= worldNow) apply(state, sub);
      }
      state.appliedUntil = worldNow;
    }
    return state;
  }

  /** Another problem is taken if one at the same second would share its id; with `compileError`, a compilation error on `on`. */
  function submit(user: SimUser, at: number, accepted: boolean, on?: SimProblem, compileError = false): SimSubmission {
    const state = stateOf(user);
    rng.reseed(
      mixSeed(
        seed,
        19,
        user.index,
        at,
        state.allSubmissions.reduce((a, b) => a + b, 0),
      ),
    );
    let problem = on ?? pickProblem(user);
    while (!on && state.recent.some((s) => s.timestamp === at && s.problem === problem))
      problem = problems[problem.questionId % problems.length]!;
    const sub: SimSubmission = {
      problem,
      timestamp: at,
      statusDisplay: compileError ? "Compile Error" : accepted ? "Accepted" : "Wrong Answer",
      lang: user.lang,
      id: submissionId(user, at, problem),
    };
    apply(state, sub);
    return sub;
  }

  /** Contest entries for contests over by the world's clock; rating walks from 1500 as floats. */
  function contestHistory(user: SimUser): ContestEntry[] {
    if (!user.contestant) return [];
    const entries: ContestEntry[] = [];
    let rating = 1500;
    let attendedCount = 0;
    for (const contest of contestsBetween(historyStart, worldNow - CONTEST_SECONDS)) {
      rng.reseed(mixSeed(seed, 7, user.index, contest.startTime));
      const attend = rng.chance(user.tier === "grinder" ? 0.8 : user.tier === "regular" ? 0.45 : 0.15);
      if (!attend) {
        entries.push({
          attended: false,
          trendDirection: "NONE",
          problemsSolved: 0,
          totalProblems: 4,
          finishTimeInSeconds: 0,
          rating,
          ranking: 0,
          contest,
        });
        continue;
      }
      const performance = rng.normal(user.skill, 180);
      const participants = 18_000 + (mixSeed(seed, 8, contest.startTime) % 14_000);
      const share = 1 / (1 + Math.exp((performance - 1750) / 180));
      const delta = (performance - rating) * (attendedCount < 10 ? 0.3 : 0.12) + rng.normal(0, 3);
      rating += delta;
      attendedCount++;
      const problemsSolved = Math.max(0, Math.min(4, Math.round((performance - 1150) / 330)));
      entries.push({
        attended: true,
        trendDirection: delta >= 0 ? "UP" : "DOWN",
        problemsSolved,
        totalProblems: 4,
        finishTimeInSeconds: problemsSolved ? rng.int(600, CONTEST_SECONDS) : 0,
        rating,
        ranking: Math.max(1, Math.round(participants * share)),
        contest: { title: contest.title, startTime: contest.startTime },
      });
    }
    return entries;
  }

  return {
    problems,
    users,
    freeProblems,
    historyStart,
    problemBySlug: (slug: string) => bySlug.get(slug),
    user: (handle: string) => byHandle.get(handle.toLowerCase()),
    stateOf,
    submit,
    contestHistory,
    now: () => worldNow,
    advance(to: number) {
      worldNow = Math.max(worldNow, to);
    },
  };
}

export type LeetCodeWorld = ReturnType<typeof createLeetCodeWorld>;

import { clamp, ContestCatalogue, DAY_S, HOUR_S, logistic, type SimContest } from "./codeforces-catalogue";
import { makeHandle, personDetails, PLACES } from "./codeforces-names";
import {
  COMPILATION_ERROR,
  CONTESTANT,
  LANGUAGE_SHARE,
  OK,
  packMeta,
  PRACTICE,
  REJECTIONS,
  SubmissionLog,
  TRIES_WITHOUT_SOLVING,
  WRONG_ANSWER,
  WRONG_BEFORE_SOLVING,
} from "./codeforces-submissions";
import { mixSeed, Random } from "./random";
import { DEFAULT_QUIRKS, type Overturn, type QuirkOptions } from "./codeforces-quirks";
import type { PlatformSimOptions } from "./types";

// Each day is drawn once from streams keyed by (seed, user, day), so a seed and clock give one world however the clock got there.

export type CodeforcesSimOptions = PlatformSimOptions & {
  /** Practice-only accounts with an exact submission count (the 5,000-submission first-sync benchmark). */
  extraAccounts?: { handle: string; submissions: number }[];
  /** How long system tests and judging take (codeforces-quirks.ts); the demo shortens them. */
  quirks?: Partial<QuirkOptions>;
};

const UNRATED_HANDLE = "unrated_cf";
const EMPTY_HANDLE = "empty_cf";
// Rounds are drawn from this many days before the clock (about 250) and three weeks ahead of it.
const CONTEST_HISTORY_DAYS = 860;
export const CONTEST_LOOKAHEAD_DAYS = 21;

type Activity = "idle" | "casual" | "regular" | "grinder" | "unrated" | "empty" | "fixed";
type Habits = { share: number; daily: number; min: number; max: number; contests: number };
/** `daily`: chance of practising on a given day, `min`..`max` submissions then; `contests`: chance of entering a rated round. */
const HABITS: Record<"idle" | "casual" | "regular" | "grinder" | "unrated", Habits> = {
  idle: { share: 65, daily: 0.012, min: 1, max: 3, contests: 0.005 },
  casual: { share: 22, daily: 0.12, min: 1, max: 8, contests: 0.25 },
  regular: { share: 10, daily: 0.45, min: 3, max: 15, contests: 0.6 },
  grinder: { share: 3, daily: 0.85, min: 12, max: 60, contests: 0.85 },
  unrated: { share: 0, daily: 0.2, min: 1, max: 6, contests: 0 },
};
// Codeforces' 2020 newcomer change: shown 1400 below the hidden rating, the gap closing by these steps over six rated rounds.
const NEWCOMER_STEPS = [500, 350, 250, 150, 100, 50];

type RatingRow = {
  contestId: number;
  contestName: string;
  handle: string;
  rank: number;
  ratingUpdateTimeSeconds: number;
  oldRating: number;
  newRating: number;
};

export type SimUser = {
  /** Seeds this user's streams; stable when other users are added. */
  key: number;
  handle: string;
  activity: Activity;
  skill: number;
  language: number;
  practiceHour: number;
  registration: number;
  firstName?: string;
  lastName?: string;
  place?: (typeof PLACES)[number];
  contribution: number;
  friendOfCount: number;
  avatar: string;
  titlePhoto: string;
  hiddenRating: number;
  ratedContests: number;
  /** Visible rating changes, oldest first. */
  ratings: RatingRow[];
  lastOnline: number;
  busyUntil: number;
  solved: Uint8Array;
  upsolve: number[];
  upsolveUntil: number;
  log: SubmissionLog;
  schedule?: Float64Array;
  scheduleAt: number;
};

/** Something that becomes visible at `t`: a submission, or a rating change when `rating` is set. */
type WorldEvent = { t: number; user: SimUser; problem: number; meta: number; rating?: RatingRow };

export const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export class CodeforcesWorld {
  readonly catalogue: ContestCatalogue;
  readonly users: SimUser[] = [];
  private readonly byHandle = new Map<string, SimUser>();
  /** Former handles (lower case): only `user.info` follows them, as Codeforces' checkHistoricHandles does. */
  private readonly formerHandles = new Map<string, SimUser>();
  readonly staged = new Map<number, Overturn>();
  /** Submitted to a named problem, so never shown as the gym or acmsguru practice drawn for history. */
  readonly submitted = new Set<number>();
  readonly quirks: QuirkOptions;
  private readonly historyStart: number;
  private generatedThroughDay: number;
  private worldTime: number;
  private pending: WorldEvent[] = [];
  private nextId = 100_000_000;
  private readonly rng = new Random(0);

  constructor(private readonly options: CodeforcesSimOptions) {
    this.quirks = { ...DEFAULT_QUIRKS, ...options.quirks };
    const now = toSeconds(options.now);
    const today = Math.floor(now / DAY_S);
    this.historyStart = now - (options.historyDays ?? 365) * DAY_S;
    this.catalogue = new ContestCatalogue(options.seed, today - CONTEST_HISTORY_DAYS);
    this.catalogue.ensureThrough(today + CONTEST_LOOKAHEAD_DAYS);

    for (let i = 0; i < options.users; i++) this.addUser(i, undefined, this.activityFor(i));
    (options.extraAccounts ?? []).forEach((extra, i) => this.addUser(1_000_000 + i, extra.handle, "fixed", extra.submissions));
    this.addUser(2_000_000, UNRATED_HANDLE, "unrated");
    this.addUser(2_000_001, EMPTY_HANDLE, "empty");

    this.generatedThroughDay = Math.floor(this.historyStart / DAY_S) - 1;
    this.worldTime = this.historyStart;
    this.advance(now);
  }

  user(handle: string): SimUser | undefined {
    return this.byHandle.get(handle.toLowerCase());
  }

  userOrFormer(handle: string): SimUser | undefined {
    return this.user(handle) ?? this.formerHandles.get(handle.toLowerCase());
  }

  rename(user: SimUser, to: string) {
    if (this.byHandle.has(to.toLowerCase())) throw new Error(`Codeforces simulator: handle ${to} is taken`);
    this.byHandle.delete(user.handle.toLowerCase());
    this.formerHandles.set(user.handle.toLowerCase(), user);
    user.handle = to;
    this.byHandle.set(to.toLowerCase(), user);
  }

  /** The demo's live round: two pretest passes, the second failing system tests after `end`, then a rating change. */
  stageRound(user: SimUser, t: number, end: number): number {
    this.advance(t);
    const { contests, problems } = this.catalogue;
    const model = contests.filter((c) => c.end < t && c.type === "CF").at(-1)!;
    // Well above the rounds the catalogue will draw in the coming weeks, below gym ids.
    const id = Math.max(...contests.map((c) => (c.id < 100_000 ? c.id : 0))) + 1000;
    const start = Math.min(t - 60, end - 2 * 3600);
    const contest = {
      ...model,
      id,
      name: `Codeforces Round ${id} (Div. 2)`,
      start,
      end,
      durationSeconds: end - start,
      problems: [] as number[],
    };
    contest.ratingShownAt = end + 7 * DAY_S;
    contests.push(contest);
    const ids: number[] = [];
    for (const [i, from] of model.problems.slice(0, 2).entries()) {
      problems.push({ ...problems[from]!, contest });
      contest.problems.push(problems.length - 1);
      ids.push(this.apply({ t: t - 60 + i * 30, user, problem: problems.length - 1, meta: packMeta(OK, CONTESTANT, user.language) }));
    }
    this.staged.set(ids[1]!, { verdict: "WRONG_ANSWER", at: end + this.quirks.systemTestSeconds });
    const oldRating = this.displayedRating(user);
    const rating: RatingRow = {
      contestId: id,
      contestName: contest.name,
      handle: user.handle,
      rank: 1234,
      ratingUpdateTimeSeconds: end + this.quirks.systemTestSeconds + 120,
      oldRating,
      newRating: oldRating + 37,
    };
    this.pending = this.pending
      .concat([{ t: rating.ratingUpdateTimeSeconds, user, problem: -1, meta: 0, rating }])
      .sort((a, b) => a.t - b.t);
    return id;
  }

  // The first users are always busy, so even a small world has someone to watch.
  private activityFor(i: number): Activity {
    if (i === 0) return "grinder";
    if (i === 1) return "regular";
    if (i === 2) return "casual";
    const rng = this.rng.reseed(mixSeed(this.options.seed, i, 0xac7));
    return rng.weighted((["idle", "casual", "regular", "grinder"] as const).map((a) => [a, HABITS[a].share] as const));
  }

  private addUser(key: number, fixedHandle: string | undefined, activity: Activity, scheduled = 0) {
    const rng = new Random(mixSeed(this.options.seed, key, 1));
    let handle = fixedHandle ?? makeHandle(rng);
    while (!fixedHandle && this.byHandle.has(handle.toLowerCase())) handle = `${handle}${rng.int(0, 9)}`;
    if (this.byHandle.has(handle.toLowerCase())) throw new Error(`Codeforces simulator: handle ${handle} is taken`);

    const now = toSeconds(this.options.now);
    const joinedDuringHistory = activity !== "grinder" && activity !== "fixed" && rng.chance(0.2);
    const registration = joinedDuringHistory
      ? this.historyStart + rng.int(0, Math.max(0, now - this.historyStart - 7 * DAY_S))
      : this.historyStart - rng.int(30, 2500) * DAY_S;
    const skillBoost = activity === "grinder" ? 250 : activity === "regular" ? 100 : 0;
    const user: SimUser = {
      key,
      handle,
      activity,
      skill: clamp(rng.normal(1300 + skillBoost, 380), 600, 3300),
      language: rng.weighted(LANGUAGE_SHARE),
      practiceHour: rng.int(6, 22),
      registration,
      ...personDetails(rng),
      ...(rng.chance(0.5) ? { place: rng.pick(PLACES) } : {}),
      contribution: rng.chance(0.8) ? 0 : rng.int(-5, 40),
      friendOfCount: Math.floor(rng.next() ** 3 * 400),
      hiddenRating: 1400,
      ratedContests: 0,
      ratings: [],
      // Seen on the site at some point, even without submitting; submissions move it on.
      lastOnline: registration + Math.floor(rng.next() * Math.max(0, now - HOUR_S - registration)),
      busyUntil: 0,
      solved: new Uint8Array(256),
      upsolve: [],
      upsolveUntil: 0,
      log: new SubmissionLog(),
      scheduleAt: 0,
    };
    if (activity === "fixed") {
      const from = Math.max(registration, this.historyStart) + 1;
      const times = new Float64Array(scheduled);
      for (let i = 0; i < scheduled; i++) times[i] = rng.int(from, now);
      user.schedule = times.sort();
    }
    this.users.push(user);
    this.byHandle.set(handle.toLowerCase(), user);
  }

  private displayedRating(user: SimUser): number {
    if (user.ratedContests === 0) return 0;
    const closed = NEWCOMER_STEPS.slice(0, user.ratedContests).reduce((a, b) => a + b, 0);
    return Math.round(user.hiddenRating - (1400 - closed));
  }

  private isSolved(user: SimUser, problem: number) {
    return ((user.solved[problem >> 3] ?? 0) & (1 << (problem & 7))) !== 0;
  }

  private markSolved(user: SimUser, problem: number) {
    if (problem >> 3 >= user.solved.length) {
      const bigger = new Uint8Array(Math.max(user.solved.length * 2, (problem >> 3) + 1));
      bigger.set(user.solved);
      user.solved = bigger;
    }
    user.solved[problem >> 3] = (user.solved[problem >> 3] ?? 0) | (1 << (problem & 7));
  }

  private pickPractice(rng: Random, user: SimUser, t: number): number {
    return this.catalogue.pickNear(rng, user.skill, t, (problem) => this.isSolved(user, problem));
  }

  private languageOf(rng: Random, user: SimUser) {
    return rng.chance(0.92) ? user.language : rng.weighted(LANGUAGE_SHARE);
  }

  advance(t: number) {
    if (t <= this.worldTime) return;
    const lastDay = Math.floor(t / DAY_S);
    this.catalogue.ensureThrough(lastDay + CONTEST_LOOKAHEAD_DAYS);
    while (this.generatedThroughDay < lastDay) {
      const day = ++this.generatedThroughDay;
      // Committing what is already final before drawing a day keeps the world the same however the clock moves.
      this.commitThrough(day * DAY_S - 1);
      this.generateDay(day);
    }
    this.commitThrough(t);
    this.worldTime = t;
  }

  /** A practice submission at `t`: on `problemId` ("4A", see problemNamed) when given, else one the user would pick. */
  submit(user: SimUser, t: number, accepted: boolean, problemId?: string): number {
    this.advance(t);
    const rng = this.rng.reseed(mixSeed(this.options.seed, user.key, t, user.log.size, 0x5b));
    const problem = problemId ? this.problemNamed(problemId) : Math.max(0, this.pickPractice(rng, user, t));
    const id = this.apply({ t, user, problem, meta: packMeta(accepted ? OK : WRONG_ANSWER, PRACTICE, this.languageOf(rng, user)) });
    this.submitted.add(id);
    return id;
  }

  submitCompileError(user: SimUser, t: number, problemId: string): number {
    this.advance(t);
    const problem = this.problemNamed(problemId);
    const id = this.apply({ t, user, problem, meta: packMeta(COMPILATION_ERROR, PRACTICE, 0) });
    this.submitted.add(id);
    return id;
  }

  /** A problem like "4A" from the world's rounds, else an old classic kept outside any round so contest lists stay as they are. */
  private problemNamed(problemId: string): number {
    const m = /^(\d+)([A-Z]\d?)$/i.exec(problemId.trim());
    if (!m) throw new Error(`Codeforces simulator: "${problemId}" is not a problem id such as 4A`);
    const contestId = Number(m[1]);
    const index = m[2]!.toUpperCase();
    const { problems, contests } = this.catalogue;
    let problem = problems.findIndex((p) => p.contest.id === contestId && p.index === index);
    if (problem < 0) {
      const contest = contests.find((c) => c.id === contestId) ?? classicContest(contestId);
      problems.push({
        contest,
        index,
        name: CLASSIC_NAMES[`${contestId}${index}`] ?? `Problem ${contestId}${index}`,
        rating: 800,
        everRated: true,
        tags: ["implementation"],
        tests: 20,
        timeLimitMs: 1000,
        solvedBase: 100_000,
      });
      problem = problems.length - 1;
    }
    return problem;
  }

  private commitThrough(t: number) {
    let i = 0;
    while (i < this.pending.length && this.pending[i]!.t <= t) this.apply(this.pending[i++]!);
    if (i > 0) this.pending = this.pending.slice(i);
  }

  private apply(event: WorldEvent): number {
    const { user } = event;
    if (event.rating) {
      user.ratings.push(event.rating);
      return 0;
    }
    // Ids grow with time across the whole site, not only with this world's users.
    const id = Math.max(this.nextId + 1, 100_000_000 + Math.floor((event.t - 1_600_000_000) * 0.9));
    this.nextId = id;
    user.log.push(id, event.t, event.problem, event.meta);
    user.lastOnline = Math.max(user.lastOnline, event.t);
    if ((event.meta & 15) === OK) this.markSolved(user, event.problem);
    return id;
  }

  private generateDay(day: number) {
    const events: WorldEvent[] = [];
    const contest = this.catalogue.contestOn(day);
    if (contest && contest.start >= this.historyStart) for (const user of this.users) this.compete(user, contest, events);
    for (const user of this.users) this.practise(user, day * DAY_S, events);
    // Stable sorting keeps same-second events in the order they were drawn.
    if (events.length > 0) this.pending = this.pending.concat(events).sort((a, b) => a.t - b.t);
  }

  private compete(user: SimUser, contest: SimContest, out: WorldEvent[]) {
    if (user.activity === "unrated" || user.activity === "empty" || user.activity === "fixed") return;
    if (contest.start < user.registration) return;
    // Users enter the rounds rated for them.
    const shown = this.displayedRating(user);
    if (shown < contest.ratedFrom || shown >= contest.ratedBelow) return;
    const rng = this.rng.reseed(mixSeed(this.options.seed, user.key, contest.id, 7));
    if (!rng.chance(HABITS[user.activity].contests)) return;

    const performance = user.skill + rng.normal(0, 170);
    const language = this.languageOf(rng, user);
    const closes = contest.end - 20;
    const upsolve: number[] = [];
    let t = contest.start + rng.int(30, 420);
    let submitted = 0;
    const send = (problem: number, verdict: number) => {
      out.push({ t, user, problem, meta: packMeta(verdict, CONTESTANT, language) });
      submitted++;
    };
    for (const problem of contest.problems) {
      const { rating } = this.catalogue.problems[problem]!;
      t += Math.round((4 + Math.max(0, rating - 700) / 45) * 60 * (0.5 + rng.next()));
      if (t >= closes) {
        upsolve.push(problem);
        break;
      }
      const solves = rng.chance(logistic((performance - rating) / 140));
      const wrong = solves ? rng.weighted(WRONG_BEFORE_SOLVING) : rng.weighted(TRIES_WITHOUT_SOLVING);
      for (let w = 0; w < wrong && t < closes; w++, t += rng.int(120, 800)) send(problem, rng.weighted(REJECTIONS));
      if (solves && t < closes) send(problem, OK);
      else upsolve.push(problem);
      if (!solves && rng.chance(0.65)) break;
    }
    // Codeforces rates only those who submitted something.
    if (submitted === 0) return;

    const oldRating = this.displayedRating(user);
    user.hiddenRating += clamp(Math.round((performance - user.hiddenRating) / 4 + rng.normal(0, 12)), -180, 260);
    user.ratedContests++;
    const update = contest.end + rng.int(2 * HOUR_S, 5 * HOUR_S);
    const rating: RatingRow = {
      contestId: contest.id,
      contestName: contest.name,
      handle: user.handle,
      rank: 1 + Math.floor(contest.participants * logistic((1450 - performance) / 230)),
      ratingUpdateTimeSeconds: update,
      oldRating,
      newRating: this.displayedRating(user),
    };
    out.push({ t: update, user, problem: -1, meta: 0, rating });
    user.busyUntil = contest.end;
    user.upsolve = upsolve.slice(0, 3);
    user.upsolveUntil = contest.end + 10 * DAY_S;
  }

  private practise(user: SimUser, dayStart: number, out: WorldEvent[]) {
    if (user.activity === "empty" || dayStart + DAY_S <= user.registration) return;
    const rng = this.rng.reseed(mixSeed(this.options.seed, user.key, dayStart / DAY_S));
    const { problems } = this.catalogue;
    if (user.activity === "fixed") {
      const schedule = user.schedule!;
      while (user.scheduleAt < schedule.length && schedule[user.scheduleAt]! < dayStart + DAY_S) {
        const t = schedule[user.scheduleAt++]!;
        const problem = Math.max(0, this.pickPractice(rng, user, t));
        const accepted = rng.chance(logistic((user.skill - problems[problem]!.rating) / 200));
        out.push({ t, user, problem, meta: packMeta(accepted ? OK : rng.weighted(REJECTIONS), PRACTICE, this.languageOf(rng, user)) });
      }
      return;
    }

    const habits = HABITS[user.activity];
    const upsolving = user.upsolve.length > 0 && dayStart < user.upsolveUntil;
    if (!rng.chance(habits.daily) && !(upsolving && rng.chance(0.35))) return;
    let budget = rng.int(habits.min, habits.max);
    const sessionStart = dayStart + clamp(Math.round((user.practiceHour + rng.normal(0, 2)) * HOUR_S), 0, DAY_S - HOUR_S);
    let t = Math.max(sessionStart, user.busyUntil + 600, user.registration + 60);
    while (budget > 0) {
      const fromContest = user.upsolve.length > 0 && t < user.upsolveUntil && rng.chance(0.6);
      const problem = fromContest ? user.upsolve.shift()! : this.pickPractice(rng, user, t);
      if (problem < 0) break;
      const { rating } = problems[problem]!;
      const chance = logistic((user.skill + 150 - rating) / 200);
      const language = this.languageOf(rng, user);
      t += Math.round((3 + Math.max(0, rating - 700) / 60) * 60 * (0.4 + rng.next()));
      for (let attempt = 0; attempt < 5 && budget > 0; attempt++) {
        budget--;
        const accepted = rng.chance(chance);
        out.push({ t, user, problem, meta: packMeta(accepted ? OK : rng.weighted(REJECTIONS), PRACTICE, language) });
        if (accepted) break;
        t += rng.int(60, 900);
      }
    }
    if (user.activity === "grinder" || user.activity === "regular") user.skill = Math.min(3400, user.skill + 0.6);
  }
}

const CLASSIC_NAMES: Record<string, string> = { "4A": "Watermelon", "1A": "Theatre Square", "71A": "Way Too Long Words" };

/** A round from long before the world's history: over, rated, outside the generated catalogue. */
function classicContest(id: number): SimContest {
  const start = 1_266_580_800 + id * 7 * DAY_S;
  return {
    id,
    name: `Codeforces Beta Round ${id}`,
    type: "ICPC",
    start,
    end: start + 2 * HOUR_S,
    durationSeconds: 2 * HOUR_S,
    ratedFrom: -Infinity,
    ratedBelow: Infinity,
    participants: 1_000,
    ratingShownAt: start,
    problems: [],
  };
}

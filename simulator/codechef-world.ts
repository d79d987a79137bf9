import { mixSeed, Random } from "./random";
import { MINUTE, HOUR, DAY, WEEK } from "@/lib/time";

// Each user's life is one PRNG stream, so a world built to a time and one advanced to it in steps hold the same submissions and ids.

// Starters run every Wednesday 20:00-22:00 IST; START251 is on 12 Aug 2026 (docs/platforms.md §3 example).
const STARTERS_ANCHOR = Date.UTC(2026, 7, 12, 14, 30);
const STARTERS_ANCHOR_NUMBER = 251;
export const STARTERS_MINUTES = 120;

export const startersStart = (n: number) => STARTERS_ANCHOR + (n - STARTERS_ANCHOR_NUMBER) * WEEK;
export const startersBefore = (t: number) => STARTERS_ANCHOR_NUMBER + Math.floor((t - STARTERS_ANCHOR) / WEEK);

/** Divisions by rating before the contest: Div 1 from 2000, Div 2 from 1600, Div 3 from 1400, Div 4 below. */
export const DIVISIONS = [
  { letter: "A", number: 1, min: 2000, max: 50000, first: 3 },
  { letter: "B", number: 2, min: 1600, max: 1999, first: 2 },
  { letter: "C", number: 3, min: 1400, max: 1599, first: 1 },
  { letter: "D", number: 4, min: 0, max: 1399, first: 0 },
] as const;
export type Division = (typeof DIVISIONS)[number];
export const PROBLEMS_PER_DIVISION = 6;
const divisionFor = (rating: number) => DIVISIONS.find((d) => rating >= d.min)!;

export type SimProblem = { code: string; name: string; difficulty: number };

const STEMS =
  "MAXDIFF SUMPAIR GRIDWALK XORQ PALIN BALSTR MINOPS TREEPATH COINS ARRSPLIT CHEFSHOP GCDSUM BINFLIP SWAPSORT KSUB EVENODD DISTNUM MEXARR PERMFIX CYCLES RANGEQ STAIRS LAMPS ROBOT BUDGET TEAMS QUEUES BITMAGIC".split(
    " ",
  );
const WORDS_A = "Maximum,Balanced,Minimum,Chef and,Sorted,Equal,Distinct,Prefix,Lucky,Twin,Circular,Hidden".split(",");
const WORDS_B = "Difference Strings Operations Paths Coins Subarrays Queries Permutation Grid Teams Lamps Sums".split(" ");

export const PRACTICE: readonly SimProblem[] = [
  { code: "FLOW001", name: "Add Two Numbers", difficulty: 500 },
  { code: "TEST", name: "Life, the Universe, and Everything", difficulty: 500 },
  { code: "INTEST", name: "Enormous Input Test", difficulty: 700 },
  { code: "HS08TEST", name: "ATM", difficulty: 600 },
  { code: "TSORT", name: "Turbo Sort", difficulty: 800 },
  { code: "LUCKFOUR", name: "Lucky Four", difficulty: 700 },
];

export type SimSubmission = {
  id: number;
  at: number;
  problem: SimProblem;
  /** The division code the problem was solved in during a contest ("START249D"), else null. */
  contest: string | null;
  /** CodeChef's span title: "accepted", "wrong answer", "time limit exceeded", ... */
  verdict: string;
  language: string;
};

export type SimRatingEntry = { code: string; n: number; division: Division; rating: number; rank: number; endAt: number };

export type SimUser = {
  handle: string;
  displayName: string;
  country: string;
  submissions: SimSubmission[];
  ratings: SimRatingEntry[];
};

export type Pending = Omit<SimSubmission, "id">;

// "partially accepted": a partial score on a subtask problem, an attempt that is not a solve.
const REJECTIONS = [
  ["wrong answer", 60],
  ["partially accepted", 12],
  ["time limit exceeded", 20],
  ["runtime error(SIGSEGV)", 10],
  ["compilation error", 10],
] as const;
const LANGUAGES = ["C++17", "C++17", "C++17", "PYTH 3", "JAVA", "C", "PYPY3"] as const;

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const exponential = (rng: Random, mean: number) => -mean * Math.log(1 - rng.next());

/** A Starters round's nine problems, easiest first; each division gets six consecutive ones. */
export function startersProblems(seed: number, n: number): SimProblem[] {
  const rng = new Random(mixSeed(seed, 0xc0de, n));
  const stems = [...STEMS];
  const problems: SimProblem[] = [];
  for (let i = 0; i < 9; i++) {
    const stem = stems.splice(rng.int(0, stems.length - 1), 1)[0]!;
    problems.push({ code: `${stem}${n}`, name: `${rng.pick(WORDS_A)} ${rng.pick(WORDS_B)}`, difficulty: 800 + 250 * i });
  }
  return problems;
}

/** A problem to practise at `at`: a classic, or one from the last year's Starters near the user's level. */
export function practiceProblem(rng: Random, book: ProblemBook, at: number, skill: number): SimProblem {
  const lastEnded = startersBefore(at - STARTERS_MINUTES * MINUTE);
  if (lastEnded < 1 || rng.chance(0.15)) return rng.pick(PRACTICE);
  const n = Math.max(1, lastEnded - rng.int(0, 52));
  const level = Math.round((skill - 800) / 250 + rng.normal(0, 1.2));
  return book(n)[Math.min(8, Math.max(0, level))]!;
}

export type ProblemBook = (n: number) => SimProblem[];

export function createProblemBook(seed: number): ProblemBook {
  const cache = new Map<number, SimProblem[]>();
  return (n) => {
    let problems = cache.get(n);
    if (!problems) cache.set(n, (problems = startersProblems(seed, n)));
    return problems;
  };
}

export const divisionProblems = (book: ProblemBook, n: number, division: Division) =>
  book(n).slice(division.first, division.first + PROBLEMS_PER_DIVISION);

export type Temperament = {
  skill: number;
  /** Mean hours between practice sessions. */
  sessionGapHours: number;
  sessionSize: number;
  contestRate: number;
  joinedAt: number;
};

/** One user's life as a time-ordered stream; calls to `until(t)` must move forward in time. */
export class UserStream {
  private readonly rng: Random;
  private pending: Pending[] = [];
  private nextSessionAt: number;
  private nextStarters: number;
  private lastAt = -Infinity;
  private rating: number | null = null;
  private readonly language: string;

  constructor(
    private readonly book: ProblemBook,
    streamSeed: number,
    private readonly t: Temperament,
    private readonly ratings: SimRatingEntry[],
  ) {
    this.rng = new Random(streamSeed);
    this.language = this.rng.pick(LANGUAGES);
    this.nextSessionAt = t.joinedAt + exponential(this.rng, t.sessionGapHours * HOUR);
    this.nextStarters = Math.max(1, startersBefore(t.joinedAt) + 1);
  }

  until(t: number): Pending[] {
    const out: Pending[] = [];
    for (;;) {
      while (this.pending.length > 0 && this.pending[0]!.at <= t) out.push(this.pending.shift()!);
      if (this.pending.length > 0) return out;
      const contestAt = startersStart(this.nextStarters);
      if (this.nextSessionAt <= contestAt) {
        if (this.nextSessionAt > t) return out;
        this.pending = this.session(this.nextSessionAt);
        this.nextSessionAt = this.lastAt + exponential(this.rng, this.t.sessionGapHours * HOUR);
      } else {
        if (contestAt > t) return out;
        const n = this.nextStarters++;
        // Someone mid-session when the round starts sits it out.
        if (this.lastAt < contestAt && this.rng.chance(this.t.contestRate)) {
          this.pending = this.contest(n, contestAt);
          this.nextSessionAt = Math.max(this.nextSessionAt, contestAt + STARTERS_MINUTES * MINUTE + 30 * MINUTE);
        }
      }
    }
  }

  private attempt(time: number, problem: SimProblem, contest: string | null): Pending {
    // Whole seconds, as the site records them (and so one second never straddles two advances).
    const at = Math.floor(time / 1000) * 1000;
    const solved = this.rng.chance(sigmoid((this.t.skill - problem.difficulty) / 180));
    this.lastAt = at;
    const verdict = solved ? "accepted" : this.rng.weighted(REJECTIONS);
    return { at, problem, contest, verdict, language: this.language };
  }

  private session(start: number): Pending[] {
    const subs: Pending[] = [];
    const size = 1 + Math.floor(exponential(this.rng, this.t.sessionSize - 1));
    let at = start;
    while (subs.length < size) {
      const problem = practiceProblem(this.rng, this.book, at, this.t.skill);
      for (let tries = 0; tries < 3 && subs.length < size; tries++) {
        const sub = this.attempt(at, problem, null);
        subs.push(sub);
        at += this.rng.int(2, 25) * MINUTE + this.rng.int(0, 59) * 1000;
        if (sub.verdict === "accepted") break;
      }
    }
    return subs;
  }

  private contest(n: number, start: number): Pending[] {
    const division = divisionFor(this.rating ?? 0);
    const code = `START${n}${division.letter}`;
    const end = start + STARTERS_MINUTES * MINUTE;
    const subs: Pending[] = [];
    let at = start + this.rng.int(3, 12) * MINUTE;
    for (const problem of divisionProblems(this.book, n, division)) {
      let solved = false;
      for (let tries = 0; tries < 3 && at < end; tries++) {
        const sub = this.attempt(at, problem, code);
        subs.push(sub);
        at += this.rng.int(4, 22) * MINUTE + this.rng.int(0, 59) * 1000;
        solved = sub.verdict === "accepted";
        if (solved) break;
      }
      if (!solved || at >= end) break;
    }
    // A rough Elo: move a share of the way to this round's performance; new accounts start at 1000.
    const performance = this.t.skill + this.rng.normal(0, 120);
    const before = this.rating ?? 1000;
    const step = this.ratings.length < 5 ? 0.5 : 0.25;
    this.rating = Math.round(before + (performance - before) * step);
    const rank = Math.max(1, Math.round(20000 * (1 - sigmoid((performance - 1200) / 180)) * (0.8 + 0.4 * this.rng.next())));
    this.ratings.push({ code, n, division, rating: this.rating, rank, endAt: end });
    return subs;
  }
}

const FIRST =
  "arjun priya rahul ananya vikram sneha rohan kavya aditya ishaan meera karthik divya siddharth nisha harsh pooja aman tanvi yash wei chen minh ahmed fatima omar lucas sofia dmitry nikita yuki hana tariq amara diego elena farhan ritika sahil zara".split(
    " ",
  );
const LAST = "sharma iyer patel reddy gupta nair singh das khan mehta rao bose li nguyen hassan silva ivanov tanaka okafor costa".split(
  " ",
);
const WORDS = "codes dev algo cp byte logic stack greedy dp graph".split(" ");
const COUNTRIES = "India India India India Bangladesh Nepal Vietnam Egypt Nigeria Brazil Russia Japan China Pakistan".split(" ");

const capitalise = (w: string) => w[0]!.toUpperCase() + w.slice(1);

/** A lower-case handle with underscores, as CodeChef users pick them, plus the name behind it. */
export function makeIdentity(rng: Random, taken: Set<string>) {
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  const candidates = [
    `${first}_${last}`,
    `${first}${rng.int(10, 99)}`,
    `${first}_${rng.pick(WORDS)}`,
    `${rng.pick(WORDS)}_${first}`,
    `${first}_${rng.int(1998, 2008)}`,
    `${first[0]}${last}_${rng.int(1, 9)}`,
  ];
  let handle = rng.pick(candidates);
  for (let i = 2; taken.has(handle); i++) handle = `${rng.pick(candidates)}_${i}`;
  taken.add(handle);
  return { handle, displayName: `${capitalise(first)} ${capitalise(last)}`, country: rng.pick(COUNTRIES) };
}

/** Most accounts are idle (a session every few weeks or months); one in ten practises almost daily. */
export function makeTemperament(rng: Random, historyStart: number): Temperament {
  const kind = rng.weighted([
    ["active", 10],
    ["regular", 25],
    ["idle", 65],
  ] as const);
  const skill = Math.min(2900, Math.max(900, rng.normal(1450, 320)));
  // Newcomers join within half a year of the history's start (later than its end in a short history).
  const joinedAt = rng.chance(0.7) ? historyStart : historyStart + rng.next() * 180 * DAY;
  const neverRated = rng.chance(0.2);
  if (kind === "active") return { skill, sessionGapHours: rng.int(16, 40), sessionSize: 3, contestRate: neverRated ? 0 : 0.6, joinedAt };
  if (kind === "regular")
    return { skill, sessionGapHours: rng.int(72, 240), sessionSize: 2.5, contestRate: neverRated ? 0 : 0.3, joinedAt };
  return { skill, sessionGapHours: rng.int(500, 2000), sessionSize: 2, contestRate: neverRated ? 0 : 0.05, joinedAt };
}

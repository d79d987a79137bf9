import { DAY_S, type SimContest, type SimProblem } from "./codeforces-catalogue";
import { CONTEST_LOOKAHEAD_DAYS, CodeforcesWorld, type CodeforcesSimOptions, type SimUser, toSeconds } from "./codeforces-world";
import { contestPhase, drawnOverturn, practiceVariant, shownVerdict } from "./codeforces-quirks";
import { unpackMeta } from "./codeforces-submissions";
import { mixSeed } from "./random";
import type { PlatformSim, SimContext, SimSubmitOptions } from "./types";

export type { CodeforcesSimOptions } from "./codeforces-world";

// Codeforces' real envelopes and field shapes (docs/platforms.md §1); unknown methods answer null, so the shell's 404.

// relativeTimeSeconds of a submission made outside the contest window.
const OUTSIDE_CONTEST = 2_147_483_647;

const RANKS = [
  [3000, "legendary grandmaster"],
  [2600, "international grandmaster"],
  [2400, "grandmaster"],
  [2300, "international master"],
  [2100, "master"],
  [1900, "candidate master"],
  [1600, "expert"],
  [1400, "specialist"],
  [1200, "pupil"],
] as const;
const rankFor = (rating: number) => RANKS.find(([min]) => rating >= min)?.[1] ?? "newbie";

function problemJson(problem: SimProblem, now: number) {
  return {
    contestId: problem.contest.id,
    index: problem.index,
    name: problem.name,
    type: "PROGRAMMING",
    ...(problem.points !== undefined ? { points: problem.points } : {}),
    ...(problem.everRated && now >= problem.contest.ratingShownAt ? { rating: problem.rating } : {}),
    tags: problem.tags,
  };
}

function submissionJson(world: CodeforcesWorld, user: SimUser, i: number, now: number) {
  const { log } = user;
  const id = log.ids[i]!;
  const t = log.times[i]!;
  const problem = world.catalogue.problems[log.problems[i]!]!;
  const { verdict, participantType, language } = unpackMeta(log.meta[i]!);
  const { contest } = problem;
  const contestant = participantType === "CONTESTANT";
  // Judging details are not stored; they follow from the id.
  const h = mixSeed(id, 0x7e57);
  // A pass in a round with hacks may end otherwise: system tests, a hack, a plagiarism ruling.
  const overturn =
    world.staged.get(id) ?? (contestant && contest.type === "CF" && verdict === "OK" ? drawnOverturn(h, t, contest, world.quirks) : null);
  const shown = shownVerdict(verdict, { t, contestant, contest, overturn }, now, world.quirks);
  const accepted = shown.verdict === "OK";
  const compiled = verdict !== "COMPILATION_ERROR";
  const variant = contestant || world.submitted.has(id) ? null : practiceVariant(h);
  const timeConsumedMillis = !compiled
    ? 0
    : verdict === "TIME_LIMIT_EXCEEDED"
      ? problem.timeLimitMs
      : 15 * Math.floor((h % Math.floor(problem.timeLimitMs * 0.7)) / 15);
  // Gym contests are numbered from 100000; acmsguru problems belong to no contest.
  const gymId = 100_000 + (contest.id % 1000);
  const problemShown =
    variant === "gym"
      ? { contestId: gymId, index: problem.index, name: `${problem.name} (training)`, type: "PROGRAMMING", tags: [] }
      : variant === "acmsguru"
        ? { problemsetName: "acmsguru", index: String(100 + (h % 450)), name: problem.name, type: "PROGRAMMING", tags: [] }
        : problemJson(problem, now);
  const contestId = variant === "gym" ? gymId : variant === "acmsguru" ? undefined : contest.id;
  return {
    id,
    ...(contestId !== undefined ? { contestId } : {}),
    creationTimeSeconds: t,
    relativeTimeSeconds: contestant ? t - contest.start : OUTSIDE_CONTEST,
    problem: problemShown,
    author: {
      ...(contestId !== undefined ? { contestId } : {}),
      members: [{ handle: user.handle }],
      participantType,
      ghost: false,
      ...(contestant && contest.type === "CF" ? { room: 1 + (h % 120) } : {}),
      startTimeSeconds: contest.start,
    },
    programmingLanguage: language,
    // Absent while judging; during a round with hacks, passes and rejections are on pretests.
    ...(shown.verdict !== undefined ? { verdict: shown.verdict } : {}),
    testset: shown.testset,
    passedTestCount: accepted ? problem.tests : compiled ? h % problem.tests : 0,
    timeConsumedMillis,
    memoryConsumedBytes: !compiled ? 0 : verdict === "MEMORY_LIMIT_EXCEEDED" ? 268_435_456 : 4096 * ((h >>> 8) % 65_536),
  };
}

/** Optional fields are absent, not null, as Codeforces sends them; unrated users have no rating fields at all. */
function userJson(user: SimUser) {
  const latest = user.ratings.at(-1);
  const maxRating = Math.max(...user.ratings.map((r) => r.newRating));
  return {
    ...(user.lastName !== undefined ? { lastName: user.lastName } : {}),
    ...(user.place ? { country: user.place[0], city: user.place[1] } : {}),
    lastOnlineTimeSeconds: user.lastOnline,
    ...(latest ? { rating: latest.newRating } : {}),
    friendOfCount: user.friendOfCount,
    titlePhoto: user.titlePhoto,
    handle: user.handle,
    avatar: user.avatar,
    ...(user.firstName !== undefined ? { firstName: user.firstName } : {}),
    contribution: user.contribution,
    ...(user.place ? { organization: user.place[2] } : {}),
    ...(latest ? { rank: rankFor(latest.newRating), maxRating, maxRank: rankFor(maxRating) } : {}),
    registrationTimeSeconds: user.registration,
  };
}

function contestJson(world: CodeforcesWorld, contest: SimContest, now: number) {
  return {
    id: contest.id,
    name: contest.name,
    type: contest.type,
    phase: contestPhase(contest, now, world.quirks),
    frozen: false,
    durationSeconds: contest.durationSeconds,
    startTimeSeconds: contest.start,
    // Negative before the start.
    relativeTimeSeconds: now - contest.start,
  };
}

/** Newest round first, its problems last letter first, as Codeforces lists them; only rounds already over. */
function problemsetJson(world: CodeforcesWorld, now: number, tags: string[]) {
  const { contests, problems: all } = world.catalogue;
  const problems: ReturnType<typeof problemJson>[] = [];
  const problemStatistics: { contestId: number; index: string; solvedCount: number }[] = [];
  for (let c = contests.length - 1; c >= 0; c--) {
    const contest = contests[c]!;
    if (contest.end > now) continue;
    // Older problems keep collecting solvers in practice.
    const growth = 1 + Math.min(2, (now - contest.end) / (200 * DAY_S));
    for (let p = contest.problems.length - 1; p >= 0; p--) {
      const problem = all[contest.problems[p]!]!;
      if (!tags.every((tag) => problem.tags.includes(tag))) continue;
      problems.push(problemJson(problem, now));
      problemStatistics.push({ contestId: contest.id, index: problem.index, solvedCount: Math.round(problem.solvedBase * growth) });
    }
  }
  return { problems, problemStatistics };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json;charset=UTF-8" } });
const ok = (result: unknown) => json(200, { status: "OK", result });
// Codeforces answers every refusal, "not found" included, with HTTP 400 and a FAILED envelope (§1).
const failed = (comment: string) => json(400, { status: "FAILED", comment });

const splitList = (raw: string | null) =>
  (raw ?? "")
    .split(";")
    .map((item) => item.trim())
    .filter(Boolean);

function positiveInt(raw: string | null, fallback: number): number | null {
  if (raw === null || raw === "") return fallback;
  return /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

type Handler = (query: URLSearchParams, now: number) => Response;

function apiMethods(world: CodeforcesWorld): Map<string, Handler> {
  return new Map<string, Handler>([
    [
      "user.info",
      (query) => {
        const handles = splitList(query.get("handles"));
        if (handles.length === 0) return failed("handles: Field should not be empty");
        if (handles.length > 10_000) return failed("handles: Field should contain no more than 10000 items");
        const users = [];
        for (const handle of handles) {
          // checkHistoricHandles (on by default): a former handle answers under the current one.
          const user = query.get("checkHistoricHandles") === "false" ? world.user(handle) : world.userOrFormer(handle);
          // One unknown handle fails the whole batch (§0).
          if (!user) return failed(`handles: User with handle ${handle} not found`);
          users.push(userJson(user));
        }
        return ok(users);
      },
    ],
    [
      "user.rating",
      (query) => {
        const handle = query.get("handle")?.trim();
        if (!handle) return failed("handle: Field should not be empty");
        const user = world.user(handle);
        return user ? ok(user.ratings) : failed(`handle: User with handle ${handle} not found`);
      },
    ],
    [
      "user.status",
      (query, now) => {
        const handle = query.get("handle")?.trim();
        if (!handle) return failed("handle: Field should not be empty");
        const user = world.user(handle);
        if (!user) return failed(`handle: User with handle ${handle} not found`);
        const from = positiveInt(query.get("from"), 1);
        if (from === null) return failed("from: Field should contain a positive integer");
        const count = positiveInt(query.get("count"), user.log.size);
        if (count === null) return failed("count: Field should contain a positive integer");
        const result = [];
        for (let i = user.log.size - from; i >= 0 && result.length < count; i--) result.push(submissionJson(world, user, i, now));
        return ok(result);
      },
    ],
    [
      // The whole site's newest submissions, merged across users newest first (ties: the higher id).
      "problemset.recentStatus",
      (query, now) => {
        const count = positiveInt(query.get("count"), 0);
        if (count === null || count === 0) return failed("count: Field should contain a positive integer");
        if (count > 1000) return failed("count: Field should be no more than 1000");
        const next = world.users.map((user) => user.log.size - 1);
        const result = [];
        while (result.length < count) {
          let best = -1;
          for (let u = 0; u < next.length; u++) {
            const i = next[u]!;
            if (i < 0) continue;
            const log = world.users[u]!.log;
            const b = best < 0 ? null : world.users[best]!.log;
            if (
              b === null ||
              log.times[i]! > b.times[next[best]!]! ||
              (log.times[i] === b.times[next[best]!] && log.ids[i]! > b.ids[next[best]!]!)
            )
              best = u;
          }
          if (best < 0) break;
          result.push(submissionJson(world, world.users[best]!, next[best]!, now));
          next[best]!--;
        }
        return ok(result);
      },
    ],
    [
      "contest.list",
      (query, now) => {
        if (query.get("gym") === "true") return ok([]);
        return ok(
          [...world.catalogue.contests]
            .sort((a, b) => a.start - b.start)
            .map((contest) => contestJson(world, contest, now))
            .reverse(),
        );
      },
    ],
    [
      "problemset.problems",
      (query, now) => {
        if (query.get("problemsetName")) return ok({ problems: [], problemStatistics: [] });
        return ok(problemsetJson(world, now, splitList(query.get("tags"))));
      },
    ],
  ]);
}

/** Answers from the world's own clock; `ctx.now` only decides contest phases and which problem ratings are out. */
export function createCodeforcesSim(options: CodeforcesSimOptions): PlatformSim {
  const world = new CodeforcesWorld(options);
  const methods = apiMethods(world);

  return {
    platform: "codeforces",

    async handle(req: Request, path: string, ctx: SimContext) {
      const method = methods.get(path.replace(/^\/+/, ""));
      if (!method) return null;
      const now = toSeconds(ctx.now);
      world.catalogue.ensureThrough(Math.floor(now / DAY_S) + CONTEST_LOOKAHEAD_DAYS);
      return method(new URL(req.url).searchParams, now);
    },

    rateLimited: () => failed("Call limit exceeded"),

    handles: () => world.users.map((user) => user.handle),

    advance(now: Date) {
      world.advance(toSeconds(now));
    },

    submit(handle: string, now: Date, submitOptions?: SimSubmitOptions) {
      const user = world.user(handle);
      if (!user) throw new Error(`Codeforces simulator: no user ${handle}`);
      if (submitOptions?.compileErrorOn) return String(world.submitCompileError(user, toSeconds(now), submitOptions.compileErrorOn));
      return String(world.submit(user, toSeconds(now), submitOptions?.accepted ?? true, submitOptions?.problem));
    },

    rename(handle: string, to: string) {
      const user = world.user(handle);
      if (!user) throw new Error(`Codeforces simulator: no user ${handle}`);
      world.rename(user, to);
    },

    stageRound(handle: string, now: Date, end: Date) {
      const user = world.user(handle);
      if (!user) throw new Error(`Codeforces simulator: no user ${handle}`);
      return String(world.stageRound(user, toSeconds(now), toSeconds(end)));
    },
  };
}

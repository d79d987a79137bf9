import { createCodeforcesAdapter } from "@/server/platforms/codeforces/adapter";
import { PlatformError, type Send } from "@/server/platforms/types";
import { createCodeforcesSim } from "./codeforces";
import type { PlatformSim } from "./types";
import { DAY_S, HOUR_S } from "./codeforces-catalogue";

const NOW = new Date("2026-08-01T12:00:00Z");
const NOW_S = NOW.getTime() / 1000;
const MOUNT = "/codeforces/api";
const BASE = `http://sim.test${MOUNT}`;

type Envelope = { status: "OK" | "FAILED"; comment?: string; result?: any };

async function call(sim: PlatformSim, method: string, query = "", now = NOW): Promise<{ status: number; body: Envelope }> {
  const res = await sim.handle(new Request(`${BASE}/${method}${query ? `?${query}` : ""}`), `/${method}`, { now });
  if (!res) throw new Error(`no answer for ${method}`);
  return { status: res.status, body: (await res.json()) as Envelope };
}
/** The answer as sent, for comparing whole worlds cheaply. */
async function raw(sim: PlatformSim, method: string, query = "", now = NOW): Promise<string> {
  const res = await sim.handle(new Request(`${BASE}/${method}${query ? `?${query}` : ""}`), `/${method}`, { now });
  return `${res?.status} ${await res?.text()}`;
}
const result = async (sim: PlatformSim, method: string, query = "", now = NOW) => (await call(sim, method, query, now)).body.result;

function sendTo(sim: PlatformSim, now = () => NOW): Send & { calls: string[] } {
  const calls: string[] = [];
  const send = async ({ url }: { url: string }) => {
    calls.push(url);
    const path = new URL(url).pathname.slice(MOUNT.length);
    const res = (await sim.handle(new Request(url), path, { now: now() })) ?? new Response("Not Found", { status: 404 });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  return Object.assign(send, { calls });
}
const adapterFor = (sim: PlatformSim) => createCodeforcesAdapter({ send: sendTo(sim), baseUrl: BASE, now: () => NOW });

let sim: PlatformSim;
let handles: string[];

beforeAll(() => {
  sim = createCodeforcesSim({ seed: 42, users: 60, now: NOW });
  handles = sim.handles();
});

describe("the world", () => {
  it("has the requested users with realistic, unique handles, plus unrated_cf and empty_cf", () => {
    expect(handles).toHaveLength(62);
    expect(handles.slice(-2)).toEqual(["unrated_cf", "empty_cf"]);
    expect(new Set(handles.map((h) => h.toLowerCase())).size).toBe(62);
    expect(handles.every((h) => /^[A-Za-z0-9_.-]{3,24}$/.test(h))).toBe(true);
    expect(handles.some((h) => /[A-Z]/.test(h) && /[a-z]/.test(h))).toBe(true);
    expect(handles.some((h) => h.includes("_"))).toBe(true);
  });

  it("has about 1,500 problems rated 800 to 3500 in steps of 100, a few without a rating", async () => {
    const { problems, problemStatistics } = await result(sim, "problemset.problems");
    expect(problems.length).toBeGreaterThan(1300);
    expect(problems.length).toBeLessThan(1800);
    const rated = problems.filter((p: any) => p.rating !== undefined);
    expect(rated.every((p: any) => p.rating % 100 === 0 && p.rating >= 800 && p.rating <= 3500)).toBe(true);
    const unratedShare = 1 - rated.length / problems.length;
    expect(unratedShare).toBeGreaterThan(0.01);
    expect(unratedShare).toBeLessThan(0.05);
    expect(problems.every((p: any) => p.tags.length > 0 && p.type === "PROGRAMMING")).toBe(true);
    expect(problemStatistics.map((s: any) => `${s.contestId}${s.index}`)).toEqual(problems.map((p: any) => `${p.contestId}${p.index}`));
  });

  it("lists about 250 rounds, newest first, with a few still to come", async () => {
    const contests = await result(sim, "contest.list", "gym=false");
    expect(contests.length).toBeGreaterThan(220);
    expect(contests.length).toBeLessThan(280);
    const starts = contests.map((c: any) => c.startTimeSeconds);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const before = contests.filter((c: any) => c.phase === "BEFORE");
    expect(before.length).toBeGreaterThanOrEqual(3);
    for (const c of before) {
      expect(c.startTimeSeconds).toBeGreaterThan(NOW_S);
      expect(c.relativeTimeSeconds).toBe(NOW_S - c.startTimeSeconds);
    }
    const finished = contests.filter((c: any) => c.phase === "FINISHED");
    expect(finished.every((c: any) => c.startTimeSeconds + c.durationSeconds <= NOW_S)).toBe(true);
    expect(await result(sim, "contest.list", "gym=true")).toEqual([]);
  });

  it("is the same for the same seed and different for another", async () => {
    const twin = createCodeforcesSim({ seed: 42, users: 60, now: NOW });
    expect(twin.handles()).toEqual(handles);
    for (const [method, query] of [
      ["user.info", `handles=${handles.join(";")}`],
      ["user.status", `handle=${handles[0]}`],
      ["user.rating", `handle=${handles[1]}`],
      ["problemset.problems", ""],
      ["contest.list", ""],
    ] as const) {
      expect(await raw(twin, method, query)).toBe(await raw(sim, method, query));
    }
    expect(createCodeforcesSim({ seed: 43, users: 60, now: NOW }).handles()).not.toEqual(handles);
  });
});

describe("problemset.recentStatus", () => {
  it("answers the whole site's newest submissions, newest first, as user.status shows them", async () => {
    const feed = await result(sim, "problemset.recentStatus", "count=200");
    expect(feed).toHaveLength(200);
    const times = feed.map((s: any) => s.creationTimeSeconds);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(feed.map((s: any) => s.author.members[0].handle)).size).toBeGreaterThan(5);
    const first = feed[0];
    const own = await result(sim, "user.status", `handle=${first.author.members[0].handle}&from=1&count=1`);
    expect(own[0]).toEqual(first);
    const newest = Math.max(
      ...(await Promise.all(
        handles.map(async (h) => (await result(sim, "user.status", `handle=${h}&from=1&count=1`))[0]?.creationTimeSeconds ?? 0),
      )),
    );
    expect(first.creationTimeSeconds).toBe(newest);
  });

  it("refuses a count past 1,000 and reads through the adapter", async () => {
    expect((await call(sim, "problemset.recentStatus", "count=1001")).status).toBe(400);
    const feed = await adapterFor(sim).recentStatus(1000);
    expect(feed).toHaveLength(1000);
    expect(feed[0]!.handles).toHaveLength(1);
  });

  it("shows a new submission at the top", async () => {
    const world = createCodeforcesSim({ seed: 44, users: 20, now: NOW });
    const handle = world.handles()[3]!;
    const at = new Date(NOW.getTime() + 60_000);
    world.advance(at);
    const id = world.submit(handle, at);
    const [top] = await result(world, "problemset.recentStatus", "count=1", at);
    expect(top).toMatchObject({ id: Number(id), author: { members: [{ handle }] } });
  });
});

describe("users", () => {
  it("looks handles up case-insensitively and answers in canonical case", async () => {
    const wanted = [handles[0]!.toUpperCase(), handles[5]!.toLowerCase()];
    const users = await result(sim, "user.info", `handles=${wanted.join(";")}`);
    expect(users.map((u: any) => u.handle)).toEqual([handles[0], handles[5]]);
  });

  it("fails the whole user.info batch with HTTP 400 when one handle is unknown", async () => {
    expect(await call(sim, "user.info", `handles=${handles[0]};Nobody_Here;${handles[1]}`)).toEqual({
      status: 400,
      body: { status: "FAILED", comment: "handles: User with handle Nobody_Here not found" },
    });
    expect(await call(sim, "user.rating", "handle=nobody_here")).toEqual({
      status: 400,
      body: { status: "FAILED", comment: "handle: User with handle nobody_here not found" },
    });
  });

  it("gives unrated_cf no rating fields and no contests, and empty_cf nothing at all", async () => {
    const [unrated, empty] = await result(sim, "user.info", "handles=unrated_cf;empty_cf");
    for (const user of [unrated, empty]) {
      expect(user).not.toHaveProperty("rating");
      expect(user).not.toHaveProperty("rank");
      expect(user).not.toHaveProperty("maxRating");
      expect(await result(sim, "user.rating", `handle=${user.handle}`)).toEqual([]);
    }
    const practice = await result(sim, "user.status", "handle=unrated_cf");
    expect(practice.length).toBeGreaterThan(0);
    expect(practice.every((s: any) => s.author.participantType === "PRACTICE")).toBe(true);
    expect(await result(sim, "user.status", "handle=empty_cf")).toEqual([]);
  });

  it("keeps rating histories oldest first, chained, starting from 0, and matching user.info", async () => {
    let checked = 0;
    const infos = await result(sim, "user.info", `handles=${handles.join(";")}`);
    for (const info of infos) {
      const history = await result(sim, "user.rating", `handle=${info.handle}`);
      if (history.length === 0) continue;
      checked++;
      expect(history[0].oldRating).toBe(0);
      history.slice(1).forEach((change: any, i: number) => {
        expect(change.oldRating).toBe(history[i].newRating);
        expect(change.ratingUpdateTimeSeconds).toBeGreaterThan(history[i].ratingUpdateTimeSeconds);
      });
      expect(info.rating).toBe(history.at(-1).newRating);
      expect(info.maxRating).toBe(Math.max(...history.map((c: any) => c.newRating)));
      expect(typeof info.rank).toBe("string");
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("has a few very active users and mostly idle ones, with realistic verdicts", async () => {
    const counts: number[] = [];
    for (const handle of handles) counts.push((await result(sim, "user.status", `handle=${handle}`)).length);
    expect(counts[0]).toBeGreaterThan(3000);
    const sorted = [...counts].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(100);

    const busiest = await result(sim, "user.status", `handle=${handles[0]}`);
    const verdicts = new Set(busiest.map((s: any) => s.verdict));
    for (const v of ["OK", "WRONG_ANSWER", "TIME_LIMIT_EXCEEDED", "RUNTIME_ERROR"]) expect(verdicts).toContain(v);
    const perDay = new Map<number, number>();
    for (const s of busiest)
      perDay.set(Math.floor(s.creationTimeSeconds / DAY_S), (perDay.get(Math.floor(s.creationTimeSeconds / DAY_S)) ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBeGreaterThanOrEqual(24);
  });

  it("lists submissions newest first and pages with from and count", async () => {
    const all = await result(sim, "user.status", `handle=${handles[1]}`);
    const ids = all.map((s: any) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page = await result(sim, "user.status", `handle=${handles[1]}&from=11&count=10`);
    expect(page).toEqual(all.slice(10, 20));
    expect(await result(sim, "user.status", `handle=${handles[1]}&from=${all.length + 1}&count=10`)).toEqual([]);
  });

  it("places contest submissions inside their round, and most missed problems get practised within days", async () => {
    let rounds = 0;
    let upsolved = 0;
    for (const handle of handles.slice(0, 10)) {
      const submissions = await result(sim, "user.status", `handle=${handle}`);
      const byRound = new Map<number, any[]>();
      for (const s of submissions.filter((s: any) => s.author.participantType === "CONTESTANT")) {
        expect(s.relativeTimeSeconds).toBe(s.creationTimeSeconds - s.author.startTimeSeconds);
        expect(s.relativeTimeSeconds).toBeGreaterThanOrEqual(0);
        expect(s.creationTimeSeconds).toBeLessThan(s.author.startTimeSeconds + 3 * HOUR_S);
        byRound.set(s.contestId, [...(byRound.get(s.contestId) ?? []), s]);
      }
      for (const change of await result(sim, "user.rating", `handle=${handle}`)) expect(byRound.has(change.contestId)).toBe(true);

      for (const [contestId, during] of byRound) {
        const solved = new Set(during.filter((s) => s.verdict === "OK").map((s) => s.problem.index));
        const missed = new Set(during.filter((s) => !solved.has(s.problem.index)).map((s) => s.problem.index));
        if (missed.size === 0) continue;
        const over = during[0].author.startTimeSeconds + 3 * HOUR_S;
        rounds++;
        const practised = submissions.some(
          (s: any) =>
            s.author.participantType === "PRACTICE" &&
            s.contestId === contestId &&
            missed.has(s.problem.index) &&
            s.creationTimeSeconds > over &&
            s.creationTimeSeconds < over + 3 * DAY_S,
        );
        if (practised) upsolved++;
      }
    }
    expect(rounds).toBeGreaterThan(20);
    expect(upsolved / rounds).toBeGreaterThan(0.5);
  });

  it("reports lastOnlineTimeSeconds no earlier than the newest submission and no later than now", async () => {
    for (const info of await result(sim, "user.info", `handles=${handles.join(";")}`)) {
      const [newest] = await result(sim, "user.status", `handle=${info.handle}&from=1&count=1`);
      expect(info.lastOnlineTimeSeconds).toBeLessThanOrEqual(NOW_S);
      if (newest) expect(info.lastOnlineTimeSeconds).toBeGreaterThanOrEqual(newest.creationTimeSeconds);
    }
  });
});

describe("moving the world", () => {
  it("puts a submitted solution first and moves lastOnlineTimeSeconds", async () => {
    const world = createCodeforcesSim({ seed: 7, users: 5, now: NOW });
    const handle = world.handles()[3]!;
    const at = new Date(NOW.getTime() + 30 * 60_000);
    const id = world.submit(handle.toUpperCase(), at, { accepted: true });

    const [first] = await result(world, "user.status", `handle=${handle}&from=1&count=1`, at);
    expect(first).toMatchObject({ id: Number(id), creationTimeSeconds: at.getTime() / 1000, verdict: "OK" });
    expect(first.author).toMatchObject({ participantType: "PRACTICE", members: [{ handle }] });
    const [info] = await result(world, "user.info", `handles=${handle}`, at);
    expect(info.lastOnlineTimeSeconds).toBe(at.getTime() / 1000);

    const later = new Date(at.getTime() + 60_000);
    const rejected = world.submit(handle, later, { accepted: false });
    expect(Number(rejected)).toBeGreaterThan(Number(id));
    const [newest] = await result(world, "user.status", `handle=${handle}&from=1&count=1`, later);
    expect(newest).toMatchObject({ id: Number(rejected), verdict: "WRONG_ANSWER" });
    expect(() => world.submit("nobody_here", later)).toThrow(/nobody_here/);
  });

  it("shows what was submitted on the problem it was submitted to, whatever second it came in", async () => {
    const world = createCodeforcesSim({ seed: 31, users: 4, now: NOW });
    const handle = world.handles()[0]!;
    // Generated history now and then lands on a gym or acmsguru copy; a submission someone made to 4A must never be shown as one.
    const shown: string[] = [];
    for (let i = 1; i <= 300; i++) {
      const at = new Date(NOW.getTime() + i * 7_001);
      world.submit(handle, at, { compileErrorOn: "4A" });
      const [first] = await result(world, "user.status", `handle=${handle}&from=1&count=1`, at);
      shown.push(`${first.problem.contestId}${first.problem.index} ${first.problem.name}`);
    }
    expect(new Set(shown)).toEqual(new Set(["4A Watermelon"]));
  });

  it("puts an accepted or rejected submit() on the problem asked for", async () => {
    const world = createCodeforcesSim({ seed: 5, users: 4, now: NOW });
    const handle = world.handles()[1]!;
    for (const [i, accepted] of [true, false].entries()) {
      const at = new Date(NOW.getTime() + (i + 1) * 60_000);
      world.submit(handle, at, { accepted, problem: "4A" });
      const [first] = await result(world, "user.status", `handle=${handle}&from=1&count=1`, at);
      expect([`${first.problem.contestId}${first.problem.index}`, first.verdict]).toEqual(["4A", accepted ? "OK" : "WRONG_ANSWER"]);
    }
  });

  it("lets active users submit as time passes, the same however the clock is advanced", async () => {
    const oneStep = createCodeforcesSim({ seed: 9, users: 12, now: NOW });
    const manySteps = createCodeforcesSim({ seed: 9, users: 12, now: NOW });
    const busy = oneStep.handles()[0]!;
    const before = (await result(oneStep, "user.status", `handle=${busy}`)).length;

    // Stops at a different hour each day, so some days are cut part-way through.
    const end = new Date(NOW.getTime() + 8 * DAY_S * 1000);
    oneStep.advance(end);
    for (let hours = 23; hours < 8 * 24; hours += 23) manySteps.advance(new Date(NOW.getTime() + hours * HOUR_S * 1000));
    manySteps.advance(end);

    const after = await result(oneStep, "user.status", `handle=${busy}`, end);
    expect(after.length).toBeGreaterThan(before);
    expect(after[0].creationTimeSeconds).toBeGreaterThan(NOW_S);
    expect(after[0].creationTimeSeconds).toBeLessThanOrEqual(end.getTime() / 1000);
    for (const handle of oneStep.handles()) {
      expect(await raw(manySteps, "user.status", `handle=${handle}`, end)).toBe(await raw(oneStep, "user.status", `handle=${handle}`, end));
    }
    const all = oneStep.handles().join(";");
    expect(await raw(manySteps, "user.info", `handles=${all}`, end)).toBe(await raw(oneStep, "user.info", `handles=${all}`, end));
  });

  it("can hold an account with exactly 5,000 submissions, which the adapter pages through", async () => {
    const world = createCodeforcesSim({ seed: 5, users: 2, now: NOW, extraAccounts: [{ handle: "Prolific_CF", submissions: 5000 }] });
    world.advance(new Date(NOW.getTime() + 7 * DAY_S * 1000));
    const adapter = adapterFor(world);
    const ids = new Set<string>();
    let from = 1;
    for (;;) {
      const page = await adapter.userStatus("prolific_cf", from, 1000);
      page.submissions.forEach((s) => ids.add(s.externalId));
      if (!page.hasMore) break;
      from += 1000;
    }
    expect(ids.size).toBe(5000);
  });
});

describe("the real API's quirks", () => {
  it("answers a former handle in user.info under the new one, and only there", async () => {
    const world = createCodeforcesSim({ seed: 5, users: 4, now: NOW });
    const [old] = world.handles();
    world.rename!(old!, "Renamed_Now");
    const adapter = adapterFor(world);
    const { profiles, renamed } = await adapter.userInfo([old!]);
    expect(profiles.map((p) => p.handle)).toEqual(["Renamed_Now"]);
    expect(renamed).toEqual([{ from: old, to: "Renamed_Now" }]);
    expect((await call(world, "user.status", `handle=${old}`)).body.comment).toBe(`handle: User with handle ${old} not found`);
    expect(world.handles()).toContain("Renamed_Now");
  });

  it("shows a pass on pretests during a round, then the verdict system tests gave it, and the rating change later", async () => {
    const world = createCodeforcesSim({ seed: 5, users: 4, now: NOW, quirks: { systemTestSeconds: 600 } });
    const handle = world.handles()[0]!;
    const end = new Date(NOW.getTime() + 5 * 60_000);
    const contestId = Number(world.stageRound!(handle, NOW, end));
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    const round = async (now: Date) => {
      const subs = ((await result(world, "user.status", `handle=${handle}&count=5`, now)) as any[]).filter(
        (s) => s.contestId === contestId,
      );
      const phase = ((await result(world, "contest.list", "", now)) as any[]).find((c) => c.id === contestId).phase;
      return { phase, verdicts: subs.map((s) => `${s.verdict}/${s.testset}`) };
    };
    expect(await round(at(1))).toEqual({ phase: "CODING", verdicts: ["OK/PRETESTS", "OK/PRETESTS"] });
    expect(await round(at(7))).toEqual({ phase: "PENDING_SYSTEM_TEST", verdicts: ["OK/PRETESTS", "OK/PRETESTS"] });
    expect(await round(at(10))).toEqual({ phase: "SYSTEM_TEST", verdicts: ["OK/PRETESTS", "OK/PRETESTS"] });
    expect(await round(at(16))).toEqual({ phase: "FINISHED", verdicts: ["WRONG_ANSWER/TESTS", "OK/TESTS"] });
    world.advance(at(20));
    const ratings = (await result(world, "user.rating", `handle=${handle}`, at(20))) as any[];
    expect(ratings.at(-1)).toMatchObject({ contestId });
  });

  it("shows no verdict, then TESTING, while a submission is judged", async () => {
    const world = createCodeforcesSim({ seed: 5, users: 4, now: NOW, quirks: { judgingSeconds: 20 } });
    const handle = world.handles()[0]!;
    const id = Number(world.submit(handle, NOW));
    const shown = async (seconds: number) => {
      const [latest] = (await result(world, "user.status", `handle=${handle}&count=1`, new Date(NOW.getTime() + seconds * 1000))) as any[];
      expect(latest.id).toBe(id);
      return latest.verdict;
    };
    expect(await shown(2)).toBeUndefined();
    expect(await shown(15)).toBe("TESTING");
    expect(await shown(30)).toBe("OK");
  });

  it("has rounds whose passes ended hacked, failed on system tests or skipped, and practice on gym and acmsguru problems", async () => {
    const seen = new Set<string>();
    const kinds = new Set<string>();
    for (const handle of handles.slice(0, 30)) {
      for (const s of (await result(sim, "user.status", `handle=${handle}`)) as any[]) {
        if (s.author.participantType === "CONTESTANT") seen.add(s.verdict);
        if (s.problem.problemsetName === "acmsguru") kinds.add("acmsguru");
        if (s.contestId >= 100_000) kinds.add("gym");
        if (/^[A-Z]\d$/.test(s.problem.index)) kinds.add("split index");
        if (s.problem.rating === undefined) kinds.add("unrated problem");
      }
    }
    expect([...seen]).toEqual(expect.arrayContaining(["OK", "WRONG_ANSWER", "CHALLENGED"]));
    expect([...kinds].sort()).toEqual(["acmsguru", "gym", "split index", "unrated problem"]);
  });
});

describe("the API's edges", () => {
  it("answers its own rate limit as Codeforces does", async () => {
    const res = sim.rateLimited();
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: "FAILED", comment: "Call limit exceeded" });
  });

  it("leaves unknown methods to the shell's 404", async () => {
    expect(await sim.handle(new Request(`${BASE}/user.friends?handle=x`), "/user.friends", { now: NOW })).toBeNull();
  });
});

describe("the adapter against the simulator", () => {
  it("reads profiles, dropping unknown handles from a batch", async () => {
    const send = sendTo(sim);
    const adapter = createCodeforcesAdapter({ send, baseUrl: BASE, now: () => NOW });
    const { profiles, missing } = await adapter.userInfo([handles[0]!.toLowerCase(), "Nobody_Here", "unrated_cf"]);
    expect(missing).toEqual(["Nobody_Here"]);
    expect(profiles.map((p) => p.handle)).toEqual([handles[0], "unrated_cf"]);
    expect(profiles[1]).toMatchObject({ rating: null, maxRating: null, rank: null });
    expect(profiles[0]!.lastOnlineAt).toBeInstanceOf(Date);
    expect(send.calls).toHaveLength(2);
  });

  it("reads rating history, submissions, the problem set and upcoming rounds with real-site links", async () => {
    const adapter = adapterFor(sim);
    const contests = await adapter.userRating(handles[1]!);
    expect(contests[0]!.oldRating).toBeNull();
    expect(contests.every((c) => c.url === `https://codeforces.com/contest/${c.externalId}`)).toBe(true);

    const page = await adapter.userStatus(handles[0]!, 1, 200);
    expect(page.submissions).toHaveLength(200);
    expect(page.hasMore).toBe(true);
    expect(page.submissions.every((s) => s.problem.url.startsWith("https://codeforces.com/"))).toBe(true);
    expect(new Set(page.submissions.map((s) => s.verdict))).toEqual(new Set(["accepted", "rejected"]));

    const problems = await adapter.problemset();
    expect(problems.length).toBeGreaterThan(1300);
    expect(problems.some((p) => p.rating === null)).toBe(true);

    const upcoming = await adapter.upcomingContests();
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.every((c) => c.startTime > NOW && c.url === `https://codeforces.com/contests/${c.externalId}`)).toBe(true);
    expect(upcoming.map((c) => c.startTime.getTime())).toEqual(upcoming.map((c) => c.startTime.getTime()).sort((a, b) => a - b));
  });

  it("says a single unknown handle was not found", async () => {
    await expect(adapterFor(sim).userRating("nobody_here")).rejects.toMatchObject({
      kind: "not_found",
      message: "Codeforces handle not found",
    });
  });

  it("reads the simulator's rate-limit answer as rate limited", async () => {
    const limited: Send = async () => {
      const res = sim.rateLimited();
      return { status: res.status, headers: res.headers, text: await res.text() };
    };
    const error = await createCodeforcesAdapter({ send: limited, baseUrl: BASE, now: () => NOW })
      .userInfo([handles[0]!])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: "rate_limited", transient: true });
  });
});

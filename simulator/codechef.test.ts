import { ratingTier } from "@/lib/contract/platforms";
import { createCodeChefAdapter } from "@/server/platforms/codechef/adapter";
import { parseSubmissionTime } from "@/server/platforms/codechef/time";
import { type ContestResult, PlatformError, type Send, type Submission } from "@/server/platforms/types";
import { createCodeChefSim } from "./codechef";
import { istDateTime, istRowTime } from "./codechef-pages";
import type { PlatformSim } from "./types";
import { MINUTE, DAY } from "@/lib/time";

const NOW = new Date("2026-08-10T12:00:00Z"); // a Monday; Starters 251 is on Wednesday 12 Aug
const BASE = "http://127.0.0.1:9/codechef";

/** A Send straight into the simulator, mounted at /codechef as the shell does. */
function connect(sim: PlatformSim, clock: { now: Date }) {
  const requests: Request[] = [];
  const send: Send = async (req) => {
    const request = new Request(req.url, { method: req.method ?? "GET", headers: req.headers, body: req.body });
    requests.push(request);
    const path = new URL(req.url).pathname.replace(/^\/codechef/, "");
    const res = (await sim.handle(request, path, { now: clock.now })) ?? new Response("Not Found", { status: 404 });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  return { requests, adapter: createCodeChefAdapter({ send, baseUrl: BASE, now: () => clock.now }) };
}

async function allSubmissions(adapter: ReturnType<typeof connect>["adapter"], handle: string) {
  const pages: Submission[][] = [];
  for (let page = 0; ; page++) {
    const result = await adapter.recentSubmissions(handle, page);
    pages.push(result.submissions);
    if (!result.hasMore) return pages;
  }
}

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    return error as PlatformError;
  }
  throw new Error("expected the call to fail");
}

describe("the CodeChef simulator through the real adapter", () => {
  // Deep history pages are not throttled here: these tests read whole histories in one go.
  const sim = createCodeChefSim({ seed: 11, users: 40, now: NOW, throttleDeepPages: false });
  const { adapter } = connect(sim, { now: NOW });

  it("has lower-case handles with underscores, plus the unrated and empty accounts", () => {
    const handles = sim.handles();
    expect(handles).toHaveLength(42);
    expect(new Set(handles).size).toBe(42);
    expect(handles).toEqual(expect.arrayContaining(["unrated_cc", "empty_cc"]));
    for (const h of handles) expect(h).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it("serves a profile for every user that the adapter reads, with stars matching the rating", async () => {
    let rated = 0;
    for (const handle of sim.handles()) {
      const { profile, contests } = await adapter.profile(handle);
      expect(profile.handle).toBe(handle);
      if (profile.rating === null) {
        expect(contests).toEqual([]);
        continue;
      }
      rated++;
      // Contests of the separate DSA track carry no rating on the main scale.
      const main = contests.filter((c) => c.newRating !== null);
      expect(profile.rank).toBe(ratingTier("codechef", profile.rating).label);
      expect(profile.rating).toBe(main.at(-1)!.newRating);
      expect(profile.maxRating).toBe(Math.max(...main.map((c) => c.newRating!)));
      expect(main[0]!.oldRating).toBeNull();
      main.slice(1).forEach((c, i) => expect(c.oldRating).toBe(main[i]!.newRating));
      for (const c of main) {
        expect(c.date.getTime()).toBeLessThanOrEqual(NOW.getTime());
        // Starters end at 22:00 IST on a Wednesday: 16:30 UTC.
        expect(c.date.toISOString()).toMatch(/T16:30:00\.000Z$/);
        expect(c.date.getUTCDay()).toBe(3);
      }
    }
    expect(rated).toBeGreaterThan(5);
    expect(rated).toBeLessThan(40);
  });

  it("knows unrated_cc as an unrated account with submissions, and empty_cc as one with none", async () => {
    const unrated = await adapter.profile("unrated_cc");
    expect(unrated.profile).toMatchObject({ rating: null, maxRating: null, rank: null });
    expect((await adapter.recentSubmissions("unrated_cc", 0)).submissions.length).toBeGreaterThan(0);

    expect((await adapter.profile("empty_cc")).profile.rating).toBeNull();
    expect(await adapter.recentSubmissions("empty_cc", 0)).toEqual({ submissions: [], hasMore: false });
  });

  it("answers an unknown handle with a 302 home, which the adapter reads as not found", async () => {
    const res = await sim.handle(new Request(`${BASE}/users/nobody_here`), "/users/nobody_here", { now: NOW });
    expect(res!.status).toBe(302);
    expect(res!.headers.get("location")).toBe("/");
    expect((await failure(adapter.profile("nobody_here"))).kind).toBe("not_found");
  });

  it("pages a busy account's submissions newest first, 12 to a page, with stable unique ids", async () => {
    let busiest = { handle: "", maxPage: 0 };
    for (const handle of sim.handles()) {
      const res = await sim.handle(new Request(`${BASE}/recent/user?page=0&user_handle=${handle}`), "/recent/user", { now: NOW });
      const { max_page: maxPage } = (await res!.json()) as { max_page: number };
      if (maxPage > busiest.maxPage) busiest = { handle, maxPage };
    }
    const pages = await allSubmissions(adapter, busiest.handle);
    expect(pages).toHaveLength(busiest.maxPage);
    expect(pages.length).toBeGreaterThan(2);
    pages.slice(0, -1).forEach((page) => expect(page).toHaveLength(12));
    const all = pages.flat();
    expect(new Set(all.map((s) => s.externalId)).size).toBe(all.length);
    for (let i = 1; i < all.length; i++) {
      expect(all[i]!.submittedAt.getTime()).toBeLessThanOrEqual(all[i - 1]!.submittedAt.getTime());
      expect(Number(all[i]!.externalId)).toBeLessThan(Number(all[i - 1]!.externalId));
    }
    expect(all.some((s) => s.verdict === "accepted")).toBe(true);
    expect(all.some((s) => s.verdict === "rejected")).toBe(true);
    expect(all.every((s) => s.submittedAt.getTime() <= NOW.getTime() && s.submittedAt.getTime() > NOW.getTime() - 366 * DAY)).toBe(true);
    expect(await adapter.recentSubmissions(busiest.handle, pages.length + 3)).toEqual({ submissions: [], hasMore: false });
  });

  it("serves the problems of a division that ran, none for a parent, and not found for a made-up code", async () => {
    let contests: ContestResult[] = [];
    for (const handle of sim.handles()) if (contests.length === 0) contests = (await adapter.profile(handle)).contests;
    const code = contests
      .filter((c) => /^START\d+[A-D]$/.test(c.externalId) && Number(/\d+/.exec(c.externalId)![0]) % 9 !== 0)
      .at(-1)!.externalId;
    const problems = await adapter.contestProblems(code);
    expect(problems).toHaveLength(6);
    expect(problems[0]!.url).toBe(`https://www.codechef.com/${code}/problems/${problems[0]!.externalId}`);
    expect(await adapter.contestProblems(code.replace(/[A-D]$/, ""))).toEqual([]);
    expect((await failure(adapter.contestProblems("NOTACONTEST"))).kind).toBe("item_missing");
  });

  it("lists the coming Starters, Wednesdays 20:00 IST, and hides their problems until they start", async () => {
    const upcoming = await adapter.upcomingContests();
    expect(upcoming.map((c) => c.externalId)).toEqual(["START251", "START252", "START253", "START254"]);
    expect(upcoming[0]).toMatchObject({
      startTime: new Date("2026-08-12T14:30:00Z"),
      durationMinutes: 120,
      url: "https://www.codechef.com/START251",
    });
    expect(await adapter.contestProblems("START251D")).toEqual([]);
  });

  it("lists a Starters that is running, but not the nine-day long challenge running with it", async () => {
    const during = connect(sim, { now: new Date("2026-08-05T15:00:00Z") });
    const upcoming = await during.adapter.upcomingContests();
    expect(upcoming[0]!.externalId).toBe("START250");
    expect(upcoming.map((c) => c.externalId)).not.toContain("AUG26L");
    const raw = await sim.handle(new Request(`${BASE}/api/list/contests/all`), "/api/list/contests/all", {
      now: new Date("2026-08-05T15:00:00Z"),
    });
    const list = (await raw!.json()) as { present_contests: { contest_code: string; contest_duration: string }[] };
    expect(list.present_contests.map((c) => [c.contest_code, c.contest_duration])).toEqual([
      ["AUG26L", "12960"],
      ["START250", "120"],
    ]);
  });

  it("answers its rate limit as CodeChef does, which the adapter reads as rate_limited", async () => {
    const limited = sim.rateLimited();
    expect(limited.status).toBe(429);
    const send: Send = async () => ({ status: limited.status, headers: limited.headers, text: await limited.text() });
    const error = await failure(createCodeChefAdapter({ send, baseUrl: BASE, now: () => NOW }).profile("empty_cc"));
    expect(error).toMatchObject({ kind: "rate_limited", extra: { retryAfterMs: 60_000 } });
  });

  it("leaves unknown paths to the shell", async () => {
    expect(await sim.handle(new Request(`${BASE}/practice`), "/practice", { now: NOW })).toBeNull();
  });
});

describe("CodeChef's quirks", () => {
  const sim = createCodeChefSim({ seed: 11, users: 40, now: NOW });
  const { adapter } = connect(sim, { now: NOW });

  it("carries the history in Drupal.settings on some pages, with a DSA track, and only in all_rating on others", async () => {
    const layouts = new Set<string>();
    let dsa = 0;
    for (const handle of sim.handles()) {
      const res = await sim.handle(new Request(`${BASE}/users/${handle}`), `/users/${handle}`, { now: NOW });
      const page = await res!.text();
      layouts.add(page.includes("jQuery.extend(Drupal.settings") ? "drupal" : "legacy");
      const { contests } = await adapter.profile(handle);
      dsa += contests.filter((c) => c.externalId.startsWith("DSAC")).length;
      for (const c of contests.filter((x) => x.externalId.startsWith("DSAC")))
        expect(c).toMatchObject({ oldRating: null, newRating: null });
    }
    expect(layouts).toEqual(new Set(["drupal", "legacy"]));
    expect(dsa).toBeGreaterThan(0);
  });

  it("shows partial scores such as (30), which the adapter keeps as partial", async () => {
    const verdicts: Submission[] = [];
    for (const handle of sim.handles().slice(0, 12)) verdicts.push(...(await allSubmissions(adapter, handle).catch(() => [])).flat());
    const partial = verdicts.filter((s) => s.verdict === "partial");
    expect(partial.length).toBeGreaterThan(0);
    for (const s of partial) expect(s.rawVerdict).toMatch(/^partially accepted( \(\d0\))?$/);
  });

  it("refuses the first deep history page of each handle with a long Retry-After, then serves it", async () => {
    const handle = sim.handles()[0]!;
    const deep = async () => adapter.recentSubmissions(handle, 6);
    const error = await failure(deep());
    expect(error).toMatchObject({ kind: "rate_limited", extra: { retryAfterMs: 120_000 } });
    expect((await deep()).submissions.length).toBeGreaterThanOrEqual(0);
    expect((await adapter.recentSubmissions(handle, 0)).submissions.length).toBeGreaterThan(0);
  });

  it("redirects another letter case and a former handle to the user's page, which the adapter follows", async () => {
    const handle = sim.handles()[3]!;
    const res = await sim.handle(new Request(`${BASE}/users/${handle.toUpperCase()}`), `/users/${handle.toUpperCase()}`, { now: NOW });
    expect(res!.status).toBe(302);
    expect(res!.headers.get("location")).toBe(`/users/${handle}`);
    expect((await adapter.profile(handle.toUpperCase())).profile.handle).toBe(handle);
    expect((await adapter.profile(`${handle}_old`)).profile.handle).toBe(handle);
  });

  it("renames the first user five minutes after it starts: the old handle then lands on the new page", async () => {
    const renamed = sim.handles()[0]!;
    expect((await connect(sim, { now: new Date(NOW.getTime() + 4 * MINUTE) }).adapter.profile(renamed)).profile.handle).toBe(renamed);
    const later = connect(sim, { now: new Date(NOW.getTime() + 6 * MINUTE) }).adapter;
    expect((await later.profile(renamed)).profile.handle).toBe(`${renamed}_v2`);
    expect((await later.recentSubmissions(`${renamed}_v2`, 0)).submissions.length).toBeGreaterThan(0);
  });

  it("answers Contest does not exist. for some division codes found in users' histories", async () => {
    const codes = new Set<string>();
    for (const handle of sim.handles()) for (const c of (await adapter.profile(handle)).contests) codes.add(c.externalId);
    const kinds = new Set<string>();
    for (const code of [...codes].slice(0, 60)) {
      kinds.add(
        await adapter.contestProblems(code).then(
          () => "described",
          (e: unknown) => (e instanceof PlatformError ? e.kind : "other"),
        ),
      );
    }
    expect(kinds).toEqual(new Set(["described", "item_missing"]));
  });
});

describe("determinism and time", () => {
  const snapshot = async (sim: PlatformSim, now: Date) => {
    const { adapter } = connect(sim, { now });
    const out: unknown[] = [];
    for (const handle of sim.handles()) out.push(await adapter.profile(handle), await adapter.recentSubmissions(handle, 0));
    return out;
  };

  it("builds the same world from the same seed, and another from another seed", async () => {
    const a = createCodeChefSim({ seed: 5, users: 10, now: NOW });
    const b = createCodeChefSim({ seed: 5, users: 10, now: NOW });
    const c = createCodeChefSim({ seed: 6, users: 10, now: NOW });
    expect(await snapshot(b, NOW)).toEqual(await snapshot(a, NOW));
    expect(c.handles()).not.toEqual(a.handles());
  });

  it("holds the same submissions and ids whether built up to a time or advanced to it in steps", async () => {
    // The live rename is timed from each simulator's start, so it is left out of this comparison.
    const whole = createCodeChefSim({ seed: 9, users: 15, now: NOW, historyDays: 365, liveRename: false });
    const stepped = createCodeChefSim({ seed: 9, users: 15, now: new Date(NOW.getTime() - 3 * DAY), historyDays: 362, liveRename: false });
    for (let t = NOW.getTime() - 3 * DAY; t <= NOW.getTime(); t += 7 * 3_600_000 + 12_345) stepped.advance(new Date(t));
    stepped.advance(NOW);
    expect(await snapshot(stepped, NOW)).toEqual(await snapshot(whole, NOW));
  });

  it("lets a few active users submit as time moves while most stay idle", async () => {
    const sim = createCodeChefSim({ seed: 3, users: 80, now: NOW });
    const later = new Date(NOW.getTime() + 2 * DAY);
    sim.advance(later);
    const { adapter } = connect(sim, { now: later });
    let moved = 0;
    for (const handle of sim.handles()) {
      const [newest] = (await adapter.recentSubmissions(handle, 0)).submissions;
      if (newest && newest.submittedAt > NOW) moved++;
    }
    expect(moved).toBeGreaterThan(2);
    expect(moved).toBeLessThan(40);
  });

  it("puts a submission made with submit() first on page 0, with the id it returned", async () => {
    const sim = createCodeChefSim({ seed: 4, users: 10, now: NOW });
    const at = new Date(NOW.getTime() + 5 * MINUTE);
    const clock = { now: at };
    const { adapter } = connect(sim, clock);

    const rejected = sim.submit("empty_cc", at, { accepted: false });
    const accepted = sim.submit("EMPTY_CC", new Date(at.getTime() + 1000));
    clock.now = new Date(at.getTime() + 90_000);
    const { submissions } = await adapter.recentSubmissions("empty_cc", 0);
    expect(submissions.map((s) => [s.externalId, s.verdict])).toEqual([
      [accepted, "accepted"],
      [rejected, "rejected"],
    ]);
    // "1 min ago" is read back to within the minute the page rounds to.
    const shown = submissions[0]!.submittedAt.getTime() - (at.getTime() + 1000);
    expect(shown).toBeGreaterThanOrEqual(0);
    expect(shown).toBeLessThan(MINUTE);
    expect(Number(accepted)).toBeGreaterThan(Number(rejected));
    expect(() => sim.submit("nobody_here", at)).toThrow(/nobody_here/);
  });

  it("writes times in IST that the adapter reads back to the same instant", () => {
    const instants = [
      "2026-03-31T18:45:00Z",
      "2026-03-31T18:29:00Z",
      "2025-12-31T18:30:00Z",
      "2026-08-12T06:30:00Z",
      "2024-02-29T20:00:00Z",
    ];
    for (const iso of instants) {
      const t = Date.parse(iso);
      expect(parseSubmissionTime(istRowTime(t), NOW)?.at.toISOString()).toBe(new Date(t).toISOString());
      expect(parseSubmissionTime(istDateTime(t), NOW)?.at.toISOString()).toBe(new Date(t).toISOString());
    }
    // 18:45 UTC on 31 March is already 00:15 on 1 April in India.
    expect(istRowTime(Date.parse("2026-03-31T18:45:00Z"))).toBe("12:15 AM 01/04/26");
    expect(istDateTime(Date.parse("2026-03-31T18:45:00Z"))).toBe("2026-04-01 00:15:00");
  });
});

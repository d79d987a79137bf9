import { createLeetCodeAdapter } from "@/server/platforms/leetcode/adapter";
import { recentListOverflowed } from "@/server/platforms/leetcode/gaps";
import { PlatformError, type Send, type UpstreamRequest } from "@/server/platforms/types";

import { createLeetCodeSim } from "./leetcode";
import type { PlatformSim } from "./types";
import { HOUR, DAY } from "@/lib/time";

const BASE = "http://sim.test/leetcode/graphql";
const NOW = new Date("2025-03-10T12:00:00Z");

/** The adapter talking straight to the simulator, the clock movable by the test. */
function connect(sim: PlatformSim, options: { edit?: (headers: Record<string, string>) => void } = {}) {
  let now = NOW;
  const requests: UpstreamRequest[] = [];
  const send: Send = async (req) => {
    requests.push(req);
    const headers = { ...req.headers };
    options.edit?.(headers);
    const res = await sim.handle(new Request(req.url, { method: req.method, headers, body: req.body }), "", { now });
    if (!res) throw new Error("the simulator did not answer");
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  const adapter = createLeetCodeAdapter({ send, baseUrl: BASE, now: () => now });
  return { adapter, requests, setNow: (d: Date) => (now = d) };
}

const post = (sim: PlatformSim, body: unknown, headers: Record<string, string> = { referer: "https://leetcode.com" }) =>
  sim.handle(
    new Request(BASE, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) }),
    "",
    { now: NOW },
  );

const graphql = async (sim: PlatformSim, query: string, variables: Record<string, unknown> = {}) => {
  const res = await post(sim, { query, variables });
  if (!res) throw new Error("the simulator did not answer");
  return { status: res.status, body: await res.json() };
};

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PlatformError) return error;
    throw error;
  }
  throw new Error("expected a PlatformError");
}

const newSim = (seed = 7) => createLeetCodeSim({ seed, users: 30, now: NOW });

describe("the world", () => {
  const sim = newSim();

  it("lists its users in a stable order, with the special accounts", () => {
    const handles = sim.handles();
    expect(handles).toHaveLength(32);
    expect(handles).toEqual(expect.arrayContaining(["unrated_lc", "empty_lc"]));
    expect(new Set(handles.map((h) => h.toLowerCase())).size).toBe(32);
    expect(newSim().handles()).toEqual(handles);
    expect(newSim(8).handles()).not.toEqual(handles);
  });

  it("is the same for the same seed, whatever order it is asked in", async () => {
    const a = connect(newSim()).adapter;
    const b = connect(newSim()).adapter;
    const handles = sim.handles().slice(0, 3);
    const viaA = await Promise.all(handles.map((h) => a.recentSubmissions(h)));
    const viaB = await Promise.all([...handles].reverse().map((h) => b.recentSubmissions(h)));
    expect(viaB.reverse()).toEqual(viaA);
    expect(await b.profile(handles[0]!)).toEqual(await a.profile(handles[0]!));
    expect(await b.contestHistory(handles[0]!)).toEqual(await a.contestHistory(handles[0]!));
  });

  it("gives a moved clock the same submissions however it got there", async () => {
    const stepped = newSim();
    const jumped = newSim();
    const handle = stepped.handles()[0]!;
    await connect(stepped).adapter.profile(handle);
    for (let h = 6; h <= 48; h += 6) stepped.advance(new Date(NOW.getTime() + h * HOUR));
    jumped.advance(new Date(NOW.getTime() + 48 * HOUR));
    const [s, j] = [connect(stepped).adapter, connect(jumped).adapter];
    expect(await s.recentSubmissions(handle)).toEqual(await j.recentSubmissions(handle));
    expect((await s.profile(handle)).calendar).toEqual((await j.profile(handle)).calendar);
  });

  it("keeps submissions within the history window and the calendar consistent with the list", async () => {
    const { adapter } = connect(sim);
    const oldest = new Date(NOW.getTime() - 365 * DAY).toISOString().slice(0, 10);
    for (const handle of sim.handles().slice(0, 5)) {
      const { calendar } = await adapter.profile(handle);
      const list = await adapter.recentSubmissions(handle);
      expect(list.length).toBeLessThanOrEqual(20);
      for (const day of Object.keys(calendar)) expect(day >= oldest && day <= "2025-03-10").toBe(true);
      const listed: Record<string, number> = {};
      for (const s of list) listed[s.submittedAt.toISOString().slice(0, 10)] = (listed[s.submittedAt.toISOString().slice(0, 10)] ?? 0) + 1;
      for (const [day, n] of Object.entries(listed)) expect(calendar[day]).toBeGreaterThanOrEqual(n);
    }
  });

  it("has a very active user, and most users quieter", async () => {
    const { adapter } = connect(sim);
    const totals = await Promise.all(
      sim.handles().map(async (h) => Object.values((await adapter.profile(h)).calendar).reduce((a, b) => a + b, 0)),
    );
    expect(totals[0]).toBeGreaterThan(2_000);
    expect(totals.filter((t) => t < 100).length).toBeGreaterThan(totals.length / 2);
  });
});

describe("the adapter against the simulator", () => {
  const sim = newSim();
  const grinder = sim.handles()[0]!;

  it("reads a rated user: canonical handle, rating, best rating, history oldest first", async () => {
    const { adapter } = connect(sim);
    const profile = await adapter.profile(grinder.toUpperCase());
    const history = await adapter.contestHistory(grinder);

    expect(profile.handle).toBe(grinder);
    expect(profile.rating).not.toBeNull();
    expect(history.length).toBeGreaterThan(10);
    expect(history.at(-1)!.newRating).toBe(profile.rating);
    expect(profile.maxRating).toBe(Math.max(...history.map((h) => h.newRating!)));
    expect(history[0]!.oldRating).toBeNull();
    history.slice(1).forEach((h, i) => expect(h.oldRating).toBe(history[i]!.newRating));
    expect(history.map((h) => h.date.getTime())).toEqual([...history.map((h) => h.date.getTime())].sort((a, b) => a - b));
    expect(history[0]!.url).toBe(`https://leetcode.com/contest/${history[0]!.externalId}`);
    expect(history[0]!.externalId).toMatch(/^(bi)?weekly-contest-\d+$/);
    expect(profile.solved.Easy! + profile.solved.Medium! + profile.solved.Hard!).toBeGreaterThan(0);
  });

  it("reads unrated_lc as unrated with submissions, and empty_lc as having none", async () => {
    const { adapter } = connect(sim);
    expect(await adapter.profile("unrated_lc")).toMatchObject({ rating: null, maxRating: null, rank: null });
    expect(await adapter.contestHistory("unrated_lc")).toEqual([]);
    expect((await adapter.recentSubmissions("unrated_lc")).length).toBeGreaterThan(0);
    expect(await adapter.recentSubmissions("empty_lc")).toEqual([]);
    expect(await adapter.profile("empty_lc")).toMatchObject({ calendar: {}, solved: { Easy: 0, Medium: 0, Hard: 0 } });
  });

  it("answers an unknown user the way LeetCode does, and the adapter reads it as not found", async () => {
    const { status, body } = await graphql(
      sim,
      "query getUserProfile($username: String!) {\n  matchedUser(username: $username) { username }\n}",
      {
        username: "no_such_user_lc",
      },
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      errors: [
        { message: "That user does not exist.", locations: [{ line: 2, column: 3 }], path: ["matchedUser"], extensions: { handled: true } },
      ],
      data: { matchedUser: null },
    });
    const { adapter } = connect(sim);
    for (const call of [adapter.profile, adapter.contestHistory, adapter.recentSubmissions]) {
      expect(await failure(call("no_such_user_lc"))).toMatchObject({ kind: "not_found", message: "LeetCode handle not found" });
    }
  });

  it("answers all-time totals in submitStatsGlobal and a session's part in submitStats; the adapter reads the former", async () => {
    const grinder = sim.handles()[0]!;
    const { body } = await graphql(
      sim,
      "query q($username: String!) { matchedUser(username: $username) { submitStats { acSubmissionNum { difficulty count } } submitStatsGlobal { acSubmissionNum { difficulty count } } } }",
      { username: grinder },
    );
    type Counts = { acSubmissionNum: { difficulty: string; count: number }[] };
    const all = (stats: Counts) => stats.acSubmissionNum.find((e) => e.difficulty === "All")!.count;
    const user = body.data.matchedUser as { submitStats: Counts; submitStatsGlobal: Counts };
    expect(all(user.submitStats)).toBeLessThan(all(user.submitStatsGlobal));
    const { adapter } = connect(sim);
    const { solved } = await adapter.profile(grinder);
    expect(solved.Easy! + solved.Medium! + solved.Hard!).toBe(all(user.submitStatsGlobal));
  });

  it("answers solves per tag in tagProblemCounts' three tiers, only tags with a solve; the adapter reads them", async () => {
    const grinder = sim.handles()[0]!;
    const { adapter } = connect(sim);
    const profile = await adapter.profile(grinder);
    const total = profile.solved.Easy! + profile.solved.Medium! + profile.solved.Hard!;
    const counts = Object.values(profile.solvedByTag);
    expect(counts.length).toBeGreaterThan(5);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...counts)).toBeLessThanOrEqual(total);
  });

  it("answers a null question for some paid-only slugs that users did submit to", async () => {
    const { adapter } = connect(sim);
    const slugs = new Set<string>();
    for (const handle of sim.handles()) for (const s of await adapter.recentSubmissions(handle)) slugs.add(s.problem.externalId);
    const outcomes = await Promise.all(
      [...slugs].map((slug) =>
        adapter.question(slug).then(
          () => "described",
          (e: unknown) => (e instanceof PlatformError ? e.kind : "other"),
        ),
      ),
    );
    expect(outcomes).toContain("described");
    expect(outcomes).toContain("item_missing");
    expect(outcomes.filter((o) => o !== "described" && o !== "item_missing")).toEqual([]);
  });

  it("serves questions, the daily problem and upcoming contests", async () => {
    const { adapter, setNow } = connect(sim);
    const daily = await adapter.daily();
    expect(daily.date).toBe("2025-03-10");
    expect(daily.questionLink).toBe(`https://leetcode.com/problems/${daily.titleSlug}/`);
    const question = await adapter.question(daily.titleSlug);
    expect(question).toMatchObject({ externalId: daily.titleSlug, difficulty: daily.difficulty, tags: daily.tags });
    expect(["Easy", "Medium", "Hard"]).toContain(question.difficulty);
    expect(await failure(adapter.question("no-such-problem"))).toMatchObject({ kind: "item_missing" });

    setNow(new Date(NOW.getTime() + 3 * HOUR));
    expect((await adapter.daily()).titleSlug).toBe(daily.titleSlug);
    const slugs = new Set([daily.titleSlug]);
    for (let d = 1; d <= 4; d++) {
      setNow(new Date(NOW.getTime() + d * DAY));
      slugs.add((await adapter.daily()).titleSlug);
    }
    expect(slugs.size).toBeGreaterThan(1);

    setNow(NOW);
    const upcoming = await adapter.upcomingContests();
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    for (const c of upcoming) {
      expect(c.startTime.getTime()).toBeGreaterThan(NOW.getTime());
      expect(c.durationMinutes).toBe(90);
      expect(c.url).toBe(`https://leetcode.com/contest/${c.externalId}`);
    }
    expect(upcoming.map((c) => c.startTime.getTime())).toEqual([...upcoming.map((c) => c.startTime.getTime())].sort((a, b) => a - b));
    expect(upcoming.find((c) => c.externalId.startsWith("weekly"))!.startTime.toISOString()).toBe("2025-03-16T02:30:00.000Z");
  });

  it("maps the simulator's rate-limit answer to rate_limited", async () => {
    const send: Send = async () => {
      const res = sim.rateLimited();
      return { status: res.status, headers: res.headers, text: await res.text() };
    };
    const adapter = createLeetCodeAdapter({ send, baseUrl: BASE, now: () => NOW });
    expect(await failure(adapter.daily())).toMatchObject({ kind: "rate_limited", extra: { status: 429, retryAfterMs: 10_000 } });
  });
});

describe("the site's CSRF rules", () => {
  const sim = newSim();

  it("refuses a POST without a Referer with the CSRF page, which the adapter reads as blocked", async () => {
    const res = (await post(sim, { query: "{ upcomingContests { title } }" }, {}))!;
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toContain("text/html");
    const page = await res.text();
    expect(page).toContain("CSRF verification failed. Request aborted.");
    expect(page).toContain("requires a &quot;Referer header&quot;");

    const { adapter } = connect(sim, { edit: (h) => delete h.referer });
    expect(await failure(adapter.upcomingContests())).toMatchObject({ kind: "blocked", message: expect.stringContaining("CSRF") });
  });

  it("refuses a Referer from another site", async () => {
    expect((await post(sim, { query: "{ upcomingContests { title } }" }, { referer: "https://example.com/" }))!.status).toBe(403);
  });

  it("sets a csrftoken that the adapter sends back in the cookie and x-csrftoken", async () => {
    const { adapter, requests } = connect(sim);
    await adapter.daily();
    await adapter.upcomingContests();
    await adapter.profile("unrated_lc");

    expect(requests[0]!.headers).not.toHaveProperty("cookie");
    const token = (requests[1]!.headers?.cookie ?? "").replace(/^csrftoken=/, "");
    expect(token).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(requests[1]!.headers?.["x-csrftoken"]).toBe(token);
    expect(requests[2]!.headers).toMatchObject({ cookie: `csrftoken=${token}`, "x-csrftoken": token });
  });

  it("refuses a cookie whose token the header does not repeat", async () => {
    const { adapter } = connect(sim, {
      edit: (h) => {
        if (h["x-csrftoken"]) h["x-csrftoken"] = "x";
      },
    });
    await adapter.daily();
    expect(await failure(adapter.daily())).toMatchObject({ kind: "blocked" });
  });
});

describe("GraphQL dispatch", () => {
  const sim = newSim();
  const handle = sim.handles()[1]!;

  it("answers several root fields, aliases and inline arguments in one query", async () => {
    const { status, body } = await graphql(
      sim,
      `{ me: matchedUser(username: "${handle.toUpperCase()}") { username } ac: recentAcSubmissionList(username: "${handle}", limit: 5) { id titleSlug }
         allQuestionsCount { difficulty count } topTwoContests { title } allContests { title } }`,
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.me.username).toBe(handle);
    expect(body.data.ac.length).toBeLessThanOrEqual(5);
    for (const item of body.data.ac) expect(item).toMatchObject({ id: expect.stringMatching(/^\d+$/), statusDisplay: "Accepted" });
    expect(body.data.allQuestionsCount[0]).toEqual({ difficulty: "All", count: 600 });
    expect(body.data.topTwoContests).toHaveLength(2);
    expect(body.data.allContests.length).toBeGreaterThan(70);
  });

  it("keeps the public lists to 20 even when asked for more", async () => {
    const { body } = await graphql(sim, "query ($u: String!) { recentSubmissionList(username: $u, limit: 50) { timestamp } }", {
      u: sim.handles()[0],
    });
    expect(body.data.recentSubmissionList).toHaveLength(20);
    expect(typeof body.data.recentSubmissionList[0].timestamp).toBe("string");
  });

  it("refuses fields it does not know, and bodies that are not GraphQL", async () => {
    expect((await graphql(sim, "{ nonsense { id } }")).status).toBe(400);
    expect((await post(sim, { variables: {} }))!.status).toBe(400);
  });

  it("answers only its own endpoint", async () => {
    expect(await sim.handle(new Request(`${BASE}/other`), "/other", { now: NOW })).toBeNull();
  });
});

describe("submissions between polls", () => {
  it("adds a submission with submit(), newest first, under the id the adapter computes", async () => {
    const sim = newSim();
    const { adapter } = connect(sim);
    const id = sim.submit("empty_lc", new Date(NOW.getTime() + 60_000), { accepted: false });
    const [latest] = await adapter.recentSubmissions("empty_lc");
    expect(latest).toMatchObject({ externalId: id, verdict: "rejected", submittedAt: new Date(NOW.getTime() + 60_000) });
  });

  it("sends a submission to the problem named, when one is", async () => {
    const sim = newSim();
    const { adapter } = connect(sim);
    const slug = "two-sum";
    const id = sim.submit("empty_lc", new Date(NOW.getTime() + 60_000), { accepted: true, problem: slug });
    const [latest] = await adapter.recentSubmissions("empty_lc");
    expect(id.startsWith(`${slug}:`)).toBe(true);
    expect(latest).toMatchObject({ externalId: id, verdict: "accepted", problem: { externalId: slug } });
  });

  it("loses the overflow past 20 for good, and the calendar shows how many were missed", async () => {
    const sim = newSim();
    const { adapter } = connect(sim);
    expect(await adapter.recentSubmissions("empty_lc")).toEqual([]);

    const ids = Array.from({ length: 25 }, (_, i) => sim.submit("empty_lc", new Date(NOW.getTime() + (i + 1) * 60_000)));
    const list = await adapter.recentSubmissions("empty_lc");
    const { calendar } = await adapter.profile("empty_lc");

    expect(list.map((s) => s.externalId)).toEqual(ids.slice(5).reverse());
    // The calendar counts all 25; the list holds the 20 newest.
    expect(calendar).toEqual({ "2025-03-10": 25 });
  });

  it("lets an active user outrun the list when the clock moves, which both checks detect", async () => {
    const sim = newSim();
    const { adapter, setNow } = connect(sim);
    const handle = sim.handles()[0]!;
    let before = await adapter.recentSubmissions(handle);
    let since = NOW;
    for (let day = 1; day <= 10; day++) {
      const now = new Date(NOW.getTime() + day * DAY);
      sim.advance(now);
      setNow(now);
      const after = await adapter.recentSubmissions(handle);
      const { calendar } = await adapter.profile(handle);
      const held = [...before, ...after.filter((s) => !before.some((b) => b.externalId === s.externalId))];
      const counted = Object.entries(calendar)
        .filter(([d]) => d > since.toISOString().slice(0, 10))
        .reduce((n, [, c]) => n + c, 0);
      if (counted > 20) {
        expect(recentListOverflowed(after, new Set(before.map((s) => s.externalId)))).toBe(true);
        // Of the submissions the calendar counts since the last poll's day, the lists hold only the 20 newest.
        const sinceDay = since.toISOString().slice(0, 10);
        expect(held.filter((s) => s.submittedAt.toISOString().slice(0, 10) > sinceDay)).toHaveLength(20);
        return;
      }
      before = after;
      since = now;
    }
    throw new Error("the active user never submitted more than 20 times in a day");
  });
});

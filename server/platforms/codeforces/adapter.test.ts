import { PlatformError, type Send, type UpstreamRequest } from "../types";
import { createCodeforcesAdapter } from "./adapter";
import callLimitExceeded from "./fixtures/call-limit-exceeded.json";
import cloudflare403 from "./fixtures/cloudflare-403.json";
import contestList from "./fixtures/contest-list.json";
import html200 from "./fixtures/html-200.json";
import malformedJson from "./fixtures/malformed-json.json";
import problemsetProblems from "./fixtures/problemset-problems.json";
import unavailable503 from "./fixtures/unavailable-503.json";
import userInfoNotFound from "./fixtures/user-info-not-found.json";
import userInfoOk from "./fixtures/user-info-ok.json";
import userInfoUnrated from "./fixtures/user-info-unrated.json";
import userRatingNotFound from "./fixtures/user-rating-not-found.json";
import userRatingOk from "./fixtures/user-rating-ok.json";
import userStatusEmpty from "./fixtures/user-status-empty.json";
import userStatusPage from "./fixtures/user-status-page.json";

type Fixture = { status: number; headers: Record<string, string>; body: unknown };

const BASE = "http://sim.test/codeforces/api";

/** Answers each call with the next fixture and records the URLs asked for. */
function scripted(...fixtures: Fixture[]) {
  const requests: UpstreamRequest[] = [];
  const send: Send = async (req) => {
    requests.push(req);
    const fixture = fixtures[Math.min(requests.length - 1, fixtures.length - 1)]!;
    const text = typeof fixture.body === "string" ? fixture.body : JSON.stringify(fixture.body);
    return { status: fixture.status, headers: new Headers(fixture.headers), text };
  };
  const adapter = createCodeforcesAdapter({ send, baseUrl: `${BASE}/`, now: () => new Date("2026-08-01T00:00:00Z") });
  return { adapter, requests, urls: () => requests.map((r) => r.url) };
}

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PlatformError) return error;
    throw error;
  }
  throw new Error("expected a PlatformError");
}

describe("userInfo", () => {
  it("normalises profiles and asks for all handles in one call", async () => {
    const { adapter, urls } = scripted(userInfoOk);
    const { profiles, missing } = await adapter.userInfo(["alice_01", "DarkKnight_99"]);

    expect(urls()).toEqual([`${BASE}/user.info?handles=alice_01;DarkKnight_99`]);
    expect(missing).toEqual([]);
    expect(profiles).toEqual([
      {
        platform: "codeforces",
        handle: "Alice_01",
        displayName: "Alice Chen",
        rating: 1612,
        maxRating: 1745,
        rank: "expert",
        avatarUrl: "https://userpic.codeforces.org/2871043/avatar/3e7d1c9a0b2f4e68.jpg",
        lastOnlineAt: new Date(1717000000 * 1000),
      },
      expect.objectContaining({ handle: "darkKnight_99", displayName: null, rating: 2104, rank: "master" }),
    ]);
  });

  it("leaves rating, max rating and rank null for an unrated account", async () => {
    const { adapter } = scripted(userInfoUnrated);
    const { profiles } = await adapter.userInfo(["fresh_coder"]);
    expect(profiles).toEqual([
      expect.objectContaining({
        handle: "fresh_Coder",
        rating: null,
        maxRating: null,
        rank: null,
        lastOnlineAt: new Date(1716000000 * 1000),
      }),
    ]);
  });

  it("drops an unknown handle from a batch, reports it missing and asks again for the rest", async () => {
    const { adapter, urls } = scripted(userInfoNotFound, userInfoOk);
    const result = await adapter.userInfo(["Alice_01", "GHOST_USER_404", "darkKnight_99"]);

    expect(urls()).toEqual([
      `${BASE}/user.info?handles=Alice_01;GHOST_USER_404;darkKnight_99`,
      `${BASE}/user.info?handles=Alice_01;darkKnight_99`,
    ]);
    expect(result.missing).toEqual(["GHOST_USER_404"]);
    expect(result.profiles.map((p) => p.handle)).toEqual(["Alice_01", "darkKnight_99"]);
  });

  it("returns no profiles when the only handle is unknown", async () => {
    const { adapter, urls } = scripted(userInfoNotFound);
    expect(await adapter.userInfo(["ghost_user_404"])).toEqual({ profiles: [], missing: ["ghost_user_404"], renamed: [] });
    expect(urls()).toHaveLength(1);
  });

  it("makes no call for an empty list and splits long lists into batches of 100", async () => {
    const empty = scripted(userInfoOk);
    expect(await empty.adapter.userInfo([])).toEqual({ profiles: [], missing: [], renamed: [] });
    expect(empty.requests).toHaveLength(0);

    const many = scripted(userInfoUnrated);
    await many.adapter.userInfo(Array.from({ length: 250 }, (_, i) => `user${i}`));
    expect(many.urls().map((u) => new URL(u).searchParams.get("handles")!.split(";").length)).toEqual([100, 100, 50]);
  });
});

describe("userRating", () => {
  it("returns contests oldest first with a null old rating on the first", async () => {
    const { adapter, urls } = scripted(userRatingOk);
    const contests = await adapter.userRating("Alice_01");

    expect(urls()).toEqual([`${BASE}/user.rating?handle=Alice_01`]);
    expect(contests.map((c) => [c.externalId, c.oldRating, c.newRating])).toEqual([
      ["1901", null, 412],
      ["1915", 412, 903],
      ["1950", 1540, 1612],
    ]);
    expect(contests[2]).toEqual({
      platform: "codeforces",
      externalId: "1950",
      name: "Codeforces Round 937 (Div. 4)",
      url: "https://codeforces.com/contest/1950",
      date: new Date(1711990000 * 1000),
      rank: 812,
      oldRating: 1540,
      newRating: 1612,
    });
  });

  it("says the handle was not found, without retrying", async () => {
    const { adapter, urls } = scripted(userRatingNotFound);
    const error = await failure(adapter.userRating("ghost_user_404"));
    expect(error).toMatchObject({
      kind: "not_found",
      message: "Codeforces handle not found",
      extra: { handle: "ghost_user_404", status: 400 },
    });
    expect(error.transient).toBe(false);
    expect(urls()).toHaveLength(1);
  });
});

describe("userStatus", () => {
  it("normalises a page of submissions, newest first", async () => {
    const { adapter, urls } = scripted(userStatusPage);
    const page = await adapter.userStatus("Alice_01", 1, 4);

    expect(urls()).toEqual([`${BASE}/user.status?handle=Alice_01&from=1&count=4`]);
    expect(page.hasMore).toBe(true);
    const [judging, contestReject, practiceAccept, acmsguru] = page.submissions;
    expect(judging).toMatchObject({ externalId: "255000123", verdict: "pending", rawVerdict: "TESTING", duringContest: false });
    expect(contestReject).toEqual({
      platform: "codeforces",
      externalId: "255000001",
      problem: {
        platform: "codeforces",
        externalId: "1950C",
        name: "Clock Conversion",
        url: "https://codeforces.com/contest/1950/problem/C",
        difficulty: null,
        rating: 1100,
        tags: ["implementation", "math"],
        contestExternalId: "1950",
        index: "C",
      },
      verdict: "rejected",
      rawVerdict: "WRONG_ANSWER",
      submittedAt: new Date(1711984000 * 1000),
      duringContest: true,
      final: true,
    });
    expect(practiceAccept).toMatchObject({ verdict: "accepted", duringContest: false });
    expect(practiceAccept!.problem).toMatchObject({ externalId: "1941D1", rating: null, index: "D1" });
    expect(acmsguru!.problem).toMatchObject({
      externalId: "acmsguru100",
      url: "https://codeforces.com/problemsets/acmsguru/problem/99999/100",
      contestExternalId: null,
    });
  });

  it("says there is no older page when the page is not full", async () => {
    const { adapter } = scripted(userStatusPage);
    expect((await adapter.userStatus("Alice_01", 1, 100)).hasMore).toBe(false);
  });

  it("returns an empty page for an account with no submissions", async () => {
    const { adapter } = scripted(userStatusEmpty);
    expect(await adapter.userStatus("empty_cf", 1, 50)).toEqual({ submissions: [], hasMore: false });
  });

  it("throws not found for an unknown handle", async () => {
    const { adapter } = scripted(userRatingNotFound);
    expect(await failure(adapter.userStatus("ghost_user_404", 1, 10))).toMatchObject({
      kind: "not_found",
      message: "Codeforces handle not found",
    });
  });
});

const okJson = (result: unknown): Fixture => ({
  status: 200,
  headers: { "content-type": "application/json" },
  body: { status: "OK", result },
});

/** One submission as user.status sends it, with only what the verdict depends on varying. */
const submissionJson = (id: number, verdict: string | undefined, testset: string) => ({
  id,
  contestId: 2001,
  creationTimeSeconds: 1785000000 + id,
  relativeTimeSeconds: 600,
  problem: { contestId: 2001, index: "A1", name: "Easy Version", type: "PROGRAMMING", tags: [] },
  author: { contestId: 2001, members: [{ handle: "Alice_01" }], participantType: "CONTESTANT", ghost: false },
  programmingLanguage: "GNU C++17",
  ...(verdict !== undefined ? { verdict } : {}),
  testset,
  passedTestCount: 3,
  timeConsumedMillis: 15,
  memoryConsumedBytes: 0,
});

describe("verdicts that can still change", () => {
  it("treats judging as pending and a pass on pretests as a solve that is not final yet", async () => {
    const { adapter } = scripted(
      okJson([
        submissionJson(6, "SUBMITTED", "TESTS"),
        submissionJson(5, undefined, "TESTS"),
        submissionJson(4, "TESTING", "TESTS"),
        submissionJson(3, "OK", "PRETESTS"),
        submissionJson(2, "OK", "TESTS"),
        submissionJson(1, "WRONG_ANSWER", "PRETESTS"),
      ]),
    );
    const { submissions } = await adapter.userStatus("Alice_01", 1, 10);
    expect(submissions.map((s) => [s.rawVerdict, s.verdict, s.final])).toEqual([
      ["SUBMITTED", "pending", false],
      ["TESTING", "pending", false],
      ["TESTING", "pending", false],
      ["OK", "accepted", false],
      ["OK", "accepted", true],
      ["WRONG_ANSWER", "rejected", true],
    ]);
    expect(submissions[0]!.problem).toMatchObject({ externalId: "2001A1", index: "A1", rating: null });
  });

  it("stops counting a pass once it is hacked or skipped", async () => {
    const { adapter } = scripted(okJson([submissionJson(2, "CHALLENGED", "TESTS"), submissionJson(1, "SKIPPED", "TESTS")]));
    const { submissions } = await adapter.userStatus("Alice_01", 1, 10);
    expect(submissions.map((s) => [s.verdict, s.final])).toEqual([
      ["rejected", true],
      ["rejected", true],
    ]);
  });

  it("lists the contests that are FINISHED", async () => {
    const { adapter, urls } = scripted(
      okJson([
        { id: 2003, name: "Round 3", type: "CF", phase: "BEFORE", frozen: false, durationSeconds: 7200, startTimeSeconds: 1786000000 },
        { id: 2002, name: "Round 2", type: "CF", phase: "SYSTEM_TEST", frozen: false, durationSeconds: 7200, startTimeSeconds: 1785000000 },
        { id: 2001, name: "Round 1", type: "CF", phase: "FINISHED", frozen: false, durationSeconds: 7200, startTimeSeconds: 1784000000 },
      ]),
    );
    expect([...(await adapter.finishedContests())]).toEqual(["2001"]);
    expect(urls()).toEqual([`${BASE}/contest.list?gym=false`]);
  });
});

describe("renames", () => {
  it("pairs an old handle with the new one user.info answers under", async () => {
    const user = (handle: string) => ({ handle, lastOnlineTimeSeconds: 1785000000, registrationTimeSeconds: 1600000000 });
    const { adapter } = scripted(okJson([user("Alice_01"), user("NewName"), user("Bob")]));
    const { profiles, renamed } = await adapter.userInfo(["alice_01", "OldName", "bob"]);
    expect(profiles.map((p) => p.handle)).toEqual(["Alice_01", "NewName", "Bob"]);
    expect(renamed).toEqual([{ from: "OldName", to: "NewName" }]);
  });
});

describe("problemset", () => {
  it("returns every problem with real-site links, rating null where Codeforces has none", async () => {
    const { adapter, urls } = scripted(problemsetProblems);
    const problems = await adapter.problemset();

    expect(urls()).toEqual([`${BASE}/problemset.problems`]);
    expect(problems.map((p) => [p.externalId, p.rating])).toEqual([
      ["2254B", null],
      ["2254A", null],
      ["1950C", 1100],
      ["1941D1", 1200],
      ["1A", 1000],
    ]);
    expect(problems[4]).toMatchObject({ url: "https://codeforces.com/contest/1/problem/A", contestExternalId: "1", tags: ["math"] });
  });
});

describe("upcomingContests", () => {
  it("keeps contests before their start, soonest first, linked to the real site", async () => {
    const { adapter, urls } = scripted(contestList);
    const contests = await adapter.upcomingContests();

    expect(urls()).toEqual([`${BASE}/contest.list?gym=false`]);
    expect(contests).toEqual([
      {
        platform: "codeforces",
        externalId: "2257",
        name: "Educational Codeforces Round 182 (Rated for Div. 2)",
        url: "https://codeforces.com/contests/2257",
        startTime: new Date(1786977300 * 1000),
        durationMinutes: 120,
      },
      expect.objectContaining({ externalId: "2260", url: "https://codeforces.com/contests/2260", durationMinutes: 150 }),
    ]);
  });
});

describe("failures", () => {
  const cases: [string, string, Fixture, string, number][] = [
    ["Call limit exceeded", "rate_limited", callLimitExceeded, "Codeforces is rate limiting us; we will try again shortly", 400],
    ["a Cloudflare page", "blocked", cloudflare403, "Codeforces is blocking us (HTTP 403)", 403],
    ["a web page with HTTP 200", "blocked", html200, "Codeforces answered with a web page instead of data (HTTP 200)", 200],
    ["HTTP 503", "upstream_down", unavailable503, "Codeforces is unavailable (HTTP 503)", 503],
    ["a truncated body", "bad_shape", malformedJson, "Codeforces sent data we could not read", 200],
  ];

  it.each(cases)("maps %s to %s", async (_label, kind, fixture, message, status) => {
    const { adapter } = scripted(fixture);
    const error = await failure(adapter.userInfo(["Alice_01"]));
    expect(error).toMatchObject({ platform: "codeforces", kind, message, extra: expect.objectContaining({ status }) });
  });

  it("asks to wait two seconds after Call limit exceeded, and honours Retry-After on 429", async () => {
    expect((await failure(scripted(callLimitExceeded).adapter.userRating("a"))).extra.retryAfterMs).toBe(2000);
    const tooMany = { status: 429, headers: { "retry-after": "7" }, body: "Too Many Requests" };
    expect(await failure(scripted(tooMany).adapter.userRating("a"))).toMatchObject({ kind: "rate_limited", extra: { retryAfterMs: 7000 } });
  });

  it("treats an answer that does not fit the schema as bad shape", async () => {
    const wrong = { status: 200, headers: {}, body: { status: "OK", result: [{ handle: "Alice_01", rating: "high" }] } };
    expect(await failure(scripted(wrong).adapter.userInfo(["Alice_01"]))).toMatchObject({ kind: "bad_shape" });
    const notEnvelope = { status: 200, headers: {}, body: { users: [] } };
    expect(await failure(scripted(notEnvelope).adapter.userInfo(["Alice_01"]))).toMatchObject({ kind: "bad_shape" });
  });

  it("passes other refusals on in the user's words, without retrying them", async () => {
    const refused = {
      status: 400,
      headers: {},
      body: { status: "FAILED", comment: "contestId: You have to be authenticated to use this method" },
    };
    const error = await failure(scripted(refused).adapter.upcomingContests());
    expect(error).toMatchObject({
      kind: "bad_shape",
      message: "Codeforces refused the request: contestId: You have to be authenticated to use this method",
    });
    expect(error.transient).toBe(false);
  });

  it("does not swallow a batch failure that is not about a handle", async () => {
    const { adapter, urls } = scripted(userInfoNotFound, callLimitExceeded);
    expect(await failure(adapter.userInfo(["Alice_01", "ghost_user_404"]))).toMatchObject({ kind: "rate_limited" });
    expect(urls()).toHaveLength(2);
  });
});

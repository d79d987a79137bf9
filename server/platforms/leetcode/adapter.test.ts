import { PlatformError, type Send, type UpstreamRequest } from "../types";
import { createLeetCodeAdapter } from "./adapter";
import cloudflare403 from "./fixtures/cloudflare-403.json";
import contestHistory from "./fixtures/contest-history.json";
import csrfRefused403 from "./fixtures/csrf-refused-403.json";
import daily from "./fixtures/daily.json";
import malformedJson from "./fixtures/malformed-json.json";
import profileNoContests from "./fixtures/profile-no-contests.json";
import profileOk from "./fixtures/profile-ok.json";
import profileUnknownUser from "./fixtures/profile-unknown-user.json";
import questionOk from "./fixtures/question.json";
import questionUnknown from "./fixtures/question-unknown.json";
import rateLimited429 from "./fixtures/rate-limited-429.json";
import recentEmpty from "./fixtures/recent-empty.json";
import recentSubmissions from "./fixtures/recent-submissions.json";
import unavailable503 from "./fixtures/unavailable-503.json";
import upcomingContests from "./fixtures/upcoming-contests.json";

type Fixture = { status: number; headers: Record<string, string>; body: unknown };

const BASE = "http://sim.test/leetcode/graphql";
const NOW = new Date("2024-06-05T00:00:00Z");

/** Answers each call with the next fixture and records what was sent. */
function scripted(...fixtures: Fixture[]) {
  const requests: UpstreamRequest[] = [];
  const send: Send = async (req) => {
    requests.push(req);
    const fixture = fixtures[Math.min(requests.length - 1, fixtures.length - 1)]!;
    const text = typeof fixture.body === "string" ? fixture.body : JSON.stringify(fixture.body);
    return { status: fixture.status, headers: new Headers(fixture.headers), text };
  };
  const adapter = createLeetCodeAdapter({ send, baseUrl: BASE, now: () => NOW });
  return { adapter, requests, bodies: () => requests.map((r) => JSON.parse(r.body!)) };
}

/** A fixture with its body changed (to vary one field of a recorded shape). */
const edited = (fixture: Fixture, edit: (body: any) => void): Fixture => {
  const copy = structuredClone(fixture);
  edit(copy.body);
  return copy;
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

describe("requests", () => {
  it("makes no call until asked, then POSTs the query to the base URL with the site's headers", async () => {
    const { adapter, requests, bodies } = scripted(profileOk);
    expect(requests).toHaveLength(0);

    await adapter.profile("alice_chen");

    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req).toMatchObject({ url: BASE, method: "POST" });
    expect(req!.headers).toMatchObject({
      "content-type": "application/json",
      origin: "https://leetcode.com",
      referer: "https://leetcode.com",
      "user-agent": expect.stringMatching(/^Mozilla\/5\.0 .*Chrome\//),
    });
    expect(req!.headers).not.toHaveProperty("cookie");
    expect(bodies()[0]).toEqual({
      query: expect.stringContaining("matchedUser(username: $username)"),
      variables: { username: "alice_chen" },
      operationName: "userProfile",
    });
  });

  it("mirrors the csrftoken of the latest response in the cookie and x-csrftoken", async () => {
    const rotated = {
      ...profileOk,
      headers: { ...profileOk.headers, "set-cookie": "csrftoken=NewToken0123456789abcdefABCDEF0123; Path=/; Secure" },
    };
    const { adapter, requests } = scripted(profileOk, rotated, recentEmpty);

    await adapter.profile("alice_chen");
    await adapter.profile("alice_chen");
    await adapter.recentSubmissions("alice_chen");

    const first = profileOk.headers["set-cookie"].match(/csrftoken=([^;]+)/)![1];
    expect(requests[1]!.headers).toMatchObject({ cookie: `csrftoken=${first}`, "x-csrftoken": first });
    expect(requests[2]!.headers).toMatchObject({
      cookie: "csrftoken=NewToken0123456789abcdefABCDEF0123",
      "x-csrftoken": "NewToken0123456789abcdefABCDEF0123",
    });
  });

  it("asks for the 20 newest submissions", async () => {
    const { adapter, bodies } = scripted(recentEmpty);
    await adapter.recentSubmissions("alice_chen");
    expect(bodies()[0].variables).toEqual({ username: "alice_chen", limit: 20 });
  });
});

describe("profile", () => {
  it("normalises a rated user", async () => {
    const { adapter } = scripted(profileOk);
    expect(await adapter.profile("alice_chen")).toEqual({
      platform: "leetcode",
      handle: "Alice_Chen",
      displayName: "Alice Chen",
      rating: 1912,
      maxRating: 1958,
      rank: "Knight",
      avatarUrl: "https://assets.leetcode.com/users/avatars/avatar_1688412345.png",
      lastOnlineAt: null,
      solved: { Easy: 160, Medium: 208, Hard: 44 },
      solvedByTag: {},
      calendar: { "2024-06-01": 3, "2024-06-02": 5, "2024-06-03": 1, "2024-06-04": 2 },
    });
  });

  it("reads solved counts by difficulty, whatever their order", async () => {
    const reordered = edited(profileOk, (body) => body.data.matchedUser.submitStats.acSubmissionNum.reverse());
    const { adapter } = scripted(reordered);
    expect((await adapter.profile("alice_chen")).solved).toEqual({ Easy: 160, Medium: 208, Hard: 44 });
  });

  it("takes all-time solved counts from submitStatsGlobal, not the session-only submitStats", async () => {
    const withGlobal = edited(profileOk, (body) => {
      // The session's counts are smaller than the all-time ones; the profile must show the latter.
      body.data.matchedUser.submitStats.acSubmissionNum = [
        { difficulty: "All", count: 12, submissions: 20 },
        { difficulty: "Easy", count: 10, submissions: 15 },
        { difficulty: "Medium", count: 2, submissions: 5 },
        { difficulty: "Hard", count: 0, submissions: 0 },
      ];
      body.data.matchedUser.submitStatsGlobal = {
        acSubmissionNum: [
          { difficulty: "All", count: 347, submissions: 612 },
          { difficulty: "Easy", count: 141, submissions: 230 },
          { difficulty: "Medium", count: 171, submissions: 301 },
          { difficulty: "Hard", count: 35, submissions: 81 },
        ],
      };
    });
    const { adapter, bodies } = scripted(withGlobal);
    expect((await adapter.profile("alice_chen")).solved).toEqual({ Easy: 141, Medium: 171, Hard: 35 });
    expect(bodies()[0].query).toMatch(/submitStatsGlobal\s*\{\s*acSubmissionNum/);
  });

  it("gives a user with no contests no rating, no best rating and no badge", async () => {
    const { adapter } = scripted(profileNoContests);
    expect(await adapter.profile("bo_quiet")).toMatchObject({
      handle: "bo_quiet",
      displayName: null,
      rating: null,
      maxRating: null,
      rank: null,
      solved: { Easy: 3, Medium: 0, Hard: 0 },
      calendar: {},
    });
  });

  it("reads an unknown user (HTTP 200 with errors) as not found", async () => {
    const { adapter } = scripted(profileUnknownUser);
    const error = await failure(adapter.profile("nobody_here"));
    expect(error).toMatchObject({
      platform: "leetcode",
      kind: "not_found",
      message: "LeetCode handle not found",
      extra: { handle: "nobody_here" },
    });
    expect(error.transient).toBe(false);
  });

  it("reads matchedUser null without errors as not found", async () => {
    const { adapter } = scripted(edited(profileUnknownUser, (body) => delete body.errors));
    expect(await failure(adapter.profile("nobody_here"))).toMatchObject({ kind: "not_found" });
  });

  it("rejects a calendar that is not a JSON object", async () => {
    const { adapter } = scripted(edited(profileOk, (body) => (body.data.matchedUser.submissionCalendar = "{not json")));
    expect(await failure(adapter.profile("alice_chen"))).toMatchObject({ kind: "bad_shape" });
  });
});

describe("contestHistory", () => {
  it("keeps attended contests, oldest first, chaining old ratings", async () => {
    const { adapter } = scripted(contestHistory);
    const results = await adapter.contestHistory("alice_chen");

    expect(results.map((r) => r.externalId)).toEqual(["weekly-contest-398", "weekly-contest-400", "biweekly-contest-132"]);
    expect(results[0]).toEqual({
      platform: "leetcode",
      externalId: "weekly-contest-398",
      name: "Weekly Contest 398",
      url: "https://leetcode.com/contest/weekly-contest-398",
      date: new Date((1716085800 + 2950) * 1000),
      rank: 8210,
      oldRating: null,
      newRating: 1532,
    });
    expect(results.map((r) => [r.oldRating, r.newRating, r.rank])).toEqual([
      [null, 1532, 8210],
      [1532, 1684, 4210],
      [1684, 1650, 6120],
    ]);
  });

  it("gives an empty history when the site sends null", async () => {
    const { adapter } = scripted(edited(contestHistory, (body) => (body.data.userContestRankingHistory = null)));
    expect(await adapter.contestHistory("alice_chen")).toEqual([]);
  });
});

describe("recentSubmissions", () => {
  it("normalises the list, newest first, with slug:timestamp ids and mapped verdicts", async () => {
    const { adapter } = scripted(recentSubmissions);
    const list = await adapter.recentSubmissions("alice_chen");

    expect(list.map((s) => [s.externalId, s.verdict, s.rawVerdict])).toEqual([
      ["maximum-subarray:1717466460", "pending", "Pending"],
      ["two-sum:1717462900", "accepted", "Accepted"],
      ["two-sum:1717462800", "rejected", "Wrong Answer"],
      ["merge-intervals:1717422800", "rejected", "Time Limit Exceeded"],
      ["merge-intervals:1717421800", "rejected", "Runtime Error"],
    ]);
    expect(list[1]).toEqual({
      platform: "leetcode",
      externalId: "two-sum:1717462900",
      problem: {
        platform: "leetcode",
        externalId: "two-sum",
        name: "Two Sum",
        url: "https://leetcode.com/problems/two-sum/",
        difficulty: null,
        rating: null,
        tags: [],
        contestExternalId: null,
        index: null,
      },
      verdict: "accepted",
      rawVerdict: "Accepted",
      submittedAt: new Date(1717462900 * 1000),
      duringContest: false,
    });
  });

  it("uses the submission id when the site sends one", async () => {
    const { adapter } = scripted(edited(recentSubmissions, (body) => (body.data.recentSubmissionList[0].id = "1279931234")));
    expect((await adapter.recentSubmissions("alice_chen"))[0]!.externalId).toBe("1279931234");
  });

  it("returns an empty list for a user with no submissions", async () => {
    const { adapter } = scripted(recentEmpty);
    expect(await adapter.recentSubmissions("bo_quiet")).toEqual([]);
  });

  it("rejects an item without a slug as a shape change", async () => {
    const { adapter } = scripted(edited(recentSubmissions, (body) => delete body.data.recentSubmissionList[0].titleSlug));
    expect(await failure(adapter.recentSubmissions("alice_chen"))).toMatchObject({ kind: "bad_shape" });
  });
});

describe("question, daily and upcoming contests", () => {
  it("reads a question's difficulty and topic tags", async () => {
    const { adapter, bodies } = scripted(questionOk);
    expect(await adapter.question("two-sum")).toEqual({
      platform: "leetcode",
      externalId: "two-sum",
      name: "Two Sum",
      url: "https://leetcode.com/problems/two-sum/",
      difficulty: "Easy",
      rating: null,
      tags: ["Array", "Hash Table"],
      contestExternalId: null,
      index: null,
    });
    expect(bodies()[0].variables).toEqual({ titleSlug: "two-sum" });
  });

  it("reads a null question as one missing problem, not a missing handle", async () => {
    const { adapter } = scripted(questionUnknown);
    expect(await failure(adapter.question("no-such-problem"))).toMatchObject({
      kind: "item_missing",
      message: "LeetCode would not describe the problem no-such-problem",
    });
  });

  it("builds the daily problem's link on the real site, with its trailing slash", async () => {
    const { adapter } = scripted(daily);
    expect(await adapter.daily()).toEqual({
      date: "2024-03-14",
      title: "Binary Subarrays With Sum",
      titleSlug: "binary-subarrays-with-sum",
      questionLink: "https://leetcode.com/problems/binary-subarrays-with-sum/",
      difficulty: "Medium",
      tags: ["Array", "Hash Table", "Sliding Window", "Prefix Sum"],
    });
  });

  it("sorts upcoming contests by start, durations in minutes", async () => {
    const { adapter } = scripted(upcomingContests);
    expect(await adapter.upcomingContests()).toEqual([
      {
        platform: "leetcode",
        externalId: "biweekly-contest-132",
        name: "Biweekly Contest 132",
        url: "https://leetcode.com/contest/biweekly-contest-132",
        startTime: new Date("2024-06-08T14:30:00Z"),
        durationMinutes: 90,
      },
      {
        platform: "leetcode",
        externalId: "weekly-contest-401",
        name: "Weekly Contest 401",
        url: "https://leetcode.com/contest/weekly-contest-401",
        startTime: new Date("2024-06-09T02:30:00Z"),
        durationMinutes: 90,
      },
    ]);
  });
});

describe("failures", () => {
  const calls: [string, (a: ReturnType<typeof createLeetCodeAdapter>) => Promise<unknown>][] = [
    ["profile", (a) => a.profile("alice_chen")],
    ["contestHistory", (a) => a.contestHistory("alice_chen")],
    ["recentSubmissions", (a) => a.recentSubmissions("alice_chen")],
    ["question", (a) => a.question("two-sum")],
    ["daily", (a) => a.daily()],
    ["upcomingContests", (a) => a.upcomingContests()],
  ];
  const cases: [string, Fixture, PlatformError["kind"], RegExp][] = [
    ["429", rateLimited429, "rate_limited", /slow down \(HTTP 429\)/],
    ["Cloudflare 403", cloudflare403, "blocked", /Cloudflare check is blocking us \(HTTP 403\)/],
    ["CSRF 403", csrfRefused403, "blocked", /CSRF check failed, HTTP 403/],
    ["503", unavailable503, "upstream_down", /unavailable \(HTTP 503\)/],
    ["malformed JSON", malformedJson, "bad_shape", /could not read/],
    ["HTML with HTTP 200", { ...cloudflare403, status: 200 }, "blocked", /Cloudflare/],
    ["an unexpected shape", { status: 200, headers: {}, body: { data: { somethingElse: [] } } }, "bad_shape", /unexpected shape/],
  ];

  for (const [what, fixture, kind, message] of cases) {
    it.each(calls)(`maps ${what} to ${kind} in %s`, async (_name, call) => {
      const { adapter } = scripted(fixture);
      const error = await failure(call(adapter));
      expect(error.platform).toBe("leetcode");
      expect(error.kind).toBe(kind);
      expect(error.message).toMatch(message);
    });
  }

  it("passes Retry-After on as milliseconds", async () => {
    const { adapter } = scripted(rateLimited429);
    const error = await failure(adapter.daily());
    expect(error.extra).toMatchObject({ status: 429, retryAfterMs: 30_000 });
    expect(error.transient).toBe(true);
  });

  it("reads a Retry-After date against the injected clock", async () => {
    const { adapter } = scripted({ ...rateLimited429, headers: { "retry-after": new Date(NOW.getTime() + 90_000).toUTCString() } });
    expect((await failure(adapter.daily())).extra.retryAfterMs).toBe(90_000);
  });

  it("reports any other GraphQL error in words, as a shape problem", async () => {
    const { adapter } = scripted({ status: 400, headers: {}, body: { errors: [{ message: 'Cannot query field "x" on type "Query".' }] } });
    expect(await failure(adapter.daily())).toMatchObject({
      kind: "bad_shape",
      message: 'LeetCode rejected the request: Cannot query field "x" on type "Query".',
    });
  });
});

import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { platformAccounts } from "../../db/schema";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";
import { SIM_ENV } from "../../test/platform-sim";

// CodeChef has no recorded profile page to be had, so its page is the hand-written fixture.
const file = (platform: string, name: string) => readFileSync(new URL(`../${platform}/fixtures/${name}`, import.meta.url), "utf8");
const json = (text: string, status = 200) => new Response(text, { status, headers: { "content-type": "application/json" } });

const cfStatus = JSON.parse(file("codeforces", "recorded/user-status-rishgod.json")) as { status: string; result: unknown[] };

async function leetcode(body: { operationName?: string; variables?: Record<string, unknown> }): Promise<Response> {
  switch (body.operationName) {
    case "userProfile":
      return json(file("leetcode", "recorded/user-profile-husain3012.json"));
    case "recentSubmissions":
      return json(file("leetcode", "recorded/recent-submissions.json"));
    case "userContestRankingInfo":
      return json(file("leetcode", "recorded/contest-history-none-attended.json"));
    case "questionData":
      // Two Sum is the one question on record; LeetCode answers null for slugs it will not describe.
      return body.variables?.titleSlug === "two-sum"
        ? json(file("leetcode", "recorded/question-two-sum.json"))
        : json('{"data":{"question":null}}');
    case "questionOfToday":
      return json(file("leetcode", "recorded/daily-2024-03-14.json"));
    default:
      return json('{"data":{"upcomingContests":[]}}');
  }
}

const recordedFetch: typeof globalThis.fetch = async (input, init) => {
  const request = input instanceof Request ? input : new Request(String(input), init);
  const url = new URL(request.url);
  const path = url.pathname;
  if (path.startsWith("/codeforces/api/")) {
    const method = path.slice("/codeforces/api/".length);
    if (method === "user.info") return json(file("codeforces", "recorded/user-info-rishgod.json"));
    if (method === "user.rating") return json(file("codeforces", "recorded/user-rating-rishgod.json"));
    if (method === "contest.list") return json(file("codeforces", "recorded/contest-list-2015-01-30.json"));
    if (method === "problemset.problems") return json(file("codeforces", "recorded/problemset-problems-2015-01-30.json"));
    if (method === "user.status") {
      const from = Number(url.searchParams.get("from") ?? 1);
      const count = Number(url.searchParams.get("count") ?? cfStatus.result.length);
      return json(JSON.stringify({ status: "OK", result: cfStatus.result.slice(from - 1, from - 1 + count) }));
    }
  }
  if (path === "/leetcode/graphql") return leetcode((await request.json()) as { operationName?: string });
  if (path.startsWith("/codechef/users/"))
    return new Response(file("codechef", "profile-rated.html"), { headers: { "content-type": "text/html" } });
  if (path === "/codechef/recent/user") {
    return url.searchParams.get("page") === "0"
      ? json(file("codechef", "recorded/recent-activity-start256d.json"))
      : json('{"max_page":1,"content":""}');
  }
  if (path.startsWith("/codechef/api/contests/")) return json(file("codechef", "contest-unknown.json"));
  if (path.startsWith("/codechef/api/list/")) return json('{"status":"success","present_contests":[],"future_contests":[]}');
  return new Response("not recorded", { status: 404 });
};

const api = apiHarnessPerFile(SIM_ENV, { fetch: recordedFetch, realClock: true });

async function drain() {
  for (let i = 0; i < 20; i++) if ((await api.h.system.scheduler.tick()).claimed === 0) return;
}

it("syncs recorded answers into the counts they imply, with LeetCode's own solved totals", async () => {
  const { token } = await signUpAndIn(api.h.app);
  const set = await api.http.post(
    "/profile/updateHandles",
    { codeforces: "rishgod", leetcode: "husain3012", codechef: "priya_dev" },
    { token },
  );
  expect(set.status).toBe(200);
  await drain();

  const accounts = await api.h.database.db.select().from(platformAccounts);
  for (const a of accounts)
    expect({ platform: a.platform, status: a.status, lastError: a.lastError }).toEqual({
      platform: a.platform,
      status: "ok",
      lastError: null,
    });

  const profile = (await api.http.get("/profile/getProfileData", { token })).body.profileData;
  // Solved: Codeforces 14 distinct accepted problems in user.status; LeetCode's own 215 (69 + 122 + 24), not the 8 its
  // recent list shows; CodeChef one accepted row (FIXEDPTS) of two.
  expect(profile.quickStats.totalSolved).toBe(14 + 215 + 1);
  expect(profile.quickStats.solvedNote).toBe(
    "LeetCode counts 215 problems solved; we hold submissions for 8 of them, because LeetCode shows only the 20 most recent. Solved counts here are LeetCode's.",
  );
  // Contests: 11 rated Codeforces rounds, none on LeetCode (the history lists only a skipped one), 6 on CodeChef.
  expect(profile.quickStats.contestsAttended).toBe(11 + 0 + 6);
  expect(profile.quickStats.totalSubmissions).toBe(25 + 20 + 2);
  const rating = Object.fromEntries(profile.accounts.map((a: { platform: string; rating: number | null }) => [a.platform, a.rating]));
  expect(rating).toEqual({ codeforces: 981, leetcode: 1481, codechef: 1834 });

  const dashboard = (await api.http.get("/fetch/dashboard?tz=UTC", { token })).body.fullData;
  const byPlatform = Object.fromEntries(
    (
      dashboard.platforms as Array<{
        platform: string;
        solved: number;
        solvedBy: unknown;
        solvedNote?: string;
        topTags: Array<{ tag: string; count: number }>;
        ratingSeries: Array<{ rating: number; change: number | null; contest: string }>;
      }>
    ).map((p) => [p.platform, p]),
  );
  expect(byPlatform.leetcode!.solved).toBe(215);
  expect(byPlatform.leetcode!.solvedBy).toEqual([
    { label: "Easy", count: 69 },
    { label: "Medium", count: 122 },
    { label: "Hard", count: 24 },
  ]);
  expect(byPlatform.leetcode!.solvedNote).toBe(profile.quickStats.solvedNote);
  // LeetCode's own per-tag counts, not the few tags of the 20 recent submissions.
  expect(byPlatform.leetcode!.topTags.slice(0, 3)).toEqual([
    { tag: "Array", count: 114 },
    { tag: "String", count: 51 },
    { tag: "Hash Table", count: 43 },
  ]);
  expect(byPlatform.leetcode!.topTags).toHaveLength(8);
  expect(byPlatform.codeforces!.solved).toBe(14);
  expect(byPlatform.codechef!.solved).toBe(1);
  expect(dashboard.totals.solved).toBe(230);
  expect(byPlatform.codeforces!.ratingSeries.at(-1)).toMatchObject({
    contest: "Codeforces Round #691 (Div. 2)",
    rating: 981,
    change: -50,
  });
  expect(byPlatform.codechef!.ratingSeries.at(-1)).toMatchObject({ contest: "Starters 135 (Div 2)", rating: 1834, change: -68 });
  expect(byPlatform.codeforces!.ratingSeries).toHaveLength(11);

  const [leetcodeAccount] = await api.h.database.db.select().from(platformAccounts).where(eq(platformAccounts.platform, "leetcode"));
  expect(leetcodeAccount!.stats).toMatchObject({ solved: { Easy: 69, Medium: 122, Hard: 24 } });
});

import { readFileSync } from "node:fs";
import { PlatformError, type Send } from "../types";
import { createLeetCodeAdapter } from "./adapter";

const recorded = (name: string) => readFileSync(new URL(`./fixtures/recorded/${name}`, import.meta.url), "utf8");

function answering(...texts: string[]) {
  let i = 0;
  const send: Send = async () => ({
    status: 200,
    headers: new Headers({ "content-type": "application/json" }),
    text: texts[Math.min(i++, texts.length - 1)]!,
  });
  return createLeetCodeAdapter({ send, baseUrl: "https://leetcode.com/graphql", now: () => new Date("2024-03-14T08:00:00Z") });
}

/** Root fields our query also asks for are set as LeetCode answers them for a user without contests. */
const asProfileAnswer = (text: string) => {
  const body = JSON.parse(text) as { data: Record<string, unknown> };
  return JSON.stringify({ data: { userContestRanking: null, userContestRankingHistory: [], ...body.data } });
};

describe("LeetCode adapter over recorded answers", () => {
  it("takes solved counts from submitStatsGlobal when LeetCode sends it", async () => {
    const profile = await answering(recorded("user-profile-husain3012.json")).profile("husain3012");
    expect(profile).toMatchObject({
      handle: "husain3012",
      displayName: "Husain Shahid",
      rating: 1481,
      solved: { Easy: 69, Medium: 122, Hard: 24 },
    });
    expect(Object.values(profile.calendar).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  it("takes solves per tag from tagProblemCounts, across its three tiers", async () => {
    const profile = await answering(recorded("user-profile-husain3012.json")).profile("husain3012");
    expect(Object.keys(profile.solvedByTag)).toHaveLength(37);
    expect(profile.solvedByTag).toMatchObject({ Array: 114, "Hash Table": 43, "Dynamic Programming": 35, Enumeration: 1 });
  });

  it("falls back to submitStats when that is all the answer holds", async () => {
    const profile = await answering(asProfileAnswer(recorded("user-profile-jambobjones.json"))).profile("jambobjones");
    expect(profile).toMatchObject({
      handle: "jambobjones",
      displayName: "Jambob Jones",
      rating: null,
      maxRating: null,
      solved: { Easy: 122, Medium: 11, Hard: 0 },
    });
    expect(profile.calendar["2024-01-02"]).toBe(24);
    expect(profile.solvedByTag).toEqual({});
  });

  it("reads a recent-submission list: 20 items, newest first, statuses as verdicts", async () => {
    const list = await answering(recorded("recent-submissions.json")).recentSubmissions("someone");
    expect(list).toHaveLength(20);
    const verdicts = list.reduce<Record<string, number>>((n, s) => ({ ...n, [s.verdict]: (n[s.verdict] ?? 0) + 1 }), {});
    expect(verdicts).toEqual({ accepted: 10, rejected: 10 });
    expect(new Set(list.filter((s) => s.verdict === "accepted").map((s) => s.problem.externalId)).size).toBe(8);
    expect(list[0]).toMatchObject({
      rawVerdict: "Accepted",
      submittedAt: new Date(1705161771 * 1000),
      problem: { externalId: "generate-a-string-with-characters-that-have-odd-counts", difficulty: null },
    });
  });

  it("reads a contest history that lists only contests the user skipped as no contests", async () => {
    expect(await answering(recorded("contest-history-none-attended.json")).contestHistory("someone")).toEqual([]);
  });

  it("reads a question's difficulty and tags, and a null question as one missing problem", async () => {
    const adapter = answering(recorded("question-two-sum.json"), JSON.stringify({ data: { question: null } }));
    expect(await adapter.question("two-sum")).toMatchObject({ externalId: "two-sum", difficulty: "Easy", tags: ["Array", "Hash Table"] });
    const error = await adapter.question("a-removed-problem").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: "item_missing" });
  });

  it("reads the daily problem with its link on the real site", async () => {
    expect(await answering(recorded("daily-2024-03-14.json")).daily()).toMatchObject({
      date: "2024-03-14",
      titleSlug: "binary-subarrays-with-sum",
      questionLink: "https://leetcode.com/problems/binary-subarrays-with-sum/",
      difficulty: "Medium",
    });
  });
});

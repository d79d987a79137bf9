import { readFileSync } from "node:fs";
import type { Send } from "../types";
import { createCodeforcesAdapter } from "./adapter";

const recorded = (name: string) => readFileSync(new URL(`./fixtures/recorded/${name}`, import.meta.url), "utf8");

function answering(byMethod: Record<string, string>) {
  const urls: string[] = [];
  const send: Send = async (req) => {
    urls.push(req.url);
    const method = /\/api\/([a-zA-Z.]+)/.exec(req.url)![1]!;
    const text = byMethod[method];
    if (text === undefined) throw new Error(`no recording for ${method}`);
    return { status: 200, headers: new Headers({ "content-type": "application/json;charset=UTF-8" }), text };
  };
  return { urls, adapter: createCodeforcesAdapter({ send, baseUrl: "https://codeforces.com/api", now: () => new Date() }) };
}

describe("Codeforces adapter over recorded answers", () => {
  it("reads user.info as the profile it is", async () => {
    const { adapter } = answering({ "user.info": recorded("user-info-rishgod.json") });
    const { profiles, missing } = await adapter.userInfo(["rishgod"]);
    expect(missing).toEqual([]);
    expect(profiles).toEqual([
      {
        platform: "codeforces",
        handle: "rishgod",
        displayName: "Rishabh Malhotra",
        rating: 981,
        maxRating: 1108,
        rank: "newbie",
        avatarUrl: "https://userpic.codeforces.com/1207268/avatar/c00cee170fc64c82.jpg",
        lastOnlineAt: new Date(1608589371 * 1000),
      },
    ]);
  });

  it("reads user.rating oldest first, with no rating before the first contest and the last change as recorded", async () => {
    const { adapter } = answering({ "user.rating": recorded("user-rating-rishgod.json") });
    const history = await adapter.userRating("rishgod");
    expect(history).toHaveLength(11);
    expect(history[0]).toMatchObject({ externalId: "1420", oldRating: null, newRating: 367, rank: 9079 });
    expect(history.at(-1)).toMatchObject({
      externalId: "1459",
      name: "Codeforces Round #691 (Div. 2)",
      oldRating: 1031,
      newRating: 981,
      date: new Date(1608377700 * 1000),
    });
    history.slice(1).forEach((h, i) => expect(h.oldRating).toBe(history[i]!.newRating));
  });

  it("reads user.status: verdicts, contest participation and problems, newest first", async () => {
    const { adapter, urls } = answering({ "user.status": recorded("user-status-rishgod.json") });
    const page = await adapter.userStatus("rishgod", 1, 100);
    expect(urls[0]).toBe("https://codeforces.com/api/user.status?handle=rishgod&from=1&count=100");
    expect(page.hasMore).toBe(false);
    expect(page.submissions).toHaveLength(25);
    const verdicts = page.submissions.reduce<Record<string, number>>((n, s) => ({ ...n, [s.verdict]: (n[s.verdict] ?? 0) + 1 }), {});
    expect(verdicts).toEqual({ accepted: 14, rejected: 11 });
    expect(page.submissions.filter((s) => s.duringContest)).toHaveLength(21);
    const solved = new Set(page.submissions.filter((s) => s.verdict === "accepted").map((s) => s.problem.externalId));
    expect(solved.size).toBe(14);
    expect(page.submissions[0]).toMatchObject({
      externalId: "101778306",
      rawVerdict: "OK",
      duringContest: false,
      problem: { externalId: "1459B", name: "Move and Turn", rating: 1300, tags: ["dp", "math"], contestExternalId: "1459", index: "B" },
    });
  });

  it("reads problemset.recentStatus: the whole site's newest submissions, each with its author's handle", async () => {
    const { adapter, urls } = answering({ "problemset.recentStatus": recorded("problemset-recent-status-2015-01-30.json") });
    const feed = await adapter.recentStatus(5000);
    expect(urls[0]).toBe("https://codeforces.com/api/problemset.recentStatus?count=1000");
    expect(feed).toHaveLength(50);
    expect(new Set(feed.map((f) => f.handles.length))).toEqual(new Set([1]));
    const times = feed.map((f) => f.submission.submittedAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // 50 submissions of the whole site in 255 seconds, that January afternoon.
    expect((times[0]! - times.at(-1)!) / 1000).toBe(255);
    expect(feed.filter((f) => f.submission.verdict === "accepted")).toHaveLength(20);
    expect(feed[1]).toEqual({
      handles: ["passworld"],
      submission: expect.objectContaining({
        externalId: "9626800",
        verdict: "rejected",
        rawVerdict: "WRONG_ANSWER",
        duringContest: false,
        submittedAt: new Date(1422624082 * 1000),
        problem: expect.objectContaining({ externalId: "508D", name: "Tanya and Password", tags: ["dfs and similar", "graphs"] }),
      }),
    });
    // Virtual participation is practice, not a contest.
    expect(feed.find((f) => f.submission.externalId === "9626794")).toMatchObject({
      handles: ["fille_code"],
      submission: { duringContest: false },
    });
  });

  it("reads problemset.problems from a time when problems had no rating", async () => {
    const { adapter } = answering({ "problemset.problems": recorded("problemset-problems-2015-01-30.json") });
    const problems = await adapter.problemset();
    expect(problems).toHaveLength(12);
    expect(problems.every((p) => p.rating === null)).toBe(true);
    expect(problems[0]).toMatchObject({ externalId: "508E", name: "Arthur and Brackets", tags: ["dp", "greedy"], index: "E" });
  });

  it("reads contest.list: the three rounds then still to come, in start order, and the finished ones", async () => {
    const { adapter } = answering({ "contest.list": recorded("contest-list-2015-01-30.json") });
    const upcoming = await adapter.upcomingContests();
    expect(upcoming.map((c) => [c.externalId, c.durationMinutes])).toEqual([
      ["509", 180],
      ["512", 120],
      ["510", 120],
    ]);
    expect(upcoming[0]!.startTime).toEqual(new Date(1422705600 * 1000));
    const finished = await adapter.finishedContests();
    expect(finished.has("508")).toBe(true);
    expect(finished.has("512")).toBe(false);
  });
});

import type { PlatformProgress } from "@/lib/contract/dashboard";
import type { PlatformId } from "@/lib/contract/platforms";
import { dataState, difficultyRows, goalProgress, isSyncing, streakText, usedDifficulties } from "./progress";

function platform(id: PlatformId, over: Partial<PlatformProgress> = {}, synced = true): PlatformProgress {
  return {
    platform: id,
    account: {
      platform: id,
      handle: `${id}_user`,
      profileUrl: `https://example.com/${id}`,
      displayName: null,
      rating: null,
      maxRating: null,
      rank: null,
      status: synced ? "ok" : "pending",
      lastSyncedAt: synced ? "2026-11-03T10:00:00Z" : null,
      nextSyncAt: null,
      lastError: null,
      mayHaveMissedSince: null,
    },
    ratingSeries: [],
    solvedBy: [],
    solved: 0,
    topTags: [],
    ...over,
  };
}

describe("goalProgress", () => {
  it("is solved over goal in whole percent", () => {
    expect(goalProgress(2, 5)).toEqual({ solved: 2, goal: 5, percent: 40, reached: false });
    expect(goalProgress(1, 3).percent).toBe(33);
  });

  it("stops the bar at 100 % but keeps the real count", () => {
    expect(goalProgress(7, 5)).toEqual({ solved: 7, goal: 5, percent: 100, reached: true });
  });

  it("does not divide by a zero goal", () => {
    expect(goalProgress(3, 0)).toMatchObject({ percent: 0, reached: false });
  });
});

describe("streakText", () => {
  it("counts days in words", () => {
    expect([streakText(0), streakText(1), streakText(12)]).toEqual(["Streak: 0 days", "Streak: 1 day", "Streak: 12 days"]);
  });
});

describe("dataState", () => {
  it("tells no handles, still syncing and ready apart", () => {
    expect(dataState([])).toBe("no-handles");
    expect(dataState([platform("codeforces", {}, false), platform("leetcode", {}, false)])).toBe("syncing");
    expect(dataState([platform("codeforces", {}, false), platform("leetcode")])).toBe("ready");
  });

  it("keeps polling fast while any first sync is outstanding", () => {
    expect(isSyncing([platform("codeforces"), platform("leetcode", {}, false)])).toBe(true);
    expect(isSyncing([platform("codeforces")])).toBe(false);
  });
});

describe("difficultyRows", () => {
  it("puts LeetCode's words and the rating bands on one scale", () => {
    const rows = difficultyRows([
      platform("leetcode", {
        solvedBy: [
          { label: "Easy", count: 5 },
          { label: "Medium", count: 3 },
          { label: "Hard", count: 1 },
          { label: "Unknown", count: 2 },
        ],
      }),
      platform("codeforces", {
        solvedBy: [
          { label: "easy", count: 8 },
          { label: "insane", count: 1 },
          { label: "unrated", count: 0 },
        ],
      }),
    ]);
    expect(rows).toEqual([
      { platform: "leetcode", total: 11, easy: 5, medium: 3, hard: 1, insane: 0, unrated: 2 },
      { platform: "codeforces", total: 9, easy: 8, medium: 0, hard: 0, insane: 1, unrated: 0 },
    ]);
    expect(usedDifficulties(rows)).toEqual(["easy", "medium", "hard", "insane", "unrated"]);
    expect(usedDifficulties(rows.slice(1))).toEqual(["easy", "insane"]);
  });
});

import type { RecentContest } from "@/lib/contract/contests";
import { contestStatsByPlatform } from "./contest-stats";

const contest = (over: Partial<RecentContest> = {}): RecentContest => ({
  name: "Codeforces Round 1",
  url: "https://codeforces.com/contest/1",
  date: "2026-11-12T15:00:00Z",
  platform: "codeforces",
  rating: 1500,
  rank: 800,
  problems: null,
  upsolveUrl: "https://codeforces.com/contest/1",
  ...over,
});

describe("contestStatsByPlatform", () => {
  it("keeps each platform's latest rating and best rank apart, never a mean across platforms", () => {
    const stats = contestStatsByPlatform([
      contest({ date: "2026-11-01T00:00:00Z", rating: 1500, rank: 800 }),
      contest({ date: "2026-11-10T00:00:00Z", rating: 1645, rank: 1200 }),
      contest({ platform: "leetcode", date: "2026-11-11T00:00:00Z", rating: 1900, rank: 40 }),
      contest({ platform: "codechef", rating: null, rank: null }),
    ]);
    expect(stats).toEqual([
      { platform: "leetcode", contests: 1, latestRating: 1900, bestRank: 40 },
      { platform: "codeforces", contests: 2, latestRating: 1645, bestRank: 800 },
      { platform: "codechef", contests: 1, latestRating: null, bestRank: null },
    ]);
  });

  it("lists nothing without contests", () => {
    expect(contestStatsByPlatform([])).toEqual([]);
  });
});

import { networkLine, percent, ratingSources, ratingUsedLine } from "./format";
import { DEFAULT_FILTER, filterFromSearch, toQuery } from "./filter";
import { practiseHref, weaknessSummary } from "./weakness-map";

const tag = (t: string, ability: number, weak = false, focus = false) => ({
  tag: t as "dp",
  ability,
  low: ability - 100,
  high: ability + 100,
  solved: 1,
  failed: 1,
  weak,
  focus,
});

describe("train page words", () => {
  test("the network line counts people and names the window", () => {
    expect(networkLine({ count: 3, days: 30, names: ["A", "B", "C"], weight: 120 })).toBe(
      "3 people you follow solved this in the last 30 days",
    );
    expect(networkLine({ count: 1, days: 30, names: ["A"], weight: 40 })).toBe("1 person you follow solved this in the last 30 days");
    expect(networkLine({ count: 0, days: 30, names: [], weight: 0 })).toBeNull();
  });

  test("the ratings say which the chances use: each platform's own, the blend only where one is missing", () => {
    const rating = {
      value: 1525,
      from: [
        { platform: "codeforces" as const, rating: 1500, contests: 3, onScale: 1500 },
        { platform: "leetcode" as const, rating: 2000, contests: 1, onScale: 1600 },
      ],
    };
    expect(ratingSources(rating)).toBe(
      "From Codeforces 1500, 3 rated contests; LeetCode 2000 (1600 one scale), 1 rated contest. Each problem's chance uses your rating on its own platform. CodeChef problems, where you have no rating, use 1525: your ratings on the one scale, weighted by rated contests.",
    );
    expect(ratingSources({ value: 1200, from: [] })).toBe(
      "No platform rating yet, so a beginner's 1200 is assumed. Add your handles to get your own.",
    );
    expect(ratingUsedLine({ platform: "codeforces", ratingUsed: { value: 1500, own: true } })).toBe(
      "at your Codeforces rating (1500 one scale)",
    );
    expect(ratingUsedLine({ platform: "codechef", ratingUsed: { value: 1525, own: false } })).toBe(
      "at your blended rating (1525 one scale; no CodeChef rating)",
    );
    expect(percent(0.2403)).toBe("24%");
  });

  test("the weakness chart's summary in words", () => {
    expect(weaknessSummary([tag("dp", 1100, true), tag("greedy", 1700), tag("graphs", 1050, true)])).toBe(
      "Weak: Dynamic programming, Graphs. Strongest: Greedy (1700).",
    );
    expect(weaknessSummary([tag("greedy", 1500)])).toBe("No topic is clearly below your rating. Strongest: Greedy (1500).");
    expect(weaknessSummary([tag("greedy", 1600), tag("graphs", 1400, false, true)])).toBe(
      "No topic is clearly below your rating. Lowest of your own: Graphs 1400 (1300–1500). Strongest: Greedy (1600).",
    );
    expect(practiseHref("dp")).toBe("/train?band=moderate&tag=dp");
  });
});

describe("train filters", () => {
  test("an address picks band, topic and platform; anything unknown is ignored", () => {
    expect(filterFromSearch(new URLSearchParams("band=moderate&tag=dp"))).toEqual({ ...DEFAULT_FILTER, band: "moderate", tag: "dp" });
    expect(filterFromSearch(new URLSearchParams("band=brutal&tag=astrology&platform=atcoder"))).toEqual(DEFAULT_FILTER);
  });

  test("the query leaves out empty choices, and the period when nothing is hidden", () => {
    expect(toQuery(DEFAULT_FILTER)).toEqual({ band: "moderate", exclude: "solved" });
    expect(toQuery({ ...DEFAULT_FILTER, platform: "codechef", tag: "greedy", withinDays: "30" })).toEqual({
      band: "moderate",
      exclude: "solved",
      platform: "codechef",
      tag: "greedy",
      withinDays: 30,
    });
    expect(toQuery({ ...DEFAULT_FILTER, exclude: "none", withinDays: "30" })).toEqual({ band: "moderate", exclude: "none" });
  });
});

import { PLATFORMS, ratingTier } from "@/lib/contract/platforms";
import { formatChange, ratingDomain, ratingSummary, tierBands } from "./rating-series";

const point = (date: string, rating: number, change: number | null) => ({
  at: Date.parse(date),
  rating,
  change,
  rank: 100,
  contest: `Round on ${date}`,
  url: "https://codeforces.com/contest/1",
});

describe("ratingDomain", () => {
  it("pads the ratings and rounds out to hundreds", () => {
    expect(ratingDomain([1234, 1890])).toEqual([1100, 2000]);
  });

  it("keeps at least a few tiers' height for a flat history and never goes below zero", () => {
    expect(ratingDomain([1500])).toEqual([1300, 1700]);
    expect(ratingDomain([20])).toEqual([0, 500]);
  });

  it("is null without ratings", () => {
    expect(ratingDomain([])).toBeNull();
  });
});

describe("tierBands", () => {
  it("cuts the platform's tiers to the visible range", () => {
    expect(tierBands(PLATFORMS.codeforces.tiers, [1100, 2000])).toEqual([
      { from: 1100, to: 1200, label: "Newbie", colour: "#808080" },
      { from: 1200, to: 1400, label: "Pupil", colour: "#008000" },
      { from: 1400, to: 1600, label: "Specialist", colour: "#03a89e" },
      { from: 1600, to: 1900, label: "Expert", colour: "#0000ff" },
      { from: 1900, to: 2000, label: "Candidate Master", colour: "#aa00aa" },
    ]);
  });

  it("works for CodeChef stars and LeetCode badges, top tier open-ended", () => {
    expect(tierBands(PLATFORMS.codechef.tiers, [2400, 2800]).map((b) => [b.label, b.from, b.to])).toEqual([
      ["6★", 2400, 2500],
      ["7★", 2500, 2800],
    ]);
    expect(tierBands(PLATFORMS.leetcode.tiers, [1500, 1900]).map((b) => b.label)).toEqual(["Below Knight", "Knight range"]);
  });

  it("covers the whole range without gaps", () => {
    const bands = tierBands(PLATFORMS.codeforces.tiers, [0, 3500]);
    expect(bands[0]!.from).toBe(0);
    expect(bands.at(-1)!.to).toBe(3500);
    bands.slice(1).forEach((b, i) => expect(b.from).toBe(bands[i]!.to));
  });
});

describe("text alternatives", () => {
  it("formats a change with its sign", () => {
    expect([formatChange(34), formatChange(-12), formatChange(0), formatChange(null)]).toEqual(["+34", "−12", "0", ""]);
  });

  it("summarises the history in one sentence", () => {
    const points = [
      point("2026-01-05T00:00:00Z", 1400, null),
      point("2026-02-05T00:00:00Z", 1650, 250),
      point("2026-03-05T00:00:00Z", 1610, -40),
    ];
    expect(ratingSummary("Codeforces", points, (r) => ratingTier("codeforces", r))).toBe(
      "Codeforces rating over 3 rated contests: from 1400 on Jan 5, 2026 to 1610 (Expert) on Mar 5, 2026; highest 1650.",
    );
    expect(ratingSummary("CodeChef", [], (r) => ratingTier("codechef", r))).toBe("No rated CodeChef contests yet.");
  });
});

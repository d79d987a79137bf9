import { PLATFORM_IDS } from "./platforms";
import { contrastRatio, RATING_TIERS, tierOf } from "./rating-tiers";

// Each boundary: the last rating below it and the boundary itself.
const CODEFORCES: [number, string][] = [
  [0, "Newbie"],
  [1199, "Newbie"],
  [1200, "Pupil"],
  [1399, "Pupil"],
  [1400, "Specialist"],
  [1599, "Specialist"],
  [1600, "Expert"],
  [1645, "Expert"],
  [1899, "Expert"],
  [1900, "Candidate Master"],
  [2099, "Candidate Master"],
  [2100, "Master"],
  [2299, "Master"],
  [2300, "International Master"],
  [2399, "International Master"],
  [2400, "Grandmaster"],
  [2599, "Grandmaster"],
  [2600, "International Grandmaster"],
  [2999, "International Grandmaster"],
  [3000, "Legendary Grandmaster"],
];
const CODECHEF: [number, string][] = [
  [1000, "1★"],
  [1399, "1★"],
  [1400, "2★"],
  [1599, "2★"],
  [1600, "3★"],
  [1799, "3★"],
  [1800, "4★"],
  [1999, "4★"],
  [2000, "5★"],
  [2199, "5★"],
  [2200, "6★"],
  [2499, "6★"],
  [2500, "7★"],
];
const LEETCODE: [number, string][] = [
  [1500, "Below Knight"],
  [1849, "Below Knight"],
  [1850, "Knight range"],
  [2400, "Knight range"],
];

describe("rating tiers", () => {
  it.each(CODEFORCES)("Codeforces %i is %s", (rating, label) => expect(tierOf("codeforces", rating).label).toBe(label));
  it.each(CODECHEF)("CodeChef %i is %s", (rating, label) => expect(tierOf("codechef", rating).label).toBe(label));
  it.each(LEETCODE)("LeetCode %i is %s", (rating, label) => expect(tierOf("leetcode", rating).label).toBe(label));

  it("uses Codeforces' own colours: 1645 is Expert blue, not purple", () => {
    expect(tierOf("codeforces", 1645).colour).toBe("#0000ff");
    expect(tierOf("codeforces", 1900).colour).toBe("#aa00aa");
    expect(tierOf("codeforces", 1199).colour).toBe("#808080");
    expect(tierOf("codeforces", 3000).firstLetterContrast).toBe(true);
  });

  it("uses CodeChef's star colours", () => {
    expect(RATING_TIERS.codechef.map((t) => t.colour)).toEqual([
      "#666666",
      "#1e7d22",
      "#3366cc",
      "#684273",
      "#ffbf00",
      "#ff7f00",
      "#d0011b",
    ]);
  });

  it("claims no LeetCode Guardian from a rating", () => {
    expect(RATING_TIERS.leetcode.map((t) => t.label)).not.toContain("Guardian");
  });

  const LIGHT = ["#ffffff", "#fafafa"];
  const DARK = ["#18181b", "#09090b"];
  const all = PLATFORM_IDS.flatMap((p) => RATING_TIERS[p].map((t) => [p, t.label, t.light, t.dark] as const));
  it.each(all)("%s %s text reads at 4.5:1 on both themes", (_p, _label, light, dark) => {
    for (const bg of LIGHT) expect(contrastRatio(light, bg)).toBeGreaterThanOrEqual(4.5);
    for (const bg of DARK) expect(contrastRatio(dark, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps tiers in rising order with unique keys", () => {
    for (const p of PLATFORM_IDS) {
      const mins = RATING_TIERS[p].map((t) => t.min);
      expect([...mins].sort((a, b) => a - b)).toEqual(mins);
      expect(new Set(RATING_TIERS[p].map((t) => t.key)).size).toBe(mins.length);
    }
  });
});

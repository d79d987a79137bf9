import { combineRatings, difficultyFromAttempts, fitAbility, practiceLevel, summariseTag } from "./ability";
import { DEFAULT_MAPPINGS, applyKnots, difficultyForChance, fitMapping, placeProblem, solveChance } from "./scale";
import { canonicalTopics } from "./taxonomy";

const facts = { rating: null, difficulty: null, contestRating: null, fromAttempts: null };

describe("the one scale", () => {
  test("a Codeforces 1500 user against a 1700 problem: P = 1/(1+10^(200/400)) = 0.2403", () => {
    expect(solveChance(1500, 1700)).toBeCloseTo(0.2403, 4);
    expect(solveChance(1500, 1500)).toBe(0.5);
  });

  test("the bands' targets invert the formula: 80% is 240.8 below the rating, 20% the same above", () => {
    expect(difficultyForChance(1500, 0.8)).toBeCloseTo(1259.2, 1);
    expect(difficultyForChance(1500, 0.5)).toBe(1500);
    expect(difficultyForChance(1500, 0.2)).toBeCloseTo(1740.8, 1);
  });

  test("a LeetCode contest problem rated 2100 by zerotrac maps to 1700 by default, a 0.2403 chance for a 1500 user", () => {
    const placed = placeProblem({ ...facts, platform: "leetcode", contestRating: 2100 }, DEFAULT_MAPPINGS);
    expect(placed).toEqual({ unified: 1700, estimated: false, source: "zerotrac" });
    expect(solveChance(1500, placed!.unified)).toBeCloseTo(0.2403, 4);
  });

  test("through a fitted robust line: pairs on CF = 0.8·LC − 100 put a 2000 problem at 1500", () => {
    const pairs: Array<[number, number]> = [1400, 1500, 1600, 1700, 1800, 1900, 2000, 2100, 2200, 2300].map((x) => [x, 0.8 * x - 100]);
    pairs.push([1650, 2400]); // one outlier does not move a median-of-slopes fit
    const mapping = fitMapping(pairs, DEFAULT_MAPPINGS.leetcode);
    expect(mapping.method).toBe("robust_line");
    expect(placeProblem({ ...facts, platform: "leetcode", contestRating: 2000 }, { ...DEFAULT_MAPPINGS, leetcode: mapping })!.unified).toBe(
      1500,
    );
  });

  test("too few pairs keep the default; a falling fit keeps it too", () => {
    expect(fitMapping([[1500, 1200]], DEFAULT_MAPPINGS.codechef)).toBe(DEFAULT_MAPPINGS.codechef);
    const falling = Array.from({ length: 12 }, (_, i): [number, number] => [1400 + 50 * i, 2000 - 50 * i]);
    expect(fitMapping(falling, DEFAULT_MAPPINGS.codechef)).toBe(DEFAULT_MAPPINGS.codechef);
  });

  test("equipercentile from 100 pairs matches quantiles and stays increasing", () => {
    const pairs = Array.from({ length: 100 }, (_, i): [number, number] => [1000 + 10 * i, 700 + 20 * ((i * 37) % 100)]);
    const mapping = fitMapping(pairs, DEFAULT_MAPPINGS.codechef);
    expect(mapping.method).toBe("equipercentile");
    // The medians: CodeChef 1495 ↔ Codeforces 1690.
    expect(applyKnots(mapping.knots, 1495)).toBeCloseTo(1690, 0);
    for (let i = 1; i < mapping.knots.length; i++) expect(mapping.knots[i]![1]).toBeGreaterThanOrEqual(mapping.knots[i - 1]![1]);
  });

  test("order of sources: platform rating, then attempts, then the coarse prior (estimated); nothing else is placed", () => {
    expect(placeProblem({ ...facts, platform: "codechef", rating: 1800 }, DEFAULT_MAPPINGS)).toEqual({
      unified: 1500,
      estimated: false,
      source: "rating",
    });
    expect(placeProblem({ ...facts, platform: "codechef", rating: -1 }, DEFAULT_MAPPINGS)).toBeNull();
    expect(placeProblem({ ...facts, platform: "codeforces", fromAttempts: 1432.4 }, DEFAULT_MAPPINGS)).toEqual({
      unified: 1432,
      estimated: true,
      source: "attempts",
    });
    expect(placeProblem({ ...facts, platform: "leetcode", difficulty: "Medium" }, DEFAULT_MAPPINGS)).toEqual({
      unified: 1250,
      estimated: true,
      source: "coarse",
    });
    expect(placeProblem({ ...facts, platform: "codeforces" }, DEFAULT_MAPPINGS)).toBeNull();
  });
});

describe("abilities", () => {
  test("a tag with only failures: ten misses at 1500 for a 1500 user give 1079 (804–1353), flagged weak", () => {
    const misses = Array.from({ length: 10 }, () => ({ difficulty: 1500, solved: false, weight: 1 }));
    expect(summariseTag(misses, 1500)).toEqual({ ability: 1079, low: 804, high: 1353, weak: true });
  });

  test("three misses move the estimate (1229) but not enough to call the tag weak", () => {
    const misses = Array.from({ length: 3 }, () => ({ difficulty: 1500, solved: false, weight: 1 }));
    expect(summariseTag(misses, 1500)).toEqual({ ability: 1229, low: 903, high: 1556, weak: false });
  });

  test("no data leaves the prior: the user's rating ± 1.645 × 300", () => {
    expect(fitAbility([], 1600)).toEqual({ ability: 1600, sd: 300 });
    expect(summariseTag([], 1600)).toEqual({ ability: 1600, low: 1107, high: 2094, weak: false });
  });

  test("a topic is read against the user's practice level: the fit from that level, moved by rating − level", () => {
    const outcomes = [
      { difficulty: 1500, solved: true, weight: 3 },
      { difficulty: 1700, solved: false, weight: 1 },
    ];
    const atLevel = summariseTag(outcomes, 1800);
    expect(summariseTag(outcomes, 1800, 1500)).toMatchObject({ ability: atLevel.ability - 300, low: atLevel.low - 300 });
    // The level's own uncertainty widens the interval: sd 100 on top of the fit's.
    const wider = summariseTag(outcomes, 1800, 1500, 100);
    expect(wider.high - wider.low).toBeGreaterThan(atLevel.high - atLevel.low);
    expect(practiceLevel([], 1500)).toEqual({ ability: 1500, sd: 300 });
  });

  test("an unrated problem is placed from five or more attempters", () => {
    expect(difficultyFromAttempts([{ rating: 1500, solved: true }])).toBeNull();
    const half = [1400, 1450, 1500, 1550, 1600, 1500].map((rating, i) => ({ rating, solved: i % 2 === 0 }));
    expect(difficultyFromAttempts(half)).toBeCloseTo(1500, -1);
  });

  test("the user's one rating weighs each platform by its rated contests", () => {
    // Codeforces 1500 over 30 contests, LeetCode 2000 (→ 1600) over 10: (30·1500 + 10·1600)/40 = 1525.
    const r = combineRatings(
      [
        { platform: "codeforces", rating: 1500, contests: 30 },
        { platform: "leetcode", rating: 2000, contests: 10 },
      ],
      DEFAULT_MAPPINGS,
    );
    expect(r.value).toBe(1525);
    expect(r.from.map((f) => f.platform)).toEqual(["codeforces", "leetcode"]);
    expect(combineRatings([], DEFAULT_MAPPINGS)).toEqual({ value: 1200, from: [] });
  });
});

describe("one taxonomy", () => {
  test("aliases fold into canonical topics; *special and Array are dropped", () => {
    expect(canonicalTopics("codeforces", ["*special", "dp", "dfs and similar", "sortings", "dp"])).toEqual(["dp", "sorting", "search"]);
    expect(canonicalTopics("leetcode", ["Array", "Heap (Priority Queue)", "Dynamic Programming", "Depth-First Search"])).toEqual([
      "dp",
      "search",
      "heaps",
    ]);
    expect(canonicalTopics("codechef", ["Greedy Algorithms", "Observation"])).toEqual(["greedy"]);
  });
});

import type { SmartSheetEntry } from "@/lib/contract/network";
import {
  clampPage,
  distinctPlatforms,
  filterSheet,
  matchesDifficulty,
  matchesPlatform,
  matchesSearch,
  pageCount,
  pageOf,
  paginationWindow,
  platformOptions,
  taskBucket,
  type SheetFilter,
} from "./filters";

const NO_SHEET_FILTER: SheetFilter = { query: "", difficulty: "all", platform: "all", hideSolved: false };

let seq = 0;
function entry(task: Partial<SmartSheetEntry["task"]> = {}, count = 1): SmartSheetEntry {
  seq += 1;
  return {
    count,
    task: {
      _id: String(seq),
      name: `Problem ${seq}`,
      url: `https://codeforces.com/problemset/problem/${seq}/A`,
      difficulty: "1500",
      platform: "codeforces",
      tags: [],
      solvers: [],
      attempters: [],
      solvedByMe: false,
      lastAttemptAt: "2026-03-01T00:00:00.000Z",
      ...task,
    },
  };
}

describe("taskBucket and the difficulty filter", () => {
  it.each([
    ["1399", "easy"],
    ["1400", "medium"],
    ["1799", "medium"],
    ["1800", "hard"],
    ["2099", "hard"],
    ["2100", "insane"],
    ["800", "easy"],
    ["3500", "insane"],
  ])("a rated problem at %s is %s", (difficulty, bucket) => {
    expect(taskBucket({ platform: "codeforces", difficulty })).toBe(bucket);
    expect(taskBucket({ platform: "codechef", difficulty })).toBe(bucket);
    expect(matchesDifficulty({ platform: "codeforces", difficulty }, bucket as "easy")).toBe(true);
  });

  it("only the bucket a rating falls in matches", () => {
    expect(matchesDifficulty({ platform: "codeforces", difficulty: "1399" }, "medium")).toBe(false);
    expect(matchesDifficulty({ platform: "codeforces", difficulty: "1400" }, "easy")).toBe(false);
    expect(matchesDifficulty({ platform: "codeforces", difficulty: "2100" }, "hard")).toBe(false);
  });

  it("LeetCode problems are bucketed by their own word, lower-cased", () => {
    expect(taskBucket({ platform: "leetcode", difficulty: "Easy" })).toBe("easy");
    expect(taskBucket({ platform: "leetcode", difficulty: "MEDIUM" })).toBe("medium");
    expect(matchesDifficulty({ platform: "leetcode", difficulty: "Hard" }, "hard")).toBe(true);
    expect(matchesDifficulty({ platform: "leetcode", difficulty: "Hard" }, "insane")).toBe(false);
    // A LeetCode word is not a rating, and a number on LeetCode is not a word.
    expect(taskBucket({ platform: "leetcode", difficulty: "1500" })).toBeNull();
    expect(taskBucket({ platform: "codeforces", difficulty: "Easy" })).toBeNull();
  });

  it("a problem of unknown difficulty matches only 'all'", () => {
    for (const platform of ["leetcode", "codeforces", "codechef"] as const) {
      expect(taskBucket({ platform, difficulty: "" })).toBeNull();
      expect(matchesDifficulty({ platform, difficulty: "" }, "all")).toBe(true);
      for (const d of ["easy", "medium", "hard", "insane"] as const) expect(matchesDifficulty({ platform, difficulty: "" }, d)).toBe(false);
    }
  });
});

describe("search", () => {
  const task = { name: "Two Sum Queries", tags: ["Binary Search", "data structures"] };
  it("matches the name, ignoring case", () => {
    expect(matchesSearch(task, "sum q")).toBe(true);
    expect(matchesSearch(task, "TWO")).toBe(true);
  });
  it("matches any tag, ignoring case", () => {
    expect(matchesSearch(task, "binary")).toBe(true);
    expect(matchesSearch(task, "DATA STRUCT")).toBe(true);
  });
  it("a blank query matches everything; an unrelated one nothing", () => {
    expect(matchesSearch(task, "")).toBe(true);
    expect(matchesSearch(task, "   ")).toBe(true);
    expect(matchesSearch(task, "graphs")).toBe(false);
  });
});

describe("platform filter", () => {
  it("compares case-insensitively", () => {
    expect(matchesPlatform({ platform: "leetcode" }, "LeetCode")).toBe(true);
    expect(matchesPlatform({ platform: "codeforces" }, "CODEFORCES")).toBe(true);
    expect(matchesPlatform({ platform: "codeforces" }, "leetcode")).toBe(false);
    expect(matchesPlatform({ platform: "codechef" }, "All")).toBe(true);
  });
  it("offers CodeChef only when the sheet has CodeChef problems", () => {
    expect(platformOptions([entry(), entry({ platform: "leetcode", difficulty: "Easy" })])).toEqual(["leetcode", "codeforces"]);
    expect(platformOptions([entry({ platform: "codechef" })])).toEqual(["leetcode", "codeforces", "codechef"]);
  });
  it("counts distinct platforms", () => {
    expect(distinctPlatforms([])).toBe(0);
    expect(distinctPlatforms([entry(), entry(), entry({ platform: "codechef" })])).toBe(2);
  });
});

describe("filterSheet", () => {
  const a = entry({ name: "Alpha", platform: "leetcode", difficulty: "Easy", tags: ["greedy"] });
  const b = entry({ name: "Beta", difficulty: "1900", tags: ["graphs"], solvedByMe: true });
  const c = entry({ name: "Gamma", platform: "codechef", difficulty: "", tags: ["Greedy"] });
  const all = [a, b, c];
  it("combines search, difficulty, platform and the solved toggle, keeping the order", () => {
    expect(filterSheet(all, NO_SHEET_FILTER)).toEqual(all);
    expect(filterSheet(all, { ...NO_SHEET_FILTER, query: "greedy" })).toEqual([a, c]);
    expect(filterSheet(all, { ...NO_SHEET_FILTER, query: "greedy", platform: "codechef" })).toEqual([c]);
    expect(filterSheet(all, { ...NO_SHEET_FILTER, difficulty: "hard" })).toEqual([b]);
    expect(filterSheet(all, { ...NO_SHEET_FILTER, hideSolved: true })).toEqual([a, c]);
    expect(filterSheet(all, { ...NO_SHEET_FILTER, difficulty: "insane" })).toEqual([]);
  });
});

describe("pages", () => {
  it("counts pages of 10, at least one", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(200)).toBe(20);
  });
  it("slices the current page, clamped to the pages there are", () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(items, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageOf(items, 3)).toEqual([20, 21, 22]);
    expect(pageOf(items, 9)).toEqual([20, 21, 22]);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(4, 3)).toBe(3);
    expect(clampPage(2, 0)).toBe(1);
  });
});

describe("paginationWindow", () => {
  it("a window of 5 at the start, in the middle and at the end", () => {
    expect(paginationWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(2, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(3, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(paginationWindow(9, 10, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(paginationWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
  });
  it("a window of 3 at the start, in the middle and at the end", () => {
    expect(paginationWindow(1, 10, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(2, 10, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(paginationWindow(10, 10, 3)).toEqual([8, 9, 10]);
  });
  it("shows every page when there are fewer than the window", () => {
    expect(paginationWindow(1, 2, 5)).toEqual([1, 2]);
    expect(paginationWindow(2, 2, 3)).toEqual([1, 2]);
    expect(paginationWindow(3, 3, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 1, 5)).toEqual([1]);
  });
  it("clamps a page out of range", () => {
    expect(paginationWindow(99, 10, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(paginationWindow(0, 10, 3)).toEqual([1, 2, 3]);
  });
});

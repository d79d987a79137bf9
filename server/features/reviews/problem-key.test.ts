import { problemKeyOf } from "./problem-key";

describe("the synced problem a saved link points at", () => {
  it("reads Codeforces problemset, contest and gym links as one id", () => {
    expect(problemKeyOf("codeforces", "https://codeforces.com/problemset/problem/1500/c")).toEqual({
      platform: "codeforces",
      externalId: "1500C",
    });
    expect(problemKeyOf("codeforces", "https://codeforces.com/contest/1500/problem/C")).toEqual({
      platform: "codeforces",
      externalId: "1500C",
    });
    expect(problemKeyOf("codeforces", "https://www.codeforces.com/contest/1843/problem/F2/")).toEqual({
      platform: "codeforces",
      externalId: "1843F2",
    });
    expect(problemKeyOf("codeforces", "https://codeforces.com/gym/104114/problem/A")).toEqual({
      platform: "codeforces",
      externalId: "104114A",
    });
  });

  it("reads LeetCode slugs and CodeChef codes, practice or contest pages", () => {
    expect(problemKeyOf("leetcode", "https://leetcode.com/problems/Two-Sum/description/")).toEqual({
      platform: "leetcode",
      externalId: "two-sum",
    });
    expect(problemKeyOf("codechef", "https://www.codechef.com/problems/flow001")).toEqual({ platform: "codechef", externalId: "FLOW001" });
    expect(problemKeyOf("codechef", "https://www.codechef.com/START140/problems/ABC")).toEqual({ platform: "codechef", externalId: "ABC" });
  });

  it("matches nothing for other platforms, other hosts, or pages that are not a problem", () => {
    expect(problemKeyOf("other", "https://atcoder.jp/contests/abc1/tasks/abc1_a")).toBeNull();
    expect(problemKeyOf("codeforces", "https://evil.example/contest/1500/problem/C")).toBeNull();
    expect(problemKeyOf("codeforces", "https://codeforces.com/blog/entry/1")).toBeNull();
    expect(problemKeyOf("leetcode", "not a link")).toBeNull();
  });
});

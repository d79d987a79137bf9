import { platformOfLink } from "./platforms";

describe("platformOfLink", () => {
  it.each([
    ["https://leetcode.com/problems/two-sum/", "leetcode"],
    ["https://leetcode.cn/problems/two-sum/", "leetcode"],
    ["https://codeforces.com/contest/1920/problem/C", "codeforces"],
    ["https://m1.codeforces.com/problemset/problem/4/A", "codeforces"],
    ["https://www.codechef.com/problems/FLOW001", "codechef"],
    ["  https://CODECHEF.com/START120A/problems/X  ", "codechef"],
    ["https://atcoder.jp/contests/abc300/tasks/abc300_a", "other"],
    ["https://notleetcode.com/problems/x", "other"],
  ])("%s is %s", (link, platform) => expect(platformOfLink(link)).toBe(platform));

  it("reads nothing from text that is not a web link", () => {
    expect(platformOfLink("")).toBeNull();
    expect(platformOfLink("leetcode two sum")).toBeNull();
    expect(platformOfLink("ftp://leetcode.com/x")).toBeNull();
  });
});

import { readPrefill, trickyProblemHref } from "./prefill";

describe("Tricky Problems pre-filled from a link", () => {
  it("round-trips a sheet card's name, link and platform", () => {
    const href = trickyProblemHref({ name: "Two Sum & Friends", url: "https://leetcode.com/problems/two-sum/", platform: "leetcode" });
    expect(href.startsWith("/stumbles?add=1&")).toBe(true);
    expect(readPrefill(href.slice("/stumbles".length))).toEqual({
      name: "Two Sum & Friends",
      url: "https://leetcode.com/problems/two-sum/",
      platform: "leetcode",
      summary: "",
    });
  });

  it("reads the platform from the link when none is named, and cuts fields to the form's limits", () => {
    const long = "N".repeat(80);
    const p = readPrefill(`?add=1&name=${long}&url=${encodeURIComponent("https://codeforces.com/contest/1/problem/A")}`);
    expect(p).toMatchObject({ platform: "codeforces", name: "N".repeat(50) });
  });

  it("asks for no form without add=1", () => {
    expect(readPrefill("?name=x")).toBeNull();
    expect(readPrefill("")).toBeNull();
  });
});

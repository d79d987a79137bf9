import { recentListOverflowed } from "./gaps";

const ids = (n: number, prefix = "p") => Array.from({ length: n }, (_, i) => ({ externalId: `${prefix}:${i}` }));

describe("recentListOverflowed", () => {
  it("is true when a full list shares nothing with what is stored", () => {
    expect(recentListOverflowed(ids(20, "new"), new Set(["old:1"]))).toBe(true);
  });

  it("is false when the list still reaches a stored submission", () => {
    expect(recentListOverflowed([...ids(19, "new"), { externalId: "old:1" }], new Set(["old:1"]))).toBe(false);
  });

  it("reads the list's stored ids alone when told whether anything was held before, as the sync engine asks", () => {
    expect(recentListOverflowed(ids(20, "new"), new Set(), true)).toBe(true);
    expect(recentListOverflowed(ids(20, "new"), new Set(), false)).toBe(false);
    expect(recentListOverflowed([...ids(19, "new"), { externalId: "old:1" }], new Set(["old:1"]), true)).toBe(false);
  });

  it("is false for a list that is not full, and on a first sync", () => {
    expect(recentListOverflowed(ids(19, "new"), new Set(["old:1"]))).toBe(false);
    expect(recentListOverflowed(ids(20, "new"), new Set())).toBe(false);
  });
});

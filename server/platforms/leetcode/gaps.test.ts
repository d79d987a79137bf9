import { missedSubmissions, recentListOverflowed } from "./gaps";

const ids = (n: number, prefix = "p") => Array.from({ length: n }, (_, i) => ({ externalId: `${prefix}:${i}` }));
const at = (...isoTimes: string[]) => isoTimes.map((t) => ({ submittedAt: new Date(t) }));

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

describe("missedSubmissions", () => {
  const calendar = { "2024-06-01": 4, "2024-06-02": 25, "2024-06-03": 2 };

  it("counts, per day from the last poll's day, what the calendar has and the app does not", () => {
    const held = at(...Array.from({ length: 20 }, () => "2024-06-02T10:00:00Z"), "2024-06-03T01:00:00Z", "2024-06-03T02:00:00Z");
    expect(missedSubmissions(calendar, held, new Date("2024-06-02T08:00:00Z"))).toEqual({ total: 5, byDay: { "2024-06-02": 5 } });
  });

  it("finds nothing missing when every counted submission is held", () => {
    expect(
      missedSubmissions({ "2024-06-03": 2 }, at("2024-06-03T01:00:00Z", "2024-06-03T23:59:59Z"), new Date("2024-06-03T00:00:00Z")),
    ).toEqual({
      total: 0,
      byDay: {},
    });
  });
});

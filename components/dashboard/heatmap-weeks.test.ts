import { buildHeatmap, countActiveDays, dayLabel, legendLabel, levelBounds, levelOf, type DayActivity } from "./heatmap-weeks";

/** `count` consecutive days ending on `last`, with submissions from `counts` (0 past its end). */
function year(last: string, count = 365, counts: (i: number) => number = () => 0): DayActivity[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    const submissions = counts(i);
    return { date, submissions, accepted: Math.floor(submissions / 2) };
  });
}

describe("buildHeatmap", () => {
  it("lays a year out as 53 Sunday-first week columns with every day in its weekday row", () => {
    // 2026-11-03 is a Tuesday; its 365 days start on Tuesday 2025-11-04.
    const map = buildHeatmap(year("2026-11-03"));
    expect(map.weeks).toHaveLength(53);
    expect(map.weeks.every((w) => w.length === 7)).toBe(true);
    expect(map.weeks[0]!.slice(0, 2)).toEqual([null, null]);
    expect(map.weeks[0]![2]?.date).toBe("2025-11-04");
    const last = map.weeks[52]!;
    expect(last[2]?.date).toBe("2026-11-03");
    expect(last.slice(3)).toEqual([null, null, null, null]);
    const cells = map.weeks.flat().filter((c) => c !== null);
    expect(cells).toHaveLength(365);
    map.weeks.forEach((week) => week.forEach((c, row) => c && expect(new Date(`${c.date}T00:00:00Z`).getUTCDay()).toBe(row)));
  });

  it.each(["2026-01-03", "2026-01-04", "2025-06-15", "2024-12-31"])("always gives 53 columns (year ending %s)", (last) => {
    expect(buildHeatmap(year(last)).weeks).toHaveLength(53);
  });

  it("counts active days as days with any submission", () => {
    const days = year("2026-11-03", 365, (i) => (i % 10 === 0 ? 3 : 0));
    const map = buildHeatmap(days);
    expect(map.activeDays).toBe(37);
    expect(countActiveDays(days)).toBe(37);
  });

  it("labels months over the column holding their first day, leaving out cramped ones", () => {
    const map = buildHeatmap(year("2026-11-03"));
    expect(map.months.map((m) => m.label)).toEqual(["Nov", "Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct"]);
    // November 2026 starts in the last column: one column is too narrow for its label.
    const dec = map.months.find((m) => m.label === "Dec")!;
    expect(map.weeks[dec.column]!.some((c) => c?.date === "2025-12-01")).toBe(true);
    expect(map.months.every((m) => m.span >= 2)).toBe(true);
  });

  it("has nothing to draw for no days", () => {
    expect(buildHeatmap([])).toMatchObject({ weeks: [], months: [], activeDays: 0 });
  });
});

describe("colour levels", () => {
  it("are the quartiles of the busy days, so one outlier does not flatten the rest", () => {
    const counts = [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 100];
    const bounds = levelBounds(counts);
    expect(bounds).toEqual([3, 5, 7]);
    expect(counts.map((c) => levelOf(c, bounds))).toEqual([0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it("stay strictly increasing when many days have the same count", () => {
    expect(levelBounds([1, 1, 1, 1])).toEqual([1, 2, 3]);
    expect(levelBounds([])).toEqual([1, 2, 3]);
  });

  it("come with a legend that says what each colour means", () => {
    const map = buildHeatmap(year("2026-11-03", 365, (i) => [0, 1, 2, 3, 4, 5, 6, 7, 8][i % 9]!));
    expect(map.legend.map(legendLabel)).toEqual([
      "No submissions",
      "1–2 submissions",
      "3–4 submissions",
      "5–6 submissions",
      "7 or more submissions",
    ]);
    expect(legendLabel({ level: 1, min: 1, max: 1 })).toBe("1 submission");
  });
});

describe("dayLabel", () => {
  it("reads as a sentence with the date in words", () => {
    expect(dayLabel({ date: "2026-11-03", submissions: 12, accepted: 5 })).toBe("12 submissions, 5 accepted on Nov 3, 2026");
    expect(dayLabel({ date: "2026-01-01", submissions: 1, accepted: 0 })).toBe("1 submission, 0 accepted on Jan 1, 2026");
  });
});

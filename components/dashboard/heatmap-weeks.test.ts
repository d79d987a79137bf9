import { buildHeatmap, countActiveDays, dayAt, dayLabel, legendLabel, LEFT, slotOf, STEP, TOP, type DayActivity } from "./heatmap-weeks";

/** `count` consecutive days ending on `last`, with submissions from `counts` (0 past its end); level 1 for any. */
function year(last: string, count = 365, counts: (i: number) => number = () => 0): DayActivity[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    const submissions = counts(i);
    return { date, submissions, accepted: Math.floor(submissions / 2), level: submissions > 0 ? 1 : 0 };
  });
}

const squares = (path: string) =>
  [...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => [(Number(x) - 1 - LEFT) / STEP, (Number(y) - 1 - TOP) / STEP]);

describe("buildHeatmap", () => {
  it("lays a year out as 53 Sunday-first week columns with every day in its weekday row", () => {
    // 2026-11-03 is a Tuesday; its 365 days start on Tuesday 2025-11-04.
    const days = year("2026-11-03");
    const map = buildHeatmap(days);
    expect(map.columns).toBe(53);
    expect(map.lead).toBe(2);
    expect(slotOf(map.lead, 0)).toEqual({ column: 0, row: 2 });
    expect(slotOf(map.lead, 364)).toEqual({ column: 52, row: 2 });
    days.forEach((d, i) => expect(slotOf(map.lead, i).row).toBe(new Date(`${d.date}T00:00:00Z`).getUTCDay()));
  });

  it.each(["2026-01-03", "2026-01-04", "2025-06-15", "2024-12-31"])("always gives 53 columns (year ending %s)", (last) => {
    expect(buildHeatmap(year(last)).columns).toBe(53);
  });

  it("draws each day once, in the path of its level", () => {
    const days = year("2026-11-03", 365, (i) => (i % 10 === 0 ? 3 : 0));
    const map = buildHeatmap(days);
    expect(squares(map.paths[0]!)).toHaveLength(365 - 37);
    expect(squares(map.paths[1]!)).toHaveLength(37);
    expect(map.paths.slice(2)).toEqual(["", "", ""]);
    expect(squares(map.paths[1]!)[0]).toEqual([0, 2]);
  });

  it("finds the day under a point, and none between the weeks' ends", () => {
    const map = buildHeatmap(year("2026-11-03"));
    const centre = (column: number, row: number) => [LEFT + column * STEP + 5, TOP + row * STEP + 5] as const;
    expect(dayAt(map, 365, ...centre(0, 2))).toBe(0);
    expect(dayAt(map, 365, ...centre(52, 2))).toBe(364);
    expect(dayAt(map, 365, ...centre(0, 1))).toBeNull();
    expect(dayAt(map, 365, ...centre(52, 3))).toBeNull();
    expect(dayAt(map, 365, 2, 2)).toBeNull();
  });

  it("counts active days as days with any submission, and sums each month", () => {
    const days = year("2026-11-03", 365, (i) => (i % 10 === 0 ? 3 : 0));
    const map = buildHeatmap(days);
    expect(map.activeDays).toBe(37);
    expect(countActiveDays(days)).toBe(37);
    expect(map.byMonth.map((m) => m.month)).toEqual([
      "November 2025",
      "December 2025",
      "January 2026",
      "February 2026",
      "March 2026",
      "April 2026",
      "May 2026",
      "June 2026",
      "July 2026",
      "August 2026",
      "September 2026",
      "October 2026",
      "November 2026",
    ]);
    expect(map.byMonth.reduce((n, m) => n + m.activeDays, 0)).toBe(37);
    expect(map.byMonth.reduce((n, m) => n + m.submissions, 0)).toBe(37 * 3);
    expect(map.byMonth[0]).toEqual({ month: "November 2025", activeDays: 3, submissions: 9, accepted: 3 });
  });

  it("labels months over the column holding their first day, leaving out cramped ones", () => {
    const map = buildHeatmap(year("2026-11-03"));
    expect(map.months.map((m) => m.label)).toEqual(["Nov", "Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct"]);
    // December 2025 starts on a Monday, in the fifth column; November 2026 in the last, too narrow for its label.
    expect(map.months.find((m) => m.label === "Dec")!.column).toBe(4);
    expect(map.months.every((m) => m.span >= 2)).toBe(true);
  });

  it("has nothing to draw for no days", () => {
    expect(buildHeatmap([])).toMatchObject({ columns: 0, months: [], paths: ["", "", "", "", ""], activeDays: 0 });
  });
});

describe("words", () => {
  it("say what each step of the colour scale covers", () => {
    expect(
      [
        { min: 0, max: 0 },
        { min: 1, max: 2 },
        { min: 3, max: 3 },
        { min: 7, max: null },
      ].map(legendLabel),
    ).toEqual(["No submissions", "1–2 submissions", "3 submissions", "7 or more submissions"]);
    expect(legendLabel({ min: 1, max: 1 })).toBe("1 submission");
  });

  it("read a day as a sentence with the date in words", () => {
    expect(dayLabel({ date: "2026-11-03", submissions: 12, accepted: 5 })).toBe("12 submissions, 5 accepted on Nov 3, 2026");
    expect(dayLabel({ date: "2026-01-01", submissions: 1, accepted: 0 })).toBe("1 submission, 0 accepted on Jan 1, 2026");
  });
});

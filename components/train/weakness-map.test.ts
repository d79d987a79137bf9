import { axisTicks } from "./weakness-map";

describe("the weakness map's rating axis", () => {
  it("puts round ratings inside the drawn range, at most six, evenly spaced", () => {
    expect(axisTicks(1130, 1720)).toEqual([1200, 1300, 1400, 1500, 1600, 1700]);
    expect(axisTicks(850, 2360)).toEqual([1000, 1250, 1500, 1750, 2000, 2250]);
    expect(axisTicks(300, 3700)).toEqual([1000, 2000, 3000]);
    for (const [low, high] of [
      [0, 4000],
      [1390, 1410],
      [799, 3601],
    ] as const) {
      const ticks = axisTicks(low, high);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks.every((t) => t >= low && t <= high)).toBe(true);
      expect(new Set(ticks.slice(1).map((t, i) => t - ticks[i]!)).size).toBeLessThanOrEqual(1);
    }
  });
});

import { monthTicks, nearestIndex, ratingTicks } from "./rating-axes";

describe("the rating axis", () => {
  it("puts at most six round ratings across the range, on the smallest step that allows it", () => {
    expect(ratingTicks([1200, 1600])).toEqual([1200, 1300, 1400, 1500, 1600]);
    expect(ratingTicks([800, 2400])).toEqual([1000, 1250, 1500, 1750, 2000, 2250]);
    expect(ratingTicks([0, 4000]).length).toBeLessThanOrEqual(6);
    expect(ratingTicks([1450, 1550], 6)).toEqual([1450, 1500, 1550]);
  });
});

describe("the date axis", () => {
  const at = (y: number, m: number, d = 15) => new Date(y, m - 1, d).getTime();

  it("marks the first of each month for a short history", () => {
    expect(monthTicks(at(2026, 1), at(2026, 4), 12)).toEqual([at(2026, 2, 1), at(2026, 3, 1), at(2026, 4, 1)]);
  });

  it("steps by quarters, half-years or years as the history grows, on months a reader expects", () => {
    const quarters = monthTicks(at(2024, 2), at(2026, 2), 9);
    expect(quarters.map((t) => new Date(t).getMonth() % 3)).toEqual(quarters.map(() => 0));
    const years = monthTicks(at(2016, 5), at(2026, 5), 10);
    expect(years.map((t) => [new Date(t).getMonth(), new Date(t).getDate()])).toEqual(years.map(() => [0, 1]));
    expect(years.length).toBeLessThanOrEqual(10);
  });

  it("has no tick inside a month that starts before the first contest, and none for an empty range", () => {
    expect(monthTicks(at(2026, 3, 5), at(2026, 3, 20), 4)).toEqual([]);
    expect(monthTicks(at(2026, 3, 20), at(2026, 3, 5), 4)).toEqual([]);
  });
});

describe("finding a contest under the pointer", () => {
  it("takes the nearest x, the earlier one on a tie", () => {
    const xs = [10, 20, 40];
    expect(nearestIndex(xs, 0)).toBe(0);
    expect(nearestIndex(xs, 14)).toBe(0);
    expect(nearestIndex(xs, 15)).toBe(0);
    expect(nearestIndex(xs, 16)).toBe(1);
    expect(nearestIndex(xs, 31)).toBe(2);
    expect(nearestIndex(xs, 99)).toBe(2);
    expect(nearestIndex([], 5)).toBe(-1);
  });
});

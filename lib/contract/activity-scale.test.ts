import { activityScale, levelBounds, levelOf } from "./activity-scale";

describe("heatmap colour levels", () => {
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

  it("come with a scale saying which counts each level covers", () => {
    expect(activityScale([2, 4, 6])).toEqual([
      { level: 0, min: 0, max: 0 },
      { level: 1, min: 1, max: 2 },
      { level: 2, min: 3, max: 4 },
      { level: 3, min: 5, max: 6 },
      { level: 4, min: 7, max: null },
    ]);
  });
});

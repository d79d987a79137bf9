/** Pure, so the rating chart's ticks are tested without drawing. */

const RATING_STEPS = [50, 100, 200, 250, 500, 1000, 2000];

/** At most `most` of them, on the smallest step that allows it. */
export function ratingTicks([lo, hi]: readonly [number, number], most = 6): number[] {
  const step = RATING_STEPS.find((s) => Math.floor(hi / s) - Math.ceil(lo / s) + 1 <= most) ?? RATING_STEPS.at(-1)!;
  const ticks: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) ticks.push(v);
  return ticks;
}

const MONTH_STEPS = [1, 2, 3, 4, 6, 12, 24, 36, 60, 120];

/** A history inside one month gets that month's start when it is in range, else none. */
export function monthTicks(from: number, to: number, most: number): number[] {
  if (!(to >= from) || most < 1) return [];
  const start = new Date(from);
  const first = { year: start.getFullYear(), month: start.getMonth() + (start.getDate() === 1 && start.getHours() === 0 ? 0 : 1) };
  const end = new Date(to);
  const span = (end.getFullYear() - first.year) * 12 + end.getMonth() - first.month + 1;
  const step = MONTH_STEPS.find((s) => Math.ceil(span / s) <= most) ?? MONTH_STEPS.at(-1)!;
  // On months that are multiples of the step (January, April, July, October for 3), as a reader expects.
  const offset = step <= 12 ? (((step - (first.month % step)) % step) + step) % step : 0;
  const ticks: number[] = [];
  for (let m = first.month + offset; ; m += step) {
    const at = new Date(first.year, m, 1).getTime();
    if (at > to) break;
    if (at >= from) ticks.push(at);
  }
  return ticks;
}

/** `xs` ascending; -1 without points. */
export function nearestIndex(xs: readonly number[], x: number): number {
  if (xs.length === 0) return -1;
  let lo = 0;
  let hi = xs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && x - xs[lo - 1]! <= xs[lo]! - x ? lo - 1 : lo;
}

/** Decided by the API so the browser only draws them. */

export type HeatLevel = 0 | 1 | 2 | 3 | 4;
export type ScaleStep = { level: HeatLevel; min: number; max: number | null };

/** Quartiles of the busy days, so one unusually busy day does not wash the rest out to the palest colour. */
export function levelBounds(counts: readonly number[]): [number, number, number] {
  const busy = counts.filter((c) => c > 0).sort((a, b) => a - b);
  if (busy.length === 0) return [1, 2, 3];
  const at = (q: number) => busy[Math.min(busy.length - 1, Math.floor(q * (busy.length - 1)))]!;
  const q1 = at(0.25);
  const q2 = Math.max(at(0.5), q1 + 1);
  const q3 = Math.max(at(0.75), q2 + 1);
  return [q1, q2, q3];
}

export function levelOf(count: number, [b1, b2, b3]: readonly [number, number, number]): HeatLevel {
  if (count <= 0) return 0;
  if (count <= b1) return 1;
  if (count <= b2) return 2;
  if (count <= b3) return 3;
  return 4;
}

export function activityScale([b1, b2, b3]: readonly [number, number, number]): ScaleStep[] {
  return [
    { level: 0, min: 0, max: 0 },
    { level: 1, min: 1, max: b1 },
    { level: 2, min: b1 + 1, max: b2 },
    { level: 3, min: b2 + 1, max: b3 },
    { level: 4, min: b3 + 1, max: null },
  ];
}

import { MINUTE, HOUR, DAY } from "@/lib/time";

/** mulberry32: small, fast and the same everywhere for a seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Person = { active: boolean; submissions: number[]; online: number[] };

export function person(active: boolean, rnd: () => number, from: number, to: number): Person {
  const exp = (mean: number) => -Math.log(1 - rnd()) * mean;
  const uniform = (lo: number, hi: number) => lo + rnd() * (hi - lo);
  const submissions: number[] = [];
  const online: number[] = [];
  if (active) {
    // Attempts come in bursts (a wrong answer, a quick resubmit).
    for (let start = from + exp(8 * HOUR); start < to; start += exp(8 * HOUR)) {
      const end = start + uniform(30, 120) * MINUTE;
      online.push(start);
      for (let t = start + exp(4 * MINUTE); t < end; t += exp(4 * MINUTE)) online.push(t);
      for (let t = start + exp(10 * MINUTE); t < end; t += exp(10 * MINUTE)) {
        const burst = 1 + Math.floor(rnd() * 3);
        for (let i = 0, s = t; i < burst; i++, s += uniform(20, 120) * 1000) submissions.push(s);
      }
    }
  } else {
    for (let start = from + exp(3 * DAY); start < to; start += exp(3 * DAY)) {
      online.push(start);
      const first = start + uniform(2, 15) * MINUTE;
      submissions.push(first);
      if (rnd() < 0.4) submissions.push(first + uniform(1, 10) * MINUTE);
    }
  }
  // Visits without a submission move lastOnlineTimeSeconds too.
  for (let t = from + exp(DAY); t < to; t += exp(DAY)) {
    const visits = 1 + Math.floor(rnd() * 3);
    for (let i = 0; i < visits; i++) online.push(t + uniform(0, 10) * MINUTE);
  }
  online.push(...submissions);
  const byTime = (a: number, b: number) => a - b;
  return { active, submissions: submissions.sort(byTime), online: online.sort(byTime) };
}

/** Submission ids went from 9.6M (January 2015) to over 100M (December 2020): about 1.5 a second, 15 in a round. */
export type SitePace = { backgroundPerSecond: number; roundPerSecond: number; roundStartHour: number; roundHours: number };
export const CODEFORCES_PACE: SitePace = { backgroundPerSecond: 1.5, roundPerSecond: 15, roundStartHour: 14.5, roundHours: 2 };

/** Prefix sums, to count any stretch fast. */
export function siteCounts(pace: SitePace, people: readonly Person[], from: number, to: number) {
  const seconds = Math.ceil((to - from) / 1000);
  const prefix = new Float64Array(seconds + 1);
  const own = new Float64Array(seconds);
  for (const p of people)
    for (const s of p.submissions) {
      const k = Math.floor((s - from) / 1000);
      if (k >= 0 && k < seconds) own[k]!++;
    }
  for (let k = 0; k < seconds; k++) {
    const hourOfDay = ((((from + k * 1000) % DAY) + DAY) % DAY) / HOUR;
    const round = hourOfDay >= pace.roundStartHour && hourOfDay < pace.roundStartHour + pace.roundHours;
    prefix[k + 1] = prefix[k]! + pace.backgroundPerSecond + (round ? pace.roundPerSecond : 0) + own[k]!;
  }
  const second = (t: number) => Math.min(seconds - 1, Math.max(0, Math.floor((t - from) / 1000)));
  return {
    between: (s: number, t: number) => prefix[second(t) + 1]! - prefix[second(s)]!,
    /** The start of the earliest second still among the newest `count` at `t`. */
    oldestWithin(t: number, count: number): number {
      const end = prefix[second(t) + 1]!;
      let lo = 0;
      let hi = second(t);
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (end - prefix[mid]! <= count) hi = mid;
        else lo = mid + 1;
      }
      return from + lo * 1000;
    },
  };
}

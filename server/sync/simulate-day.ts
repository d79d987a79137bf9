import { DEFAULT_SPACING_MS } from "../platforms/core/gate";
import {
  newAccountState,
  planTick,
  recordActivityCheck,
  recordSubmissionFetch,
  syncPolicyConfig,
  type SyncAccountState,
  type SyncPolicyConfig,
} from "./policy";
import { MINUTE, HOUR, DAY } from "@/lib/time";

/**
 * A day of Codeforces sync in virtual time (no waiting): simulated people submit and browse, the
 * policy (policy.ts) decides every call, a rate gate spaces the calls, and we measure how long a
 * submission takes to reach us. Printed by `npm run bench`.
 */

export type SimulateDayOptions = {
  accounts?: number;
  /** Share of accounts that practise daily (several sessions with bursts of submissions). */
  activeShare?: number;
  seed?: number;
  /** Measured hours; a warm-up runs before and a grace period after, so the day starts and ends in steady state. */
  hours?: number;
  /** Codeforces: at most one call per this many milliseconds. */
  spacingMs?: number;
  /** How often the engine asks the policy for a plan. */
  tickSeconds?: number;
  config?: Partial<SyncPolicyConfig>;
};

/** Minutes from a submission on the platform to the `user.status` call that picked it up. */
export type LatencyFigures = { count: number; p50Minutes: number; p95Minutes: number; maxMinutes: number; missed: number };

export type DayFigures = {
  accounts: number;
  activeAccounts: number;
  hours: number;
  /** Codeforces calls (each user.info batch and each user.status counts one) in the measured hours. */
  callsPerHour: { mean: number; max: number; byHour: number[] };
  callsByKind: { activityCheck: number; submissions: number };
  latency: { active: LatencyFigures; idle: LatencyFigures };
  /** Smallest gap between two consecutive calls over the whole run. */
  minCallGapMs: number;
};

const WARM_UP = 6 * HOUR;
const GRACE = 2 * HOUR;
/** Virtual midnight the measured day starts at. */
const EPOCH = Date.UTC(2026, 0, 5);

/** mulberry32: small, fast and the same everywhere for a seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Person = { active: boolean; submissions: number[]; online: number[] };

/** When one person submits and when Codeforces sees them online, in ms from EPOCH over [from, to). */
function person(active: boolean, rnd: () => number, from: number, to: number): Person {
  const exp = (mean: number) => -Math.log(1 - rnd()) * mean;
  const uniform = (lo: number, hi: number) => lo + rnd() * (hi - lo);
  const submissions: number[] = [];
  const online: number[] = [];
  if (active) {
    // About three practice sessions a day; attempts come in bursts (a wrong answer, a quick resubmit).
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
    // A submission every few days, after a few minutes of reading the problem.
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

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function latencyFigures(minutes: number[], missed: number): LatencyFigures {
  const sorted = [...minutes].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    count: sorted.length,
    p50Minutes: round(percentile(sorted, 50)),
    p95Minutes: round(percentile(sorted, 95)),
    maxMinutes: round(sorted[sorted.length - 1] ?? 0),
    missed,
  };
}

export function simulateDay(options: SimulateDayOptions = {}): DayFigures {
  const { accounts = 1000, activeShare = 0.1, seed = 1, hours = 24, spacingMs = DEFAULT_SPACING_MS.codeforces, tickSeconds = 30 } = options;
  const config = syncPolicyConfig(options.config);
  const rnd = random(seed);
  const end = hours * HOUR;
  const activeAccounts = Math.round(accounts * activeShare);
  const people = Array.from({ length: accounts }, (_, i) => person(i < activeAccounts, rnd, -2 * DAY, end + GRACE));

  const at = (t: number) => new Date(EPOCH + t);
  const onlineIdx = people.map(() => -1);
  const seenIdx = people.map(() => -1);
  /** lastOnlineTimeSeconds as Codeforces would report it at t (t only moves forward per person). */
  const lastOnline = (i: number, t: number) => {
    const times = people[i]!.online;
    while ((times[onlineIdx[i]! + 1] ?? Infinity) <= t) onlineIdx[i]!++;
    return onlineIdx[i]! < 0 ? null : at(times[onlineIdx[i]!]!);
  };

  // Each account was last synced and checked at some point in the day before the warm-up.
  const states: SyncAccountState[] = people.map((p, i) => {
    const syncedAt = -WARM_UP - rnd() * DAY;
    while ((p.submissions[seenIdx[i]! + 1] ?? Infinity) <= syncedAt) seenIdx[i]!++;
    const online = lastOnline(i, syncedAt);
    const newest = p.submissions[seenIdx[i]!];
    return {
      ...newAccountState("codeforces", `user${i}`),
      lastSyncedAt: at(syncedAt),
      lastCheckedAt: at(syncedAt),
      lastSeenOnlineAt: online,
      onlineAtLastSync: online,
      lastActivityAt: newest === undefined ? null : at(newest),
    };
  });
  const index = new Map(states.map((s, i) => [s.handle, i]));

  const latencies = { active: [] as number[], idle: [] as number[] };
  const byHour = Array.from({ length: hours }, () => 0);
  const callsByKind = { activityCheck: 0, submissions: 0 };
  let lastCall = -Infinity;
  let minCallGapMs = Infinity;
  const tickMs = tickSeconds * 1000;
  const budget = Math.max(1, Math.floor(tickMs / spacingMs));

  for (let tick = -WARM_UP; tick < end + GRACE; tick += tickMs) {
    for (const call of planTick(states, at(tick), config, { codeforces: budget })) {
      const t = Math.max(tick, lastCall + spacingMs);
      minCallGapMs = Math.min(minCallGapMs, t - lastCall);
      lastCall = t;
      const measured = t >= 0 && t < end;
      if (measured) byHour[Math.floor(t / HOUR)]!++;
      if (call.kind === "activity-check") {
        if (measured) callsByKind.activityCheck++;
        for (const handle of call.handles) {
          const i = index.get(handle)!;
          states[i] = recordActivityCheck(states[i]!, lastOnline(i, t), at(t));
        }
        continue;
      }
      if (measured) callsByKind.submissions++;
      const i = index.get(call.handle)!;
      const p = people[i]!;
      const fresh: Date[] = [];
      while ((p.submissions[seenIdx[i]! + 1] ?? Infinity) <= t) {
        const s = p.submissions[++seenIdx[i]!]!;
        fresh.push(at(s));
        if (s >= 0 && s < end) latencies[p.active ? "active" : "idle"].push((t - s) / MINUTE);
      }
      states[i] = recordSubmissionFetch(states[i]!, { ok: true, newSubmissionTimes: fresh }, at(t), config);
    }
  }

  const missed = (active: boolean) =>
    people.reduce(
      (n, p, i) => n + (p.active === active ? p.submissions.filter((s, k) => s >= 0 && s < end && k > seenIdx[i]!).length : 0),
      0,
    );
  const total = byHour.reduce((a, b) => a + b, 0);
  return {
    accounts,
    activeAccounts,
    hours,
    callsPerHour: { mean: Math.round((total / hours) * 10) / 10, max: Math.max(0, ...byHour), byHour },
    callsByKind,
    latency: { active: latencyFigures(latencies.active, missed(true)), idle: latencyFigures(latencies.idle, missed(false)) },
    minCallGapMs,
  };
}

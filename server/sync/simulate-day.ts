import { PLATFORMS, type PlatformId } from "@/lib/contract/platforms";
import { DEFAULT_SPACING_MS } from "../platforms/core/gate";
import {
  newAccountState,
  newFeedState,
  planTick,
  recordActivityCheck,
  recordFeedRead,
  recordFeedSubmissions,
  recordSubmissionFetch,
  feedCovers,
  nextFeedReadAt,
  syncPolicyConfig,
  type FeedState,
  type SyncAccountState,
  type SyncPolicyConfig,
} from "./policy";
import { CODEFORCES_PACE, person, random, siteCounts, type SitePace } from "./simulated-people";
import { MINUTE, HOUR, DAY } from "@/lib/time";

// A day of sync in virtual time, measuring how long a submission takes to reach us (docs/benchmarks.md).

export type SimulateDayOptions = {
  accounts?: number;
  activeShare?: number;
  seed?: number;
  /** A warm-up runs before and a grace period after, so the day starts and ends in steady state. */
  hours?: number;
  platform?: PlatformId;
  spacingMs?: number;
  tickSeconds?: number;
  config?: Partial<SyncPolicyConfig>;
  feed?: boolean;
  feedCount?: number;
  /** The site's pace decides how far back the feed reaches. */
  pace?: SitePace;
  /** Covered accounts add nothing to a plan, so 100,000 take seconds; off only to check the figures match. */
  skipCovered?: boolean;
};

export type LatencyFigures = { count: number; p50Minutes: number; p95Minutes: number; maxMinutes: number; missed: number };

export type DayFigures = {
  accounts: number;
  activeAccounts: number;
  hours: number;
  callsPerHour: { mean: number; max: number; byHour: number[] };
  callsByKind: { feed: number; activityCheck: number; submissions: number };
  latency: { active: LatencyFigures; idle: LatencyFigures };
  feed: { seen: number; gaps: number };
  minCallGapMs: number;
};

const WARM_UP = 6 * HOUR;
const GRACE = 2 * HOUR;
const EPOCH = Date.UTC(2026, 0, 5);

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function latencyFigures(minutes: number[], missed: number): LatencyFigures {
  const sorted = Float64Array.from(minutes).sort();
  const values = Array.from(sorted);
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    count: values.length,
    p50Minutes: round(percentile(values, 50)),
    p95Minutes: round(percentile(values, 95)),
    maxMinutes: round(values[values.length - 1] ?? 0),
    missed,
  };
}

export function simulateDay(options: SimulateDayOptions = {}): DayFigures {
  const { accounts = 1000, activeShare = 0.1, seed = 1, hours = 24, platform = "codeforces", tickSeconds = 30 } = options;
  const spacingMs = options.spacingMs ?? DEFAULT_SPACING_MS[platform];
  const useFeed = PLATFORMS[platform].sync.siteFeed && options.feed === true;
  const feedCount = options.feedCount ?? 1000;
  const config = syncPolicyConfig(options.config);
  const rnd = random(seed);
  const end = hours * HOUR;
  const activeAccounts = Math.round(accounts * activeShare);
  const people = Array.from({ length: accounts }, (_, i) => person(i < activeAccounts, rnd, -2 * DAY, end + GRACE));

  const at = (t: number) => new Date(EPOCH + t);
  const onlineIdx = people.map(() => -1);
  const seen = people.map((p) => new Uint8Array(p.submissions.length));
  const scanned = people.map(() => 0);
  /** t only moves forward per person. */
  const lastOnline = (i: number, t: number) => {
    const times = people[i]!.online;
    while ((times[onlineIdx[i]! + 1] ?? Infinity) <= t) onlineIdx[i]!++;
    return onlineIdx[i]! < 0 ? null : at(times[onlineIdx[i]!]!);
  };
  const latencies = { active: [] as number[], idle: [] as number[] };
  const take = (i: number, k: number, t: number) => {
    seen[i]![k] = 1;
    const s = people[i]!.submissions[k]!;
    if (s >= 0 && s < end) latencies[people[i]!.active ? "active" : "idle"].push((t - s) / MINUTE);
    return at(s);
  };
  const fetchUpTo = (i: number, t: number) => {
    const subs = people[i]!.submissions;
    const fresh: Date[] = [];
    for (; scanned[i]! < subs.length && subs[scanned[i]!]! <= t; scanned[i]!++)
      if (!seen[i]![scanned[i]!]) fresh.push(take(i, scanned[i]!, t));
    return fresh;
  };

  // Last syncs are spread over the day (with the feed, the sweep period), as in a steady state.
  const syncSpread = useFeed ? config.feedFullSyncHours * HOUR : DAY;
  const states: SyncAccountState[] = people.map((p, i) => {
    const syncedAt = -WARM_UP - rnd() * syncSpread;
    fetchUpTo(i, useFeed ? -WARM_UP : syncedAt);
    const online = lastOnline(i, syncedAt);
    const newest = p.submissions[scanned[i]! - 1];
    return {
      ...newAccountState(platform, `user${i}`),
      lastSyncedAt: at(syncedAt),
      lastCheckedAt: at(syncedAt),
      lastSeenOnlineAt: online,
      onlineAtLastSync: online,
      lastActivityAt: newest === undefined ? null : at(newest),
    };
  });
  const index = new Map(states.map((s, i) => [s.handle, i]));

  const site = siteCounts(options.pace ?? CODEFORCES_PACE, people, -WARM_UP - HOUR, end + GRACE);
  const queue = useFeed
    ? people.flatMap((p, i) => p.submissions.map((s, k) => [s, i, k] as const).filter(([s]) => s > -WARM_UP)).sort((a, b) => a[0] - b[0])
    : [];
  let queued = 0;
  let feed: FeedState | undefined = useFeed
    ? { ...newFeedState(), continuousSince: at(-WARM_UP - syncSpread), lastReadAt: at(-WARM_UP) }
    : undefined;
  const feedFigures = { seen: 0, gaps: 0 };

  const byHour = Array.from({ length: hours }, () => 0);
  const callsByKind = { feed: 0, activityCheck: 0, submissions: 0 };
  let lastCall = -Infinity;
  let minCallGapMs = Infinity;
  const tickMs = tickSeconds * 1000;
  const budget = Math.max(1, Math.floor(tickMs / spacingMs));
  const skipCovered = useFeed && options.skipCovered !== false;
  const sweepMs = config.feedFullSyncHours * HOUR;
  const dormantUntil = new Float64Array(accounts).fill(-Infinity);
  const update = (i: number, state: SyncAccountState) => {
    states[i] = state;
    if (skipCovered) dormantUntil[i] = feedCovers(state, feed) ? state.lastSyncedAt!.getTime() - EPOCH + sweepMs : -Infinity;
  };
  states.forEach((state, i) => update(i, state));

  const gate = (t0: number) => {
    const t = Math.max(t0, lastCall + spacingMs);
    minCallGapMs = Math.min(minCallGapMs, t - lastCall);
    lastCall = t;
    if (t >= 0 && t < end) byHour[Math.floor(t / HOUR)]!++;
    return t;
  };
  const measuredAt = (t: number) => t >= 0 && t < end;
  const readFeedUntil = (limit: number) => {
    while (feed) {
      const due = Math.max(nextFeedReadAt(feed, config).getTime() - EPOCH, lastCall + spacingMs);
      if (due >= limit) return;
      const t = gate(due);
      if (measuredAt(t)) callsByKind.feed++;
      const oldest = site.oldestWithin(t, feedCount);
      const byPerson = new Map<number, Date[]>();
      for (; queued < queue.length && queue[queued]![0] <= t; queued++) {
        const [s, i, k] = queue[queued]!;
        if (s < oldest || seen[i]![k]) continue;
        if (measuredAt(t)) feedFigures.seen++;
        byPerson.set(i, [...(byPerson.get(i) ?? []), take(i, k, t)]);
      }
      for (const [i, times] of byPerson) update(i, recordFeedSubmissions(states[i]!, times));
      const before = feed;
      feed = recordFeedRead(before, at(t), { count: feedCount, max: feedCount, oldest: at(oldest), newest: at(t) });
      if (feed.continuousSince !== before.continuousSince) {
        if (measuredAt(t)) feedFigures.gaps++;
        // No account is covered until a call says so.
        if (skipCovered) states.forEach((state, i) => update(i, state));
      }
    }
  };

  for (let tick = -WARM_UP; tick < end + GRACE; tick += tickMs) {
    readFeedUntil(tick);
    const planned = skipCovered ? states.filter((_, i) => dormantUntil[i]! <= tick) : states;
    for (const call of planTick(planned, at(tick), config, { [platform]: budget }, feed)) {
      readFeedUntil(Math.max(tick, lastCall + spacingMs) + 1);
      const t = gate(tick);
      if (call.kind === "activity-check") {
        if (measuredAt(t)) callsByKind.activityCheck++;
        for (const handle of call.handles) {
          const i = index.get(handle)!;
          update(i, recordActivityCheck(states[i]!, lastOnline(i, t), at(t)));
        }
        continue;
      }
      if (measuredAt(t)) callsByKind.submissions++;
      const i = index.get(call.handle)!;
      update(i, recordSubmissionFetch(states[i]!, { ok: true, newSubmissionTimes: fetchUpTo(i, t) }, at(t), config));
    }
  }

  const missed = (active: boolean) =>
    people.reduce((n, p, i) => n + (p.active === active ? p.submissions.filter((s, k) => s >= 0 && s < end && !seen[i]![k]).length : 0), 0);
  const total = byHour.reduce((a, b) => a + b, 0);
  return {
    accounts,
    activeAccounts,
    hours,
    callsPerHour: { mean: Math.round((total / hours) * 10) / 10, max: Math.max(0, ...byHour), byHour },
    callsByKind,
    latency: { active: latencyFigures(latencies.active, missed(true)), idle: latencyFigures(latencies.idle, missed(false)) },
    feed: feedFigures,
    minCallGapMs,
  };
}

import { PLATFORM_IDS, PLATFORMS, type PlatformId } from "@/lib/contract/platforms";
import { MINUTE, HOUR, DAY } from "@/lib/time";

// Pure functions of state and clock, so the engine, the profiles' freshness and the day simulation agree (docs/architecture.md §5).

/** Null: never happened. */
export type SyncAccountState = {
  platform: PlatformId;
  handle: string;
  lastSyncedAt: Date | null;
  lastActivityAt: Date | null;
  /** Codeforces `lastOnlineTimeSeconds` as of the last `user.info` check. */
  lastSeenOnlineAt: Date | null;
  /** `lastSeenOnlineAt` as it stood at the last successful fetch. */
  onlineAtLastSync: Date | null;
  lastCheckedAt: Date | null;
  /** Exponentially weighted; sizes LeetCode's interval. */
  submissionsPerHour: number;
  consecutiveFailures: number;
  lastFailureAt: Date | null;
  /** A verdict may still change or a contest has not been seen to end: fetch again soon. */
  unsettled: boolean;
  ratingStale: boolean;
  /** The platform's Retry-After part-way through a history: go on then, no sooner and no later. */
  notBefore: Date | null;
};

export type SyncPolicyConfig = {
  /** SYNC_INTERVAL_MINUTES (Codeforces: the longest unchecked). */
  maxIntervalMinutes: number;
  activeIntervalMinutes: number;
  recentIntervalMinutes: number;
  checkActiveMinutes: number;
  checkRecentMinutes: number;
  /** A `user.status` call even when the online time stood still, in case it missed a move. */
  codeforcesFullSyncHours: number;
  /** LeetCode's public list holds only 20. */
  leetcodeSubmissionsPerPoll: number;
  leetcodeMinIntervalMinutes: number;
  rateWindowMinutes: number;
  settleIntervalMinutes: number;
  /** Capped at a few minutes: the breaker already spares a platform that is down. */
  backoffBaseMinutes: number;
  backoffCapMinutes: number;
  /** Long URLs are refused (docs/platforms.md §0). */
  checkBatchSize: number;
  /** The feed is read within half its last span, clamped, so no submission falls off between reads. */
  feedMinIntervalSeconds: number;
  feedMaxIntervalSeconds: number;
  /** Against what the feed cannot show (a rejudge). */
  feedFullSyncHours: number;
};

export const DEFAULT_SYNC_POLICY: SyncPolicyConfig = {
  maxIntervalMinutes: 30,
  activeIntervalMinutes: 5,
  recentIntervalMinutes: 15,
  checkActiveMinutes: 2,
  checkRecentMinutes: 5,
  codeforcesFullSyncHours: 24,
  leetcodeSubmissionsPerPoll: 5,
  leetcodeMinIntervalMinutes: 2,
  rateWindowMinutes: 30,
  settleIntervalMinutes: 10,
  backoffBaseMinutes: 1,
  backoffCapMinutes: 4,
  checkBatchSize: 100,
  feedMinIntervalSeconds: 4,
  feedMaxIntervalSeconds: 30,
  feedFullSyncHours: 7 * 24,
};

export const syncPolicyConfig = (overrides: Partial<SyncPolicyConfig> = {}): SyncPolicyConfig => ({
  ...DEFAULT_SYNC_POLICY,
  ...overrides,
});

/** A missing platform gets no calls. */
export type CallBudget = Partial<Record<PlatformId, number>>;

export type FetchReason = "first" | "moved" | "due" | "retry";

export type PlannedCall =
  | { kind: "activity-check"; platform: "codeforces"; handles: string[] }
  | { kind: "submissions"; platform: PlatformId; handle: string; reason: FetchReason };

export const newAccountState = (platform: PlatformId, handle: string): SyncAccountState => ({
  platform,
  handle,
  lastSyncedAt: null,
  lastActivityAt: null,
  lastSeenOnlineAt: null,
  onlineAtLastSync: null,
  lastCheckedAt: null,
  submissionsPerHour: 0,
  consecutiveFailures: 0,
  lastFailureAt: null,
  unsettled: false,
  ratingStale: false,
  notBefore: null,
});

/** While every read reaches back past the one before, every submission since `continuousSince` was seen. */
export type FeedState = {
  continuousSince: Date | null;
  lastReadAt: Date | null;
  spanMs: number | null;
};

export const newFeedState = (): FeedState => ({ continuousSince: null, lastReadAt: null, spanMs: null });

const ms = (d: Date | null) => (d === null ? null : d.getTime());
const latest = (a: Date | null, b: Date | null) => (a === null ? b : b === null || a.getTime() >= b.getTime() ? a : b);

/** Measured from when we last looked, not from `now`, so a due time never drifts. */
function tierMs(activity: Date | null, lookedAt: number, activeMin: number, recentMin: number, config: SyncPolicyConfig): number {
  const age = activity === null ? Infinity : lookedAt - activity.getTime();
  const minutes = age < HOUR ? activeMin : age < DAY ? recentMin : config.maxIntervalMinutes;
  return Math.min(minutes, config.maxIntervalMinutes) * MINUTE;
}

export const backoffMinutes = (failures: number, config: SyncPolicyConfig): number =>
  failures <= 0 ? 0 : Math.min(config.backoffCapMinutes, config.backoffBaseMinutes * 2 ** (failures - 1));

/** A submission moves `lastOnlineTimeSeconds` (docs/platforms.md §0). */
export function needsStatusFetch(state: SyncAccountState): boolean {
  if (state.lastSyncedAt === null) return true;
  if (state.lastSeenOnlineAt === null) return false;
  return state.lastSeenOnlineAt.getTime() > (state.onlineAtLastSync ?? state.lastSyncedAt).getTime();
}

export function feedCovers(state: SyncAccountState, feed: FeedState | undefined): boolean {
  const since = feed?.continuousSince?.getTime();
  if (since === undefined || !PLATFORMS[state.platform].sync.siteFeed || state.lastSyncedAt === null) return false;
  if (state.lastSyncedAt.getTime() >= since) return true;
  // A user.info check after the feed began that found no move is as good as a fetch then.
  return !needsStatusFetch(state) && (ms(state.lastCheckedAt) ?? -Infinity) >= since;
}

export function nextFeedReadAt(feed: FeedState, config: SyncPolicyConfig): Date {
  const last = ms(feed.lastReadAt);
  if (last === null) return new Date(0);
  const half = feed.spanMs === null ? Infinity : feed.spanMs / 2;
  const interval = Math.min(config.feedMaxIntervalSeconds * 1000, Math.max(config.feedMinIntervalSeconds * 1000, half));
  return new Date(last + interval);
}

/** A full answer whose oldest is newer than the last read may have lost some, so the stretch restarts. */
export function recordFeedRead(
  feed: FeedState,
  now: Date,
  answer: { count: number; max: number; oldest: Date | null; newest: Date | null },
): FeedState {
  const full = answer.count >= answer.max;
  const reachedBack = !full || (answer.oldest !== null && feed.lastReadAt !== null && answer.oldest.getTime() <= feed.lastReadAt.getTime());
  const continuousSince =
    feed.continuousSince !== null && reachedBack ? feed.continuousSince : full ? answer.oldest : (feed.continuousSince ?? now);
  const spanMs = full && answer.oldest !== null && answer.newest !== null ? answer.newest.getTime() - answer.oldest.getTime() : null;
  return { continuousSince, lastReadAt: now, spanMs };
}

export const recordFeedSubmissions = (state: SyncAccountState, submissionTimes: readonly Date[]): SyncAccountState => ({
  ...state,
  lastActivityAt: submissionTimes.reduce<Date | null>((a, d) => latest(a, d), state.lastActivityAt),
});

function checkIntervalMs(state: SyncAccountState, config: SyncPolicyConfig): number {
  const lookedAt = ms(state.lastCheckedAt) ?? ms(state.lastSyncedAt) ?? 0;
  const activity = latest(state.lastActivityAt, state.lastSeenOnlineAt);
  return tierMs(activity, lookedAt, config.checkActiveMinutes, config.checkRecentMinutes, config);
}

function fetchIntervalMs(state: SyncAccountState, synced: number, config: SyncPolicyConfig): number {
  const tier = tierMs(state.lastActivityAt, synced, config.activeIntervalMinutes, config.recentIntervalMinutes, config);
  if (PLATFORMS[state.platform].sync.recentCap === null) return tier;
  // The list cannot be paged: poll before the expected new submissions come near its cap.
  const byRate = state.submissionsPerHour > 0 ? (config.leetcodeSubmissionsPerPoll / state.submissionsPerHour) * HOUR : Infinity;
  return Math.max(config.leetcodeMinIntervalMinutes * MINUTE, Math.min(tier, byRate));
}

type Schedule = { dueAt: number; intervalMs: number; reason: FetchReason };

function fetchSchedule(state: SyncAccountState, now: number, config: SyncPolicyConfig, feed?: FeedState): Schedule {
  let plan: Schedule;
  const synced = ms(state.lastSyncedAt);
  if (synced === null) plan = { dueAt: now, intervalMs: MINUTE, reason: "first" };
  else if (feedCovers(state, feed)) {
    const sweep = config.feedFullSyncHours * HOUR;
    plan = { dueAt: synced + sweep, intervalMs: sweep, reason: "due" };
  } else if (PLATFORMS[state.platform].sync.batchCheck) {
    // A user.status per account every 30 min would exceed the 1,800 calls an hour the limit allows.
    plan = needsStatusFetch(state)
      ? { dueAt: ms(state.lastCheckedAt) ?? now, intervalMs: checkIntervalMs(state, config), reason: "moved" }
      : { dueAt: synced + config.codeforcesFullSyncHours * HOUR, intervalMs: config.codeforcesFullSyncHours * HOUR, reason: "due" };
  } else {
    const interval = fetchIntervalMs(state, synced, config);
    plan = { dueAt: synced + interval, intervalMs: interval, reason: "due" };
  }
  if (synced !== null && state.ratingStale)
    plan = { dueAt: Math.min(plan.dueAt, ms(state.lastCheckedAt) ?? now), intervalMs: MINUTE, reason: "moved" };
  if (synced !== null && state.unsettled) {
    const settle = config.settleIntervalMinutes * MINUTE;
    if (synced + settle < plan.dueAt) plan = { dueAt: synced + settle, intervalMs: settle, reason: "due" };
  }
  const failedAt = ms(state.lastFailureAt);
  // The backoff alone, or a Codeforces account whose online time stood still would wait a day.
  if (state.consecutiveFailures > 0 && failedAt !== null) {
    const backoff = backoffMinutes(state.consecutiveFailures, config) * MINUTE;
    plan = { dueAt: failedAt + backoff, intervalMs: backoff, reason: "retry" };
  }
  const notBefore = ms(state.notBefore);
  // Sooner would be refused again; later leaves an unfinished history waiting.
  if (notBefore !== null) plan = { ...plan, dueAt: state.consecutiveFailures > 0 ? Math.max(plan.dueAt, notBefore) : notBefore };
  return plan;
}

export const nextSyncAt = (state: SyncAccountState, now: Date, config: SyncPolicyConfig): Date =>
  new Date(fetchSchedule(state, now.getTime(), config).dueAt);

/** A share of its own interval: two minutes late matters more on a two-minute interval. */
const lateness = (dueAt: number, intervalMs: number, now: number) => (now - dueAt) / Math.max(intervalMs, 1);

/** A batch costs one call however many handles it holds, so the last one is topped up. */
export function activityCheckPlan(
  accounts: readonly SyncAccountState[],
  now: Date,
  config: SyncPolicyConfig,
  feed?: FeedState,
): string[][] {
  const t = now.getTime();
  const ranked = accounts
    .filter((a) => PLATFORMS[a.platform].sync.batchCheck && !needsStatusFetch(a) && !feedCovers(a, feed))
    .map((a) => {
      const checked = ms(a.lastCheckedAt);
      const interval = checkIntervalMs(a, config);
      return { handle: a.handle, late: checked === null ? Infinity : lateness(checked + interval, interval, t) };
    })
    .sort((a, b) => b.late - a.late);
  const due = ranked.filter((r) => r.late >= 0).length;
  const size = Math.max(1, config.checkBatchSize);
  const batches: string[][] = [];
  for (let i = 0; i < Math.ceil(due / size); i++) batches.push(ranked.slice(i * size, (i + 1) * size).map((r) => r.handle));
  return batches;
}

const REASON_RANK: Record<FetchReason, number> = { first: 0, moved: 1, due: 2, retry: 2 };

/** New accounts first (someone waits), then one check batch (it feeds every later fetch), then the rest. */
export function planTick(
  accounts: readonly SyncAccountState[],
  now: Date,
  config: SyncPolicyConfig,
  budget: CallBudget,
  feed?: FeedState,
): PlannedCall[] {
  const t = now.getTime();
  const calls: PlannedCall[] = [];
  for (const platform of PLATFORM_IDS) {
    const limit = budget[platform] ?? 0;
    if (limit <= 0) continue;
    const own = accounts.filter((a) => a.platform === platform);
    const ownFeed = PLATFORMS[platform].sync.siteFeed ? feed : undefined;
    const fetches = own
      .map((a) => ({ a, s: fetchSchedule(a, t, config, ownFeed) }))
      .filter(({ s }) => s.dueAt <= t)
      .sort(
        (x, y) =>
          REASON_RANK[x.s.reason] - REASON_RANK[y.s.reason] ||
          lateness(y.s.dueAt, y.s.intervalMs, t) - lateness(x.s.dueAt, x.s.intervalMs, t),
      )
      .map(({ a, s }): PlannedCall => ({ kind: "submissions", platform, handle: a.handle, reason: s.reason }));
    const checks = (PLATFORMS[platform].sync.batchCheck ? activityCheckPlan(own, now, config, ownFeed) : []).map(
      (handles): PlannedCall => ({
        kind: "activity-check",
        platform: "codeforces",
        handles,
      }),
    );
    const rank = (c: PlannedCall) => (c.kind === "submissions" ? REASON_RANK[c.reason] : 0);
    const ordered = [
      ...fetches.filter((c) => rank(c) === 0),
      ...checks.slice(0, 1),
      ...fetches.filter((c) => rank(c) === 1),
      ...checks.slice(1),
      ...fetches.filter((c) => rank(c) === 2),
    ];
    calls.push(...ordered.slice(0, limit));
  }
  return calls;
}

export const recordActivityCheck = (state: SyncAccountState, lastOnlineAt: Date | null, now: Date): SyncAccountState => ({
  ...state,
  lastSeenOnlineAt: latest(state.lastSeenOnlineAt, lastOnlineAt),
  lastCheckedAt: now,
});

export type FetchOutcome = { ok: true; newSubmissionTimes: readonly Date[] } | { ok: false };

export function recordSubmissionFetch(
  state: SyncAccountState,
  outcome: FetchOutcome,
  now: Date,
  config: SyncPolicyConfig,
): SyncAccountState {
  const t = now.getTime();
  if (!outcome.ok) return { ...state, consecutiveFailures: state.consecutiveFailures + 1, lastFailureAt: now };
  // A burst lifts the rate at once, as a full 20-item list may already have lost some.
  const tau = config.rateWindowMinutes * MINUTE;
  const since = ms(state.lastSyncedAt);
  const fresh = outcome.newSubmissionTimes;
  const carried = since === null ? 0 : state.submissionsPerHour * Math.exp(-(t - since) / tau);
  const weighted = carried + fresh.reduce((sum, d) => sum + Math.exp(-Math.max(0, t - d.getTime()) / tau), 0) * (HOUR / tau);
  const burst = since === null ? 0 : fresh.length / (Math.max(t - since, 10 * MINUTE) / HOUR);
  const newest = fresh.reduce<Date | null>((a, d) => latest(a, d), null);
  return {
    ...state,
    lastSyncedAt: now,
    lastActivityAt: latest(state.lastActivityAt, newest),
    onlineAtLastSync: state.lastSeenOnlineAt,
    submissionsPerHour: Math.max(weighted, burst),
    consecutiveFailures: 0,
  };
}

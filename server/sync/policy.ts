import { PLATFORM_IDS, PLATFORMS, type PlatformId } from "@/lib/contract/platforms";
import { MINUTE, HOUR, DAY } from "@/lib/time";

/**
 * Sync scheduling (docs/architecture.md §5): when each account's submissions are fetched and which
 * Codeforces handles go into the next batched `user.info` call. Pure functions of account state and
 * the clock, so the sync engine, the freshness shown on profiles and the day simulation
 * (simulate-day.ts) agree, and a day can be replayed in seconds.
 */

/** What the scheduler knows about one platform account (one `platform_accounts` row). Null: never happened. */
export type SyncAccountState = {
  platform: PlatformId;
  handle: string;
  /** Last successful submissions fetch. */
  lastSyncedAt: Date | null;
  /** Time of the newest submission stored for the account. */
  lastActivityAt: Date | null;
  /** Codeforces `lastOnlineTimeSeconds` as of the last `user.info` check. */
  lastSeenOnlineAt: Date | null;
  /** Codeforces: `lastSeenOnlineAt` as it stood at the last successful fetch. */
  onlineAtLastSync: Date | null;
  /** Codeforces: when the account was last in a `user.info` batch. */
  lastCheckedAt: Date | null;
  /** Recent submissions per hour as of `lastSyncedAt` (exponentially weighted); sizes LeetCode's interval. */
  submissionsPerHour: number;
  consecutiveFailures: number;
  lastFailureAt: Date | null;
  /**
   * A stored verdict may still change (judging, Codeforces pretests), or a Codeforces contest the
   * account took part in has not been seen to end and publish its ratings: fetch again soon.
   */
  unsettled: boolean;
  /** Codeforces `user.info` reported a rating other than ours: the rating history is due now. */
  ratingStale: boolean;
  /**
   * The platform asked not to be called before this (CodeChef's Retry-After part-way through an
   * account's history): the history goes on from then, no sooner and no later.
   */
  notBefore: Date | null;
};

export type SyncPolicyConfig = {
  /** SYNC_INTERVAL_MINUTES: the longest an account goes unsynced (Codeforces: unchecked). */
  maxIntervalMinutes: number;
  /** Fetch interval when the newest submission was within an hour / a day of the last sync. */
  activeIntervalMinutes: number;
  recentIntervalMinutes: number;
  /** Codeforces `user.info` interval when the account was online or submitted within an hour / a day. */
  checkActiveMinutes: number;
  checkRecentMinutes: number;
  /** Codeforces: a `user.status` call even when `lastOnlineTimeSeconds` stood still, in case it missed a move. */
  codeforcesFullSyncHours: number;
  /** LeetCode: expected new submissions between polls; the public list holds only 20. */
  leetcodeSubmissionsPerPoll: number;
  /** LeetCode: the shortest poll interval, however fast an account submits. */
  leetcodeMinIntervalMinutes: number;
  /** Time constant of the submission rate estimate. */
  rateWindowMinutes: number;
  /** Fetch interval while a verdict or a contest's end is awaited. */
  settleIntervalMinutes: number;
  /**
   * Retries after transient failures. Capped at a few minutes: the breaker already spares a
   * platform that is down, and an account must come back soon after its platform does.
   */
  backoffBaseMinutes: number;
  backoffCapMinutes: number;
  /** Handles per `user.info` call (docs/platforms.md §0: URLs past about 8 KB are refused). */
  checkBatchSize: number;
  /**
   * Codeforces feed (`problemset.recentStatus`): read again within half the time its last answer
   * spanned, never sooner or later than these, so no submission falls off between two reads.
   */
  feedMinIntervalSeconds: number;
  feedMaxIntervalSeconds: number;
  /** Codeforces: the `user.status` sweep of an account the feed covers, against anything it cannot show (a rejudge). */
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

/** Calls per platform for the coming interval (Codeforces: interval / 2 s). A missing platform gets none. */
export type CallBudget = Partial<Record<PlatformId, number>>;

/** first: never synced; moved: Codeforces saw the account online since; due: its interval ran out; retry: backing off. */
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

/**
 * The Codeforces feed as read so far. While every read reaches back past the one before, every
 * submission on the site since `continuousSince` has been seen, so an account known complete at
 * some time after it is complete now, with no call of its own.
 */
export type FeedState = {
  continuousSince: Date | null;
  lastReadAt: Date | null;
  /** How far back the last answer reached (its newest minus its oldest submission, when it was full). */
  spanMs: number | null;
};

export const newFeedState = (): FeedState => ({ continuousSince: null, lastReadAt: null, spanMs: null });

const ms = (d: Date | null) => (d === null ? null : d.getTime());
const latest = (a: Date | null, b: Date | null) => (a === null ? b : b === null || a.getTime() >= b.getTime() ? a : b);

/** Shorter intervals the more recent the activity, measured from when we last looked (not from `now`, so a due time never drifts). */
function tierMs(activity: Date | null, lookedAt: number, activeMin: number, recentMin: number, config: SyncPolicyConfig): number {
  const age = activity === null ? Infinity : lookedAt - activity.getTime();
  const minutes = age < HOUR ? activeMin : age < DAY ? recentMin : config.maxIntervalMinutes;
  return Math.min(minutes, config.maxIntervalMinutes) * MINUTE;
}

export const backoffMinutes = (failures: number, config: SyncPolicyConfig): number =>
  failures <= 0 ? 0 : Math.min(config.backoffCapMinutes, config.backoffBaseMinutes * 2 ** (failures - 1));

/**
 * Codeforces: a submission moves `lastOnlineTimeSeconds`, so an account whose online time has not
 * moved since its last fetch has nothing new and needs no `user.status` call (docs/platforms.md §0).
 */
export function needsStatusFetch(state: SyncAccountState): boolean {
  if (state.lastSyncedAt === null) return true;
  if (state.lastSeenOnlineAt === null) return false;
  return state.lastSeenOnlineAt.getTime() > (state.onlineAtLastSync ?? state.lastSyncedAt).getTime();
}

/** The feed has shown every submission of this account since it was last known complete. */
export function feedCovers(state: SyncAccountState, feed: FeedState | undefined): boolean {
  const since = feed?.continuousSince?.getTime();
  if (since === undefined || !PLATFORMS[state.platform].sync.siteFeed || state.lastSyncedAt === null) return false;
  if (state.lastSyncedAt.getTime() >= since) return true;
  // A user.info check after the feed began that found no move is as good as a fetch then.
  return !needsStatusFetch(state) && (ms(state.lastCheckedAt) ?? -Infinity) >= since;
}

/** When the feed is next read: at once the first time, then within half its last span, clamped. */
export function nextFeedReadAt(feed: FeedState, config: SyncPolicyConfig): Date {
  const last = ms(feed.lastReadAt);
  if (last === null) return new Date(0);
  const half = feed.spanMs === null ? Infinity : feed.spanMs / 2;
  const interval = Math.min(config.feedMaxIntervalSeconds * 1000, Math.max(config.feedMinIntervalSeconds * 1000, half));
  return new Date(last + interval);
}

/**
 * The feed after a read at `now` answered `count` submissions (of `max` asked), the oldest at
 * `oldest`. A full answer whose oldest is newer than the last read may have lost some in between:
 * the unbroken stretch starts again from that oldest submission.
 */
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

/** State after the feed showed new submissions of the account (stored as a fetch would store them). */
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
    // SYNC_INTERVAL_MINUTES bounds the user.info check instead: a user.status per account every 30 min
    // would be 2,000 calls an hour for 1,000 accounts, past the 1,800 that 1 call per 2 s allows.
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
  // An account in error follows the backoff alone, earlier or later than its normal interval: a
  // Codeforces account whose online time stood still would otherwise wait a full day.
  if (state.consecutiveFailures > 0 && failedAt !== null) {
    const backoff = backoffMinutes(state.consecutiveFailures, config) * MINUTE;
    plan = { dueAt: failedAt + backoff, intervalMs: backoff, reason: "retry" };
  }
  const notBefore = ms(state.notBefore);
  // A call before the platform's wait is over would only be refused again; once it is over, the
  // unfinished history is worth reading at once rather than at the next routine interval. A retry
  // after a failure keeps its backoff.
  if (notBefore !== null) plan = { ...plan, dueAt: state.consecutiveFailures > 0 ? Math.max(plan.dueAt, notBefore) : notBefore };
  return plan;
}

/** When the account's submissions should next be fetched; a time at or before `now` means due now. */
export const nextSyncAt = (state: SyncAccountState, now: Date, config: SyncPolicyConfig): Date =>
  new Date(fetchSchedule(state, now.getTime(), config).dueAt);

/** How late, as a share of its own interval: two minutes late matters more on a two-minute interval than on a day. */
const lateness = (dueAt: number, intervalMs: number, now: number) => (now - dueAt) / Math.max(intervalMs, 1);

/**
 * Codeforces handles for the next `user.info` calls, batches of at most `checkBatchSize`, the most
 * overdue first. A batch costs one call however many handles it holds, so the last one is topped
 * up with the handles that would fall due soonest.
 */
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

/**
 * The calls to make in the coming interval, most valuable first, at most `budget[platform]` per
 * platform (each platform has its own queue, so only the order within a platform matters).
 * Codeforces: new accounts (someone is waiting to see them), then one check batch (one call
 * covers up to 100 accounts and feeds every later fetch), then accounts known to have moved,
 * then the remaining checks, then periodic fetches and retries. With a Codeforces feed (read on
 * its own clock, nextFeedReadAt), the accounts it covers need neither checks nor fetches.
 */
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

/** State after a `user.info` batch reported the account's `lastOnlineTimeSeconds`. */
export const recordActivityCheck = (state: SyncAccountState, lastOnlineAt: Date | null, now: Date): SyncAccountState => ({
  ...state,
  lastSeenOnlineAt: latest(state.lastSeenOnlineAt, lastOnlineAt),
  lastCheckedAt: now,
});

export type FetchOutcome = { ok: true; newSubmissionTimes: readonly Date[] } | { ok: false };

/** State after a submissions fetch; a failure counts towards the backoff, a success clears it. */
export function recordSubmissionFetch(
  state: SyncAccountState,
  outcome: FetchOutcome,
  now: Date,
  config: SyncPolicyConfig,
): SyncAccountState {
  const t = now.getTime();
  if (!outcome.ok) return { ...state, consecutiveFailures: state.consecutiveFailures + 1, lastFailureAt: now };
  // An exponentially weighted count of recent submissions, which fades over quiet syncs; a burst
  // since the last sync (floored at 10 minutes against noise) lifts it at once, as a full 20-item
  // list may already have lost some.
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

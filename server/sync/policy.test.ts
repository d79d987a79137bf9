import {
  activityCheckPlan,
  backoffMinutes,
  feedCovers,
  newFeedState,
  nextFeedReadAt,
  recordFeedRead,
  needsStatusFetch,
  newAccountState,
  nextSyncAt,
  planTick,
  recordActivityCheck,
  recordSubmissionFetch,
  syncPolicyConfig,
  type SyncAccountState,
} from "./policy";

const NOW = new Date("2026-01-05T12:00:00Z");
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const minutesAfter = (a: Date, b: Date) => (a.getTime() - b.getTime()) / 60_000;
const config = syncPolicyConfig();

const account = (overrides: Partial<SyncAccountState> = {}): SyncAccountState => ({
  ...newAccountState("codechef", "chef"),
  lastSyncedAt: ago(1),
  ...overrides,
});

/** A Codeforces account synced and checked `checkedMinutesAgo`, last online `onlineBeforeCheck` minutes before that. */
const cf = (handle: string, checkedMinutesAgo: number, onlineBeforeCheck = 3 * 24 * 60): SyncAccountState => ({
  ...newAccountState("codeforces", handle),
  lastSyncedAt: ago(checkedMinutesAgo),
  lastCheckedAt: ago(checkedMinutesAgo),
  lastSeenOnlineAt: ago(checkedMinutesAgo + onlineBeforeCheck),
  onlineAtLastSync: ago(checkedMinutesAgo + onlineBeforeCheck),
});

describe("nextSyncAt", () => {
  it("fetches a never-synced account now", () => {
    expect(nextSyncAt(newAccountState("leetcode", "new"), NOW, config)).toEqual(NOW);
  });

  it.each([
    ["active within the hour", 5, 10],
    ["active within the day", 15, 5 * 60],
    ["idle for days", 30, 4 * 24 * 60],
    ["without any submission", 30, null],
  ] as const)("syncs an account %s every %s minutes after the last sync", (_label, interval, activityBeforeSync) => {
    const state = account({ lastSyncedAt: ago(1), lastActivityAt: activityBeforeSync === null ? null : ago(1 + activityBeforeSync) });
    expect(minutesAfter(nextSyncAt(state, NOW, config), ago(1))).toBe(interval);
  });

  it("never waits longer than SYNC_INTERVAL_MINUTES after the last sync", () => {
    const state = account({ lastActivityAt: ago(10_000) });
    expect(minutesAfter(nextSyncAt(state, NOW, syncPolicyConfig({ maxIntervalMinutes: 10 })), ago(1))).toBe(10);
    expect(minutesAfter(nextSyncAt(state, NOW, syncPolicyConfig({ maxIntervalMinutes: 3 })), ago(1))).toBe(3);
  });

  it("does not move a due time as the clock runs on", () => {
    const state = account({ lastSyncedAt: ago(20), lastActivityAt: ago(70) });
    expect(nextSyncAt(state, NOW, config)).toEqual(nextSyncAt(state, new Date(NOW.getTime() + 3_600_000), config));
  });

  it("backs off exponentially from the last failure, never longer than a few minutes", () => {
    const failing = (n: number) => account({ lastSyncedAt: ago(600), consecutiveFailures: n, lastFailureAt: NOW });
    const delays = [1, 2, 3, 4, 8, 9, 30].map((n) => minutesAfter(nextSyncAt(failing(n), NOW, config), NOW));
    expect(delays).toEqual([1, 2, 4, 4, 4, 4, 4]);
    expect(backoffMinutes(0, config)).toBe(0);
  });

  it("returns to the normal interval after a successful fetch", () => {
    const failing = account({ lastActivityAt: ago(5), consecutiveFailures: 5, lastFailureAt: NOW });
    const recovered = recordSubmissionFetch(failing, { ok: true, newSubmissionTimes: [] }, NOW, config);
    expect(recovered.consecutiveFailures).toBe(0);
    expect(minutesAfter(nextSyncAt(recovered, NOW, config), NOW)).toBe(5);
  });

  it("counts a failed fetch towards the backoff", () => {
    const once = recordSubmissionFetch(account({ lastSyncedAt: ago(60) }), { ok: false }, NOW, config);
    const twice = recordSubmissionFetch(once, { ok: false }, NOW, config);
    expect(twice).toMatchObject({ consecutiveFailures: 2, lastFailureAt: NOW });
    expect(minutesAfter(nextSyncAt(twice, NOW, config), NOW)).toBe(2);
  });
});

describe("recovery and settling", () => {
  it("retries a Codeforces account in error within minutes, though its online time stood still", () => {
    // Checked a minute ago, nothing moved: a healthy account would next be fetched in a day.
    const failing = { ...cf("tourist", 1), consecutiveFailures: 1, lastFailureAt: NOW };
    expect(minutesAfter(nextSyncAt(failing, NOW, config), NOW)).toBe(1);
  });

  it("never waits more than a few minutes, however many times Sync now failed meanwhile", () => {
    const failing = { ...cf("tourist", 1), consecutiveFailures: 40, lastFailureAt: NOW };
    expect(minutesAfter(nextSyncAt(failing, NOW, config), NOW)).toBeLessThanOrEqual(4);
  });

  it("fetches again every few minutes while a verdict or a contest's end is awaited", () => {
    const waiting = { ...cf("tourist", 12), unsettled: true };
    expect(nextSyncAt(waiting, NOW, config)).toEqual(ago(2));
    expect(nextSyncAt({ ...waiting, unsettled: false }, NOW, config).getTime()).toBeGreaterThan(NOW.getTime() + 3_600_000);
  });

  it("fetches as soon as the activity check saw the rating move", () => {
    const moved = { ...cf("tourist", 1), ratingStale: true };
    expect(nextSyncAt(moved, NOW, config)).toEqual(ago(1));
    expect(planTick([moved], NOW, config, { codeforces: 5 })).toEqual([
      { kind: "submissions", platform: "codeforces", handle: "tourist", reason: "moved" },
    ]);
  });
});

describe("a platform's requested wait", () => {
  const waiting = (minutes: number, overrides: Partial<SyncAccountState> = {}) =>
    account({ lastSyncedAt: NOW, lastActivityAt: ago(4 * 24 * 60), notBefore: new Date(NOW.getTime() + minutes * 60_000), ...overrides });

  it("syncs no sooner than the wait's end, though the account would be due before it", () => {
    expect(minutesAfter(nextSyncAt(waiting(60), NOW, config), NOW)).toBe(60);
    expect(minutesAfter(nextSyncAt(waiting(60, { unsettled: true }), NOW, config), NOW)).toBe(60);
    expect(planTick([waiting(60)], new Date(NOW.getTime() + 59 * 60_000), config, { codechef: 5 })).toEqual([]);
  });

  it("goes on with the history as soon as the wait is over, not at the routine interval", () => {
    expect(minutesAfter(nextSyncAt(waiting(2), NOW, config), NOW)).toBe(2);
  });

  it("keeps a failure's backoff when it ends after the wait", () => {
    const failed = waiting(-10, { consecutiveFailures: 2, lastFailureAt: NOW });
    expect(minutesAfter(nextSyncAt(failed, NOW, config), NOW)).toBe(2);
  });
});

describe("LeetCode's 20-item list", () => {
  const leet = (submissionsPerHour: number) => ({
    ...newAccountState("leetcode", "lc"),
    lastSyncedAt: NOW,
    lastActivityAt: NOW,
    submissionsPerHour,
  });

  it.each([0.5, 12, 60, 100, 150])("keeps expected submissions between polls at or under 5 at %s per hour", (rate) => {
    const interval = minutesAfter(nextSyncAt(leet(rate), NOW, config), NOW);
    expect(interval).toBeGreaterThanOrEqual(config.leetcodeMinIntervalMinutes);
    expect((rate * interval) / 60).toBeLessThanOrEqual(5 + 1e-9);
  });

  it("polls no faster than the configured floor", () => {
    expect(minutesAfter(nextSyncAt(leet(5000), NOW, config), NOW)).toBe(2);
    expect(minutesAfter(nextSyncAt(leet(5000), NOW, syncPolicyConfig({ leetcodeMinIntervalMinutes: 4 })), NOW)).toBe(4);
  });

  it("learns a burst at once and polls often enough for it", () => {
    const before = { ...newAccountState("leetcode", "lc"), lastSyncedAt: ago(5), lastActivityAt: ago(2000) };
    const burst = Array.from({ length: 20 }, (_, i) => ago(i * 0.2));
    const after = recordSubmissionFetch(before, { ok: true, newSubmissionTimes: burst }, NOW, config);
    expect(after.lastActivityAt).toEqual(NOW);
    const interval = minutesAfter(nextSyncAt(after, NOW, config), NOW);
    // At the rate just seen, the next poll finds at most 5 new submissions.
    expect((after.submissionsPerHour * interval) / 60).toBeLessThanOrEqual(5 + 1e-9);
    expect(interval).toBeLessThan(5);
  });

  it("forgets the burst over quiet syncs", () => {
    let state: SyncAccountState = { ...newAccountState("leetcode", "lc"), lastSyncedAt: ago(600), submissionsPerHour: 200 };
    for (let m = 570; m >= 0; m -= 30) state = recordSubmissionFetch(state, { ok: true, newSubmissionTimes: [] }, ago(m), config);
    expect(state.submissionsPerHour).toBeLessThan(0.01);
  });

  it("estimates a steady rate", () => {
    let state: SyncAccountState = { ...newAccountState("leetcode", "lc"), lastSyncedAt: ago(300) };
    for (let m = 295; m >= 0; m -= 5) state = recordSubmissionFetch(state, { ok: true, newSubmissionTimes: [ago(m + 2)] }, ago(m), config);
    expect(state.submissionsPerHour).toBeGreaterThan(10);
    expect(state.submissionsPerHour).toBeLessThan(14);
  });
});

describe("Codeforces activity detection", () => {
  it("needs user.status only when lastOnlineTimeSeconds moved since the last fetch", () => {
    expect(needsStatusFetch(cf("still", 1))).toBe(false);
    expect(needsStatusFetch({ ...cf("moved", 1), lastSeenOnlineAt: ago(2) })).toBe(true);
    expect(needsStatusFetch(newAccountState("codeforces", "new"))).toBe(true);
    // Synced before any check: compare with the sync itself.
    const unchecked = { ...newAccountState("codeforces", "x"), lastSyncedAt: ago(30) };
    expect(needsStatusFetch(unchecked)).toBe(false);
    expect(needsStatusFetch({ ...unchecked, lastSeenOnlineAt: ago(40) })).toBe(false);
    expect(needsStatusFetch({ ...unchecked, lastSeenOnlineAt: ago(20) })).toBe(true);
  });

  it("fetches a moved account as soon as the check saw it, and a still one only once a day", () => {
    const moved = recordActivityCheck(cf("moved", 10), ago(1), ago(1));
    expect(nextSyncAt(moved, NOW, config)).toEqual(ago(1));
    expect(minutesAfter(nextSyncAt(cf("still", 10), NOW, config), ago(10))).toBe(24 * 60);
  });

  it("never lets the seen online time go backwards", () => {
    const state = recordActivityCheck(cf("h", 10, 5), ago(100), NOW);
    expect(state.lastSeenOnlineAt).toEqual(ago(15));
    expect(state.lastCheckedAt).toEqual(NOW);
  });

  it("after a fetch, the same online time no longer asks for another", () => {
    const moved = recordActivityCheck(cf("h", 10), ago(2), ago(1));
    const fetched = recordSubmissionFetch(moved, { ok: true, newSubmissionTimes: [ago(2)] }, NOW, config);
    expect(needsStatusFetch(fetched)).toBe(false);
    expect(needsStatusFetch(recordActivityCheck(fetched, ago(2), NOW))).toBe(false);
    expect(needsStatusFetch(recordActivityCheck(fetched, NOW, NOW))).toBe(true);
  });

  it.each([
    ["online within the hour", 2, 10],
    ["online within the day", 5, 180],
    ["idle for days", 30, 3 * 24 * 60],
  ])("checks an account %s every %s minutes", (_label, interval, onlineBeforeCheck) => {
    // Checked a minute ago: not in a batch just before the interval is up, in one from then on.
    const at = (minutes: number) => new Date(ago(1).getTime() + minutes * 60_000);
    expect(activityCheckPlan([cf("h", 1, onlineBeforeCheck)], at(interval - 0.01), config)).toEqual([]);
    expect(activityCheckPlan([cf("h", 1, onlineBeforeCheck)], at(interval), config)).toEqual([["h"]]);
  });
});

describe("activityCheckPlan", () => {
  it("plans nothing while no Codeforces handle is due", () => {
    expect(activityCheckPlan([cf("a", 1), cf("b", 10, 2000), account()], NOW, config)).toEqual([]);
  });

  it("batches due handles by 100, most overdue first, topping up the last batch with the soonest due", () => {
    const due = Array.from({ length: 150 }, (_, i) => cf(`due${i}`, 31 + i));
    const soon = Array.from({ length: 80 }, (_, i) => cf(`soon${i}`, 29 - i * 0.1));
    const batches = activityCheckPlan([...soon, ...due], NOW, config);
    expect(batches.map((b) => b.length)).toEqual([100, 100]);
    expect(batches[0]![0]).toBe("due149");
    expect(batches[0]).toEqual(Array.from({ length: 100 }, (_, i) => `due${149 - i}`));
    expect(batches[1]!.slice(0, 50)).toEqual(Array.from({ length: 50 }, (_, i) => `due${49 - i}`));
    expect(batches[1]!.slice(50)).toEqual(Array.from({ length: 50 }, (_, i) => `soon${i}`));
  });

  it("puts never-checked handles first and leaves out accounts already known to need a fetch", () => {
    const neverChecked = { ...newAccountState("codeforces", "fresh"), lastSyncedAt: ago(5) };
    const moved = recordActivityCheck(cf("moved", 40), ago(1), ago(1));
    const batches = activityCheckPlan([cf("late", 60), moved, neverChecked, newAccountState("codeforces", "unsynced")], NOW, config);
    expect(batches).toEqual([["fresh", "late"]]);
  });

  it("honours a smaller batch size", () => {
    const due = Array.from({ length: 7 }, (_, i) => cf(`h${i}`, 40));
    expect(activityCheckPlan(due, NOW, syncPolicyConfig({ checkBatchSize: 3 })).map((b) => b.length)).toEqual([3, 3, 1]);
  });
});

describe("planTick", () => {
  const newbie = newAccountState("codeforces", "newbie");
  const moved = recordActivityCheck(cf("moved", 20), ago(3), ago(3));
  const stale = { ...cf("stale", 25 * 60), lastCheckedAt: ago(1), lastSeenOnlineAt: null, onlineAtLastSync: null };
  const overdue = Array.from({ length: 150 }, (_, i) => cf(`c${i}`, 40 + i));

  it("orders Codeforces calls: new accounts, one check batch, moved accounts, other checks, periodic fetches", () => {
    const calls = planTick([stale, ...overdue, moved, newbie], NOW, config, { codeforces: 10 });
    expect(calls.map((c) => (c.kind === "submissions" ? `${c.reason}:${c.handle}` : `check:${c.handles.length}`))).toEqual([
      "first:newbie",
      "check:100",
      "moved:moved",
      "check:51",
      "due:stale",
    ]);
  });

  it("spends no more than each platform's budget and nothing on a platform without one", () => {
    const leet = Array.from({ length: 10 }, (_, i) => ({ ...newAccountState("leetcode", `lc${i}`), lastSyncedAt: ago(40) }));
    const calls = planTick([...overdue, moved, ...leet], NOW, config, { codeforces: 2, leetcode: 4 });
    expect(calls.filter((c) => c.platform === "codeforces")).toHaveLength(2);
    expect(calls.filter((c) => c.platform === "leetcode")).toHaveLength(4);
    expect(planTick([...overdue, ...leet], NOW, config, {})).toEqual([]);
  });

  it("serves the account that is latest relative to its own interval first", () => {
    const busy = { ...newAccountState("leetcode", "busy"), lastSyncedAt: ago(9), lastActivityAt: ago(10) };
    const quiet = { ...newAccountState("leetcode", "quiet"), lastSyncedAt: ago(50), lastActivityAt: ago(5000) };
    const calls = planTick([quiet, busy], NOW, config, { leetcode: 5 });
    expect(calls.map((c) => c.kind === "submissions" && c.handle)).toEqual(["busy", "quiet"]);
  });

  it("skips accounts that are backing off until their retry time", () => {
    const failing = { ...account({ lastSyncedAt: ago(60) }), handle: "down", consecutiveFailures: 3, lastFailureAt: ago(1) };
    expect(planTick([failing], NOW, config, { codechef: 5 })).toEqual([]);
    expect(planTick([failing], new Date(NOW.getTime() + 3 * 60_000), config, { codechef: 5 })).toEqual([
      { kind: "submissions", platform: "codechef", handle: "down", reason: "retry" },
    ]);
  });
});

describe("the Codeforces feed", () => {
  const t0 = new Date("2026-01-05T12:00:00Z");
  const plus = (s: number) => new Date(t0.getTime() + s * 1000);
  const config = syncPolicyConfig();

  it("stays unbroken while each full answer reaches back past the read before, and starts again when one does not", () => {
    const first = recordFeedRead(newFeedState(), t0, { count: 1000, max: 1000, oldest: plus(-100), newest: t0 });
    expect(first).toEqual({ continuousSince: plus(-100), lastReadAt: t0, spanMs: 100_000 });
    expect(nextFeedReadAt(first, config)).toEqual(plus(30));
    const next = recordFeedRead(first, plus(30), { count: 1000, max: 1000, oldest: plus(-20), newest: plus(30) });
    expect(next.continuousSince).toEqual(plus(-100));
    // 50 s of answer: read again within 25 s.
    expect(nextFeedReadAt(next, config)).toEqual(plus(55));
    const behind = recordFeedRead(next, plus(55), { count: 1000, max: 1000, oldest: plus(40), newest: plus(55) });
    expect(behind.continuousSince).toEqual(plus(40));
    expect(nextFeedReadAt(behind, config)).toEqual(plus(62.5));
  });

  it("covers an account synced, or checked unmoved, after the unbroken stretch began, and plans nothing for it until its sweep", () => {
    const feed = { continuousSince: plus(-3600), lastReadAt: t0, spanMs: 60_000 };
    const base = { ...newAccountState("codeforces", "tourist"), lastSyncedAt: plus(-1800), lastCheckedAt: plus(-1800) };
    const older = { ...base, handle: "older", lastSyncedAt: plus(-7200), lastCheckedAt: plus(-7200) };
    const checked = { ...older, handle: "checked", lastCheckedAt: plus(-600) };
    expect([base, older, checked].map((a) => feedCovers(a, feed))).toEqual([true, false, true]);
    const calls = planTick([base, older, checked], plus(3 * 3600), config, { codeforces: 10 }, feed);
    expect(calls).toEqual([{ kind: "activity-check", platform: "codeforces", handles: ["older"] }]);
    const sweep = planTick([base], plus(config.feedFullSyncHours * 3600), config, { codeforces: 10 }, feed);
    expect(sweep).toEqual([{ kind: "submissions", platform: "codeforces", handle: "tourist", reason: "due" }]);
  });
});

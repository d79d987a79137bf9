import type { AccountSync } from "@/lib/contract/profile";
import {
  describeSync,
  FAST_POLL_MS,
  formatAgo,
  formatIn,
  formatSpan,
  latestSync,
  missedNote,
  SLOW_POLL_MS,
  SYNC_NOW_GRACE_MS,
  SYNC_NOW_WATCH_MS,
  SYNC_CADENCE,
  syncPollInterval,
} from "./sync-status";
// The page words the API's cadence; only this test reads the server's policy, to keep the two equal.
// eslint-disable-next-line no-restricted-imports
import { DEFAULT_SYNC_POLICY } from "@/server/sync/policy";

const NOW = Date.parse("2026-11-22T12:00:00Z");
const minutes = (n: number) => new Date(NOW + n * 60_000).toISOString();

const account = (over: Partial<AccountSync> = {}): AccountSync => ({
  platform: "codeforces",
  handle: "tourist",
  profileUrl: "https://codeforces.com/profile/tourist",
  displayName: null,
  rating: 1500,
  maxRating: 1600,
  rank: "specialist",
  status: "ok",
  lastSyncedAt: minutes(-3),
  nextSyncAt: minutes(12),
  lastError: null,
  mayHaveMissedSince: null,
  ...over,
});

describe("formatSpan / formatAgo / formatIn", () => {
  it.each([
    [0, "under a minute"],
    [59_000, "under a minute"],
    [60_000, "1 min"],
    [59 * 60_000, "59 min"],
    [65 * 60_000, "1 h 5 min"],
    [3 * 60 * 60_000 + 5 * 60_000, "3 h"],
    [24 * 60 * 60_000, "1 day"],
    [3 * 24 * 60 * 60_000, "3 days"],
    [-5, "under a minute"],
  ])("%d ms reads %s", (ms, text) => expect(formatSpan(ms)).toBe(text));

  it("says just now for the last minute and counts minutes after that", () => {
    expect(formatAgo(new Date(NOW - 20_000).toISOString(), NOW)).toBe("just now");
    expect(formatAgo(minutes(-3), NOW)).toBe("3 min ago");
  });

  it("says when a future time comes, and 'any moment now' once it has passed", () => {
    expect(formatIn(minutes(12), NOW)).toBe("in 12 min");
    expect(formatIn(minutes(-1), NOW)).toBe("any moment now");
  });
});

describe("describeSync", () => {
  it("reads a healthy LeetCode or CodeChef account as synced, with when we next look and what makes us look sooner", () => {
    const lc = describeSync(account({ platform: "leetcode" }), NOW);
    expect(lc.tone).toBe("ok");
    expect(lc.text).toBe("Synced 3 min ago · next look in 12 min");
    expect(lc.detail).toBe(
      "We look every 5 min after activity in the last hour, every 15 min after activity today and at least every 30 min. " +
        "LeetCode shows only the last 20 submissions, so a busy account is looked at sooner. Sync now looks at once.",
    );
    expect(describeSync(account({ platform: "codechef", nextSyncAt: null }), NOW).text).toBe("Synced 3 min ago");
  });

  it("never reads a Codeforces account as 'next in 23 h': its activity is checked every few minutes", () => {
    const cf = describeSync(account({ platform: "codeforces", nextSyncAt: minutes(23 * 60) }), NOW);
    expect(cf.text).toBe("Synced 3 min ago · next look within 30 min");
    expect(cf.text).not.toMatch(/\d+ h/);
    const checked = describeSync(account({ platform: "codeforces", lastSyncedAt: minutes(-31), lastCheckedAt: minutes(-2) }), NOW);
    expect(checked.text).toBe("Synced 31 min ago · checked 2 min ago · next look within 30 min");
    expect(describeSync(account({ platform: "codeforces", lastCheckedAt: minutes(-3) }), NOW).text).toBe(
      "Synced 3 min ago · next look within 30 min",
    );
    expect(cf.detail).toBe(
      "We check Codeforces for new activity every 2 min after activity in the last hour, every 5 min after activity today " +
        "and at least every 30 min, and fetch new submissions as soon as it shows any. Sync now looks at once.",
    );
  });

  it("words the cadence the sync policy really uses", () => {
    const p = DEFAULT_SYNC_POLICY;
    expect(SYNC_CADENCE).toEqual({
      activeMinutes: p.activeIntervalMinutes,
      recentMinutes: p.recentIntervalMinutes,
      maxMinutes: p.maxIntervalMinutes,
      codeforcesCheckActiveMinutes: p.checkActiveMinutes,
      codeforcesCheckRecentMinutes: p.checkRecentMinutes,
      codeforcesFullSyncHours: p.codeforcesFullSyncHours,
    });
  });

  it("reads a pending account as syncing", () => {
    expect(describeSync(account({ status: "pending", lastSyncedAt: null }), NOW)).toEqual({ tone: "pending", text: "Syncing…" });
  });

  it("gives a failing account's own words and says it retries by itself", () => {
    const d = describeSync(account({ status: "error", lastError: "Codeforces is not answering (HTTP 503)", nextSyncAt: minutes(4) }), NOW);
    expect(d.tone).toBe("error");
    expect(d.text).toBe("Codeforces is not answering (HTTP 503)");
    expect(d.detail).toBe("It retries by itself in 4 min. Last good sync 3 min ago.");
    expect(describeSync(account({ status: "error", lastError: null, lastSyncedAt: null, nextSyncAt: null }), NOW)).toEqual({
      tone: "error",
      text: "The last sync with Codeforces failed",
      detail: "It retries by itself.",
    });
  });

  it("says a vanished handle is not found", () => {
    const d = describeSync(account({ status: "not_found", lastError: null }), NOW);
    expect(d).toMatchObject({ tone: "not_found", text: "Codeforces handle not found" });
  });

  it("after 'Sync now' shows a healthy account as syncing until it has synced again or the watch ends", () => {
    const pressed = NOW - 10_000;
    expect(describeSync(account(), NOW, pressed).tone).toBe("pending");
    expect(describeSync(account({ lastSyncedAt: new Date(NOW - 1_000).toISOString() }), NOW, pressed).tone).toBe("ok");
    const justBefore = new Date(pressed - SYNC_NOW_GRACE_MS + 1_000).toISOString();
    expect(describeSync(account({ lastSyncedAt: justBefore }), NOW, pressed).tone).toBe("ok");
    const longBefore = new Date(pressed - SYNC_NOW_GRACE_MS - 1_000).toISOString();
    expect(describeSync(account({ lastSyncedAt: longBefore }), NOW, pressed).tone).toBe("pending");
    expect(describeSync(account(), NOW, NOW - SYNC_NOW_WATCH_MS).tone).toBe("ok");
    expect(describeSync(account({ status: "error", lastError: "x" }), NOW, pressed).tone).toBe("error");
  });
});

describe("missedNote", () => {
  it("tells honestly that LeetCode may have dropped submissions, from which day", () => {
    const lc = account({ platform: "leetcode", mayHaveMissedSince: "2026-11-12T08:00:00Z" });
    expect(missedNote(lc, "UTC")).toBe("LeetCode shows only the last 20 submissions; some since Nov 12, 2026 may be missing");
    expect(missedNote(account(), "UTC")).toBeNull();
  });
});

describe("syncPollInterval", () => {
  it("polls quickly while anything is syncing and slowly otherwise", () => {
    expect(syncPollInterval([account(), account({ status: "pending" })], NOW)).toBe(FAST_POLL_MS);
    expect(syncPollInterval([account()], NOW)).toBe(SLOW_POLL_MS);
    expect(syncPollInterval([], NOW)).toBe(SLOW_POLL_MS);
    expect(syncPollInterval([account()], NOW, NOW - 1_000)).toBe(FAST_POLL_MS);
    expect(FAST_POLL_MS).toBeGreaterThanOrEqual(2_000);
    expect(FAST_POLL_MS).toBeLessThanOrEqual(3_000);
  });
});

describe("latestSync", () => {
  it("finds the newest sync, or null when nothing has synced", () => {
    expect(latestSync([account({ lastSyncedAt: minutes(-9) }), account({ lastSyncedAt: minutes(-2) })])).toBe(minutes(-2));
    expect(latestSync([account({ lastSyncedAt: null })])).toBeNull();
  });
});

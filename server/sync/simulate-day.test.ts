import { simulateDay } from "./simulate-day";

describe("simulateDay", () => {
  const day = simulateDay({ accounts: 1000, activeShare: 0.1, seed: 1, hours: 24 });

  it("keeps active accounts within 5 minutes and idle ones within an hour at p95", () => {
    expect(day.latency.active.count).toBeGreaterThan(1000);
    expect(day.latency.idle.count).toBeGreaterThan(100);
    expect(day.latency.active.p95Minutes).toBeLessThanOrEqual(5);
    expect(day.latency.idle.p95Minutes).toBeLessThanOrEqual(60);
    expect(day.latency.active.missed + day.latency.idle.missed).toBe(0);
  });

  it("never calls Codeforces more than once per 2 s", () => {
    expect(day.minCallGapMs).toBeGreaterThanOrEqual(2000);
    expect(day.callsPerHour.max).toBeLessThanOrEqual(1800);
    const total = day.callsByKind.activityCheck + day.callsByKind.submissions;
    expect(day.callsPerHour.byHour.reduce((a, b) => a + b, 0)).toBe(total);
    expect(day.callsPerHour.mean).toBeCloseTo(total / 24, 1);
  });

  it("spends fewer user.status calls than one per account every 30 minutes", () => {
    expect(day.callsByKind.submissions / 24).toBeLessThan(2000);
    // Half the platform's allowance stays free for contest days and new accounts.
    expect(day.callsPerHour.mean).toBeLessThan(900);
    expect(day.callsByKind.activityCheck).toBeGreaterThan(0);
  });

  it("gives the same figures for the same seed and different ones for another", () => {
    const small = { accounts: 150, hours: 6 };
    const first = simulateDay({ ...small, seed: 7 });
    expect(simulateDay({ ...small, seed: 7 })).toEqual(first);
    expect(simulateDay({ ...small, seed: 8 }).latency).not.toEqual(first.latency);
  });

  it("respects a slower rate gate", () => {
    const slow = simulateDay({ accounts: 150, hours: 4, spacingMs: 5000 });
    expect(slow.minCallGapMs).toBeGreaterThanOrEqual(5000);
    expect(slow.callsPerHour.max).toBeLessThanOrEqual(720);
  });

  it("misses the active target when every handle is checked only every 30 minutes", () => {
    const lazy = simulateDay({ accounts: 150, hours: 6, config: { checkActiveMinutes: 30, checkRecentMinutes: 30 } });
    expect(lazy.latency.active.p95Minutes).toBeGreaterThan(5);
  });

  it("misses the active target when the engine plans only every 15 minutes", () => {
    const sluggish = simulateDay({ accounts: 150, hours: 6, tickSeconds: 900 });
    expect(sluggish.latency.active.p95Minutes).toBeGreaterThan(5);
  });
});

describe("simulateDay with the Codeforces feed", () => {
  const polling = simulateDay({ accounts: 3000, hours: 6 });
  const feed = simulateDay({ accounts: 3000, hours: 6, feed: true });

  it("brings active accounts' submissions within a minute at p95 for fewer calls than polling", () => {
    expect(feed.latency.active.count).toBe(polling.latency.active.count);
    expect(feed.latency.active.p95Minutes).toBeLessThanOrEqual(1);
    expect(feed.latency.idle.p95Minutes).toBeLessThanOrEqual(1);
    expect(feed.latency.active.missed + feed.latency.idle.missed).toBe(0);
    expect(feed.callsPerHour.mean).toBeLessThan(polling.callsPerHour.mean / 2);
    expect(feed.callsPerHour.max).toBeLessThanOrEqual(1800);
    expect(feed.minCallGapMs).toBeGreaterThanOrEqual(2000);
    expect(feed.feed).toEqual({ seen: expect.any(Number), gaps: 0 });
    expect(feed.callsByKind.activityCheck).toBe(0);
  });

  it("reads the feed faster while a round fills it, and no more than twice a minute otherwise", () => {
    const quiet = simulateDay({
      accounts: 300,
      hours: 6,
      feed: true,
      pace: { backgroundPerSecond: 1.5, roundPerSecond: 0, roundStartHour: 0, roundHours: 0 },
    });
    const busy = simulateDay({
      accounts: 300,
      hours: 6,
      feed: true,
      pace: { backgroundPerSecond: 1.5, roundPerSecond: 60, roundStartHour: 1, roundHours: 2 },
    });
    expect(quiet.callsByKind.feed).toBe(6 * 120);
    expect(busy.callsByKind.feed).toBeGreaterThan(quiet.callsByKind.feed + 300);
    // The read before the round starts was planned at the quiet pace: at most that one falls behind, and nothing is lost.
    expect(busy.feed.gaps).toBeLessThanOrEqual(1);
    expect(busy.latency.active.missed + busy.latency.idle.missed).toBe(0);
  });

  it("falls back to checks and fetches when the feed falls behind, and still misses nothing", () => {
    const flooded = simulateDay({
      accounts: 300,
      hours: 2,
      feed: true,
      pace: { backgroundPerSecond: 400, roundPerSecond: 0, roundStartHour: 0, roundHours: 0 },
    });
    expect(flooded.feed.gaps).toBeGreaterThan(0);
    expect(flooded.callsByKind.activityCheck + flooded.callsByKind.submissions).toBeGreaterThan(0);
    expect(flooded.latency.active.missed + flooded.latency.idle.missed).toBe(0);
  });

  it("gives the same figures whether or not the accounts the feed covers are left out of each plan", () => {
    const options = { accounts: 300, hours: 6, feed: true, seed: 3 };
    expect(simulateDay({ ...options, skipCovered: true })).toEqual(simulateDay({ ...options, skipCovered: false }));
  });
});

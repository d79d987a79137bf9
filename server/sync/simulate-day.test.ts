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

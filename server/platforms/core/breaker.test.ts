import { PlatformError } from "../types";
import { breakerOutcome, CircuitOpenError, createCircuitBreaker } from "./breaker";
import { createTestClock } from "@/simulator/test-clock";

const setup = () => {
  const clock = createTestClock(new Date("2026-03-02T10:00:00Z"));
  const breaker = createCircuitBreaker({ platform: "codeforces", now: clock.now });
  const fail = (times: number) => {
    for (let i = 0; i < times; i++) breaker.record("failure");
  };
  return { clock, breaker, fail };
};

const refusal = (fn: () => void): CircuitOpenError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof CircuitOpenError) return error;
    throw error;
  }
  throw new Error("expected the breaker to refuse");
};

describe("circuit breaker", () => {
  it("opens after five consecutive transient failures and refuses calls in clear words", () => {
    const { breaker, fail } = setup();
    fail(4);
    expect(() => breaker.admit()).not.toThrow();
    expect(breaker.snapshot()).toMatchObject({ state: "closed", consecutiveFailures: 4, opensUntil: null });
    fail(1);

    const error = refusal(() => breaker.check());
    expect(error).toBeInstanceOf(PlatformError);
    expect(error.kind).toBe("upstream_down");
    expect(error.message).toBe("Codeforces is paused after repeated failures; retrying at 10:01 UTC");
    expect(error.extra.retryAfterMs).toBe(60_000);
    expect(() => breaker.admit()).toThrow(CircuitOpenError);
    expect(breaker.snapshot()).toEqual({
      platform: "codeforces",
      state: "open",
      consecutiveFailures: 5,
      opensUntil: new Date("2026-03-02T10:01:00Z"),
    });
  });

  it("starts counting again after a success", () => {
    const { breaker, fail } = setup();
    fail(4);
    breaker.record("success");
    fail(4);
    expect(breaker.snapshot().state).toBe("closed");
    fail(1);
    expect(breaker.snapshot().state).toBe("open");
  });

  it("lets one probe through after the cool-down and closes when it succeeds", async () => {
    const { clock, breaker, fail } = setup();
    fail(5);
    await clock.advance(59_999);
    expect(() => breaker.admit()).toThrow(CircuitOpenError);
    await clock.advance(1);
    expect(breaker.snapshot().state).toBe("half_open");

    breaker.admit();
    expect(refusal(() => breaker.admit()).message).toBe("Codeforces is paused after repeated failures; a test call is under way");
    // The probe's own requests are not refused while it runs.
    expect(() => breaker.check()).not.toThrow();

    breaker.record("success");
    expect(breaker.snapshot()).toMatchObject({ state: "closed", consecutiveFailures: 0 });
    breaker.admit();
    breaker.admit();
  });

  it("doubles the pause each time the probe fails, up to 15 minutes, and resets once it recovers", async () => {
    const { clock, breaker, fail } = setup();
    fail(5);
    const pauses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const until = breaker.snapshot().opensUntil!;
      pauses.push(until.getTime() - clock.now().getTime());
      await clock.advance(until.getTime() - clock.now().getTime());
      breaker.admit();
      breaker.record("failure");
    }
    expect(pauses).toEqual([60_000, 120_000, 240_000, 480_000, 900_000, 900_000]);

    await clock.advance(900_000);
    breaker.admit();
    breaker.record("success");
    fail(5);
    expect(breaker.snapshot().opensUntil!.getTime() - clock.now().getTime()).toBe(60_000);
  });

  it("frees the probe slot when the probe ends in something that says nothing about the platform", async () => {
    const { clock, breaker, fail } = setup();
    fail(5);
    await clock.advance(60_000);
    breaker.admit();
    breaker.record("neutral");
    expect(breaker.snapshot().state).toBe("half_open");
    expect(() => breaker.admit()).not.toThrow();
  });

  it("counts not_found and bad_shape as the platform answering, and only transient errors as failures", () => {
    expect(breakerOutcome()).toBe("success");
    expect(breakerOutcome(new PlatformError("leetcode", "not_found", "LeetCode handle not found"))).toBe("success");
    expect(breakerOutcome(new PlatformError("leetcode", "bad_shape", "odd"))).toBe("success");
    for (const kind of ["rate_limited", "blocked", "upstream_down"] as const) {
      expect(breakerOutcome(new PlatformError("leetcode", kind, kind))).toBe("failure");
    }
    expect(breakerOutcome(new TypeError("bug"))).toBe("neutral");
    expect(breakerOutcome(new CircuitOpenError("leetcode", new Date(), new Date()))).toBe("neutral");
  });
});

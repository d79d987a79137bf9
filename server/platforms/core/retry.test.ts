import { PlatformError, type PlatformErrorKind } from "../types";
import { CircuitOpenError, createCircuitBreaker } from "./breaker";
import { backoffDelay, withRetry } from "./retry";

const err = (kind: PlatformErrorKind, extra: PlatformError["extra"] = {}) => new PlatformError("codeforces", kind, kind, extra);

/** An adapter call that fails with the given errors in turn, then answers "ok". */
function scripted(...failures: Error[]) {
  const fn = jest.fn(async (_attempt: number) => {
    const next = failures.shift();
    if (next) throw next;
    return "ok";
  });
  return fn;
}

const recordSleeps = () => {
  const sleeps: number[] = [];
  return { sleeps, sleep: async (ms: number) => void sleeps.push(ms) };
};

describe("withRetry", () => {
  it("retries transient failures with growing, jittered pauses and returns the answer", async () => {
    const fn = scripted(err("upstream_down"), err("blocked"));
    const { sleeps, sleep } = recordSleeps();
    await expect(withRetry(fn, { sleep, random: () => 0 })).resolves.toBe("ok");
    expect(fn.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2, 3]);
    expect(sleeps).toEqual([500, 1000]);
  });

  it("gives up after the configured number of attempts with the last error", async () => {
    const last = err("rate_limited");
    const fn = scripted(err("rate_limited"), err("rate_limited"), last, err("rate_limited"));
    const { sleep } = recordSleeps();
    await expect(withRetry(fn, { sleep, random: () => 0.5 })).rejects.toBe(last);
    expect(fn).toHaveBeenCalledTimes(3);

    const five = scripted(...Array.from({ length: 9 }, () => err("upstream_down")));
    await expect(withRetry(five, { sleep, maxAttempts: 5 })).rejects.toBeInstanceOf(PlatformError);
    expect(five).toHaveBeenCalledTimes(5);
  });

  it.each(["not_found", "bad_shape"] as const)("never retries %s", async (kind) => {
    const fn = scripted(err(kind));
    const { sleeps, sleep } = recordSleeps();
    await expect(withRetry(fn, { sleep })).rejects.toMatchObject({ kind });
    expect(fn).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([]);
  });

  it("does not retry errors that are not platform errors", async () => {
    const fn = scripted(new TypeError("bug"));
    await expect(withRetry(fn, { sleep: async () => {} })).rejects.toThrow("bug");
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("waits at least as long as the platform's Retry-After", async () => {
    const fn = scripted(err("rate_limited", { retryAfterMs: 7000 }));
    const { sleeps, sleep } = recordSleeps();
    await withRetry(fn, { sleep, random: () => 0 });
    expect(sleeps).toEqual([7000]);
  });

  it("leaves a Retry-After beyond the limit to the scheduler instead of waiting", async () => {
    const fn = scripted(err("rate_limited", { retryAfterMs: 120_000 }));
    await expect(withRetry(fn, { sleep: async () => {} })).rejects.toMatchObject({ kind: "rate_limited" });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("keeps pauses between half and all of the doubled base, capped", () => {
    expect(backoffDelay(1, 1000, 30_000, () => 0)).toBe(500);
    expect(backoffDelay(1, 1000, 30_000, () => 0.99)).toBe(995);
    expect(backoffDelay(3, 1000, 30_000, () => 0)).toBe(2000);
    expect(backoffDelay(10, 1000, 30_000, () => 1)).toBe(30_000);
  });

  describe("with a breaker", () => {
    it("opens the breaker after repeated failures and then fails fast without calling the platform", async () => {
      const breaker = createCircuitBreaker({ platform: "codeforces", failureThreshold: 3 });
      const fn = scripted(...Array.from({ length: 10 }, () => err("upstream_down")));
      await expect(withRetry(fn, { breaker, maxAttempts: 10, sleep: async () => {} })).rejects.toBeInstanceOf(CircuitOpenError);
      expect(fn).toHaveBeenCalledTimes(3);
      expect(breaker.snapshot()).toMatchObject({ state: "open", consecutiveFailures: 3 });

      const another = scripted();
      await expect(withRetry(another, { breaker, sleep: async () => {} })).rejects.toThrow("Codeforces is paused after repeated failures");
      expect(another).not.toHaveBeenCalled();
    });

    it("counts a not_found answer as the platform being up", async () => {
      const breaker = createCircuitBreaker({ platform: "codeforces", failureThreshold: 3 });
      const sleep = async () => {};
      await expect(
        withRetry(scripted(err("upstream_down"), err("upstream_down"), err("not_found")), { breaker, sleep }),
      ).rejects.toMatchObject({
        kind: "not_found",
      });
      expect(breaker.snapshot()).toMatchObject({ state: "closed", consecutiveFailures: 0 });
    });

    it("does not retry a refusal by the breaker raised from inside the call", async () => {
      const fn = scripted(new CircuitOpenError("codeforces", new Date(), new Date()));
      await expect(withRetry(fn, { sleep: async () => {} })).rejects.toBeInstanceOf(CircuitOpenError);
      expect(fn).toHaveBeenCalledTimes(1);
    });
  });
});

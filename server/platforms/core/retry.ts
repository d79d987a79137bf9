import { PlatformError } from "../types";
import { breakerOutcome, type BreakerOutcome, CircuitOpenError, type CircuitBreaker } from "./breaker";
import { realSleep, type Sleep } from "./gate";

export type RetryOptions = {
  /** The first included. */
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A longer Retry-After goes up, and the scheduler comes back later. */
  maxRetryAfterMs?: number;
  breaker?: CircuitBreaker;
  sleep?: Sleep;
  /** Injected so tests can pin the jitter. */
  random?: () => number;
  onRetry?: (info: { attempt: number; delayMs: number; error: PlatformError }) => void;
};

/** "Equal jitter": between half and all of base * 2^(attempt-1). */
export function backoffDelay(attempt: number, baseDelayMs: number, maxDelayMs: number, random: () => number): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Only transient PlatformErrors are retried. */
export async function withRetry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const {
    maxAttempts = 3,
    baseDelayMs = 1000,
    maxDelayMs = 30_000,
    maxRetryAfterMs = 60_000,
    breaker,
    sleep = realSleep,
    random = Math.random,
    onRetry,
  } = options;

  for (let attempt = 1; ; attempt++) {
    breaker?.admit();
    let outcome: BreakerOutcome = "neutral";
    let delayMs: number;
    try {
      const value = await fn(attempt);
      outcome = "success";
      return value;
    } catch (error) {
      outcome = breakerOutcome(error);
      if (!(error instanceof PlatformError) || !error.transient || error instanceof CircuitOpenError) throw error;
      if (attempt >= maxAttempts) throw error;
      const retryAfterMs = error.extra.retryAfterMs;
      if (retryAfterMs !== undefined && retryAfterMs > maxRetryAfterMs) throw error;
      delayMs = Math.max(retryAfterMs ?? 0, backoffDelay(attempt, baseDelayMs, maxDelayMs, random));
      onRetry?.({ attempt, delayMs, error });
    } finally {
      breaker?.record(outcome);
    }
    await sleep(delayMs);
  }
}

import { type PlatformId, PLATFORMS } from "@/lib/contract/platforms";
import { PlatformError } from "../types";
import { wallClock } from "./gate";

export type BreakerState = "closed" | "open" | "half_open";

export type BreakerSnapshot = {
  platform: PlatformId;
  state: BreakerState;
  consecutiveFailures: number;
  opensUntil: Date | null;
};

export type BreakerOutcome = "success" | "failure" | "neutral";

const hhmm = (at: Date) => at.toISOString().slice(11, 16);

/** Never retried. */
export class CircuitOpenError extends PlatformError {
  constructor(platform: PlatformId, retryAt: Date | null, now: Date) {
    const label = PLATFORMS[platform].label;
    super(
      platform,
      "upstream_down",
      retryAt
        ? `${label} is paused after repeated failures; retrying at ${hhmm(retryAt)} UTC`
        : `${label} is paused after repeated failures; a test call is under way`,
      retryAt ? { retryAfterMs: Math.max(0, retryAt.getTime() - now.getTime()) } : {},
    );
  }
}

/** Any answer, even "not found", is a success; our own bug says nothing about the platform. */
export function breakerOutcome(error?: unknown): BreakerOutcome {
  if (error === undefined) return "success";
  if (error instanceof CircuitOpenError) return "neutral";
  if (error instanceof PlatformError) return error.transient ? "failure" : "success";
  return "neutral";
}

export type CircuitBreaker = {
  readonly platform: PlatformId;
  /** Does not take the probe. */
  check(): void;
  /** While half-open lets exactly one attempt through as the probe. */
  admit(): void;
  record(outcome: BreakerOutcome): void;
  snapshot(): BreakerSnapshot;
};

export type BreakerOptions = {
  platform: PlatformId;
  failureThreshold?: number;
  cooldownMs?: number;
  /** Each failed probe doubles the pause up to this. */
  maxCooldownMs?: number;
  now?: () => Date;
};

export function createCircuitBreaker({
  platform,
  failureThreshold = 5,
  cooldownMs: baseCooldownMs = 60_000,
  maxCooldownMs = 15 * 60_000,
  now = wallClock,
}: BreakerOptions): CircuitBreaker {
  let state: BreakerState = "closed";
  let failures = 0;
  let cooldownMs = baseCooldownMs;
  let openUntil: Date | null = null;
  let probing = false;

  function current(): BreakerState {
    if (state === "open" && openUntil && now() >= openUntil) {
      state = "half_open";
      probing = false;
    }
    return state;
  }

  function open(ms: number) {
    state = "open";
    cooldownMs = ms;
    openUntil = new Date(now().getTime() + ms);
    probing = false;
  }

  return {
    platform,
    check() {
      if (current() === "open") throw new CircuitOpenError(platform, openUntil, now());
    },
    admit() {
      const s = current();
      if (s === "open") throw new CircuitOpenError(platform, openUntil, now());
      if (s === "half_open") {
        if (probing) throw new CircuitOpenError(platform, null, now());
        probing = true;
      }
    },
    record(outcome) {
      const s = current();
      if (outcome === "success") {
        state = "closed";
        failures = 0;
        cooldownMs = baseCooldownMs;
        openUntil = null;
        probing = false;
      } else if (outcome === "failure") {
        failures += 1;
        if (s === "half_open") open(Math.min(cooldownMs * 2, maxCooldownMs));
        else if (s === "closed" && failures >= failureThreshold) open(baseCooldownMs);
      } else if (s === "half_open") {
        probing = false;
      }
    },
    snapshot() {
      const s = current();
      return {
        platform,
        state: s,
        consecutiveFailures: failures,
        opensUntil: s === "open" ? openUntil : null,
      };
    },
  };
}

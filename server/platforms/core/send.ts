import { type PlatformId, PLATFORMS } from "@/lib/contract/platforms";
import { PlatformError, type Send } from "../types";
import type { CircuitBreaker } from "./breaker";
import type { RateGate } from "./gate";

export type SendOptions = {
  platform: PlatformId;
  gate: RateGate;
  /** Checked before and after the wait in the queue. */
  breaker?: CircuitBreaker;
  fetch?: typeof globalThis.fetch;
  /** From the moment the call leaves the queue until its body has been read. */
  timeoutMs?: number;
};

/** Any HTTP status comes back as is for the adapter to classify; retries happen above the adapter. */
export function createSend({ platform, gate, breaker, fetch = globalThis.fetch, timeoutMs = 15_000 }: SendOptions): Send {
  const label = PLATFORMS[platform].label;

  return async (req) => {
    breaker?.check();
    await gate.acquire();
    breaker?.check();

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const res = await fetch(req.url, {
        method: req.method ?? "GET",
        headers: req.headers,
        body: req.body,
        redirect: req.noRedirect ? "manual" : "follow",
        signal: controller.signal,
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, text };
    } catch (error) {
      const failure = controller.signal.aborted
        ? new PlatformError(platform, "upstream_down", `${label} did not answer within ${Math.ceil(timeoutMs / 1000)} s`)
        : new PlatformError(platform, "upstream_down", `Could not reach ${label}${networkCode(error)}`);
      failure.cause = error;
      throw failure;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** For the account's last-error line. */
function networkCode(error: unknown): string {
  // Not `instanceof Error`: undici's errors may come from another realm (Jest's VM contexts).
  const cause = error && typeof error === "object" && "cause" in error ? error.cause : undefined;
  const code = cause && typeof cause === "object" && "code" in cause ? cause.code : undefined;
  return typeof code === "string" ? ` (${code})` : "";
}

import type { UpstreamResponse } from "../types";

/**
 * What every adapter reads the same way: Cloudflare's challenge pages and the Retry-After header.
 * Each adapter classifies the rest of an answer itself, since each platform says "not found",
 * "slow down" and "down" differently (a FAILED envelope, GraphQL errors, a redirect).
 */

// Cloudflare's interstitials ("Just a moment...", "Attention Required!") and their challenge scripts.
const CHALLENGE = /<title>\s*(just a moment|attention required)|cf-chl|challenge-platform|cf-browser-verification/i;

export function isChallengePage(res: UpstreamResponse): boolean {
  if (res.headers.get("cf-mitigated")?.toLowerCase() === "challenge") return true;
  return CHALLENGE.test(res.text.slice(0, 20_000));
}

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: Date = new Date()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

import type { UpstreamResponse } from "../types";

// Only these are read alike; each adapter classifies the rest, as each platform says "not found" differently.

const CHALLENGE = /<title>\s*(just a moment|attention required)|cf-chl|challenge-platform|cf-browser-verification/i;

export function isChallengePage(res: UpstreamResponse): boolean {
  if (res.headers.get("cf-mitigated")?.toLowerCase() === "challenge") return true;
  return CHALLENGE.test(res.text.slice(0, 20_000));
}

/** Seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: Date = new Date()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

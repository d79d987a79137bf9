import { type PlatformId, PLATFORMS } from "@/lib/contract/platforms";
import { PlatformError, type UpstreamResponse } from "../types";

// Cloudflare's interstitials ("Just a moment...", "Attention Required!") and their challenge scripts.
const CHALLENGE = /<title>\s*(just a moment|attention required)|cf-chl|challenge-platform|cf-browser-verification/i;

export function isChallengePage(res: UpstreamResponse): boolean {
  if (res.headers.get("cf-mitigated")?.toLowerCase() === "challenge") return true;
  return CHALLENGE.test(res.text.slice(0, 20_000));
}

const looksLikeHtml = (res: UpstreamResponse) =>
  /text\/html/i.test(res.headers.get("content-type") ?? "") || /^\s*</.test(res.text.slice(0, 200));

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: Date = new Date()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

export type ClassifyOptions = {
  /** What a good answer looks like; an HTML page where JSON was expected is a transient failure. Default "json". */
  expect?: "json" | "html";
  now?: Date;
};

/**
 * The failures every platform shares, for adapters to check before reading the body:
 * 429 → rate_limited, a Cloudflare challenge or 403 → blocked, 5xx or a web page instead of data → upstream_down.
 * Returns null when the answer is the adapter's to judge (2xx, 3xx, 400, 404, …).
 */
export function classifyCommon(platform: PlatformId, res: UpstreamResponse, options: ClassifyOptions = {}): PlatformError | null {
  const { expect = "json", now = new Date() } = options;
  const label = PLATFORMS[platform].label;
  const { status } = res;
  const retryAfterMs = parseRetryAfter(res.headers.get("retry-after"), now);
  const extra = { status, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) };

  if (status === 429) return new PlatformError(platform, "rate_limited", `${label} is rate limiting us (HTTP 429)`, extra);
  if (status === 403 || (looksLikeHtml(res) && isChallengePage(res))) {
    return new PlatformError(platform, "blocked", `${label} is blocking us (HTTP ${status})`, extra);
  }
  if (status >= 500) return new PlatformError(platform, "upstream_down", `${label} is unavailable (HTTP ${status})`, extra);
  if (expect === "json" && status >= 200 && status < 300 && looksLikeHtml(res)) {
    return new PlatformError(platform, "upstream_down", `${label} answered with a web page instead of data (HTTP ${status})`, extra);
  }
  return null;
}

import type { UpstreamResponse } from "../types";
import { isChallengePage, parseRetryAfter } from "./classify";

const res = (status: number, text: string, headers: Record<string, string> = {}): UpstreamResponse => ({
  status,
  text,
  headers: new Headers(headers),
});

const CHALLENGE =
  '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>';

describe("isChallengePage", () => {
  it("knows Cloudflare's interstitial by its title, its scripts or the cf-mitigated header", () => {
    expect(isChallengePage(res(403, CHALLENGE, { "content-type": "text/html" }))).toBe(true);
    expect(isChallengePage(res(200, "<html></html>", { "cf-mitigated": "challenge" }))).toBe(true);
    expect(isChallengePage(res(403, "CSRF verification failed"))).toBe(false);
    expect(isChallengePage(res(200, '{"status":"OK","result":[]}'))).toBe(false);
  });
});

describe("parseRetryAfter", () => {
  it("takes seconds or an HTTP date", () => {
    const now = new Date("2026-03-02T10:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter("Mon, 02 Mar 2026 10:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Mon, 02 Mar 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

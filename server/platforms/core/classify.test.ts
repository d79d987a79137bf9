import type { UpstreamResponse } from "../types";
import { classifyCommon, parseRetryAfter } from "./classify";

const res = (status: number, text: string, headers: Record<string, string> = {}): UpstreamResponse => ({
  status,
  text,
  headers: new Headers(headers),
});

const CHALLENGE =
  '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>';

describe("classifyCommon", () => {
  it("reads 429 as rate limited and keeps Retry-After", () => {
    const error = classifyCommon("leetcode", res(429, "", { "retry-after": "7" }));
    expect(error).toMatchObject({
      kind: "rate_limited",
      message: "LeetCode is rate limiting us (HTTP 429)",
      extra: { status: 429, retryAfterMs: 7000 },
    });
    expect(error?.transient).toBe(true);
  });

  it("reads 403 and Cloudflare challenge pages as blocked, whatever their status", () => {
    expect(classifyCommon("leetcode", res(403, "CSRF verification failed"))).toMatchObject({
      kind: "blocked",
      message: "LeetCode is blocking us (HTTP 403)",
    });
    expect(classifyCommon("codechef", res(200, CHALLENGE, { "content-type": "text/html" }), { expect: "html" })).toMatchObject({
      kind: "blocked",
    });
    expect(classifyCommon("codeforces", res(503, CHALLENGE, { "content-type": "text/html" }))).toMatchObject({ kind: "blocked" });
    expect(classifyCommon("codeforces", res(200, "<html></html>", { "cf-mitigated": "challenge" }))).toMatchObject({ kind: "blocked" });
  });

  it("reads 5xx as the platform being down", () => {
    expect(classifyCommon("codeforces", res(503, "<html><body>Service Unavailable</body></html>"))).toMatchObject({
      kind: "upstream_down",
      message: "Codeforces is unavailable (HTTP 503)",
      extra: { status: 503 },
    });
  });

  it("reads a web page where data was expected as a transient failure, but not where a page was expected", () => {
    const page = res(200, "<!doctype html><title>Codeforces</title>", { "content-type": "text/html; charset=utf-8" });
    expect(classifyCommon("codeforces", page)).toMatchObject({ kind: "upstream_down" });
    expect(classifyCommon("codechef", page, { expect: "html" })).toBeNull();
  });

  it("leaves ordinary answers, not-found answers and redirects to the adapter", () => {
    expect(classifyCommon("codeforces", res(200, '{"status":"OK","result":[]}', { "content-type": "application/json" }))).toBeNull();
    expect(classifyCommon("codeforces", res(400, '{"status":"FAILED","comment":"handles: User with handle x not found"}'))).toBeNull();
    expect(classifyCommon("codechef", res(302, "", { location: "/" }), { expect: "html" })).toBeNull();
    expect(classifyCommon("codechef", res(404, '{"status":"error"}'))).toBeNull();
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

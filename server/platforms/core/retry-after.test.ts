import { createCodeChefAdapter } from "../codechef/adapter";
import { createCodeforcesAdapter } from "../codeforces/adapter";
import { createLeetCodeAdapter } from "../leetcode/adapter";
import { PlatformError, type AdapterDeps, type Send } from "../types";

/** Every adapter reads a 429's Retry-After through the one shared parser, in both of its forms. */
const NOW = new Date("2026-11-20T10:00:00Z");

function depsAnswering429(retryAfter: string): AdapterDeps {
  const send: Send = async () => ({
    status: 429,
    headers: new Headers({ "retry-after": retryAfter, "content-type": "text/plain" }),
    text: "Too Many Requests",
  });
  return { send, baseUrl: "https://platform.test/", now: () => NOW };
}

const adapters = {
  codeforces: (deps: AdapterDeps) => createCodeforcesAdapter(deps).userRating("tourist"),
  leetcode: (deps: AdapterDeps) => createLeetCodeAdapter(deps).recentSubmissions("lee215"),
  codechef: (deps: AdapterDeps) => createCodeChefAdapter(deps).recentSubmissions("gennady", 0),
};

async function rateLimit(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof PlatformError)) throw new Error("expected a PlatformError");
  return error;
}

describe.each(Object.entries(adapters))("%s adapter", (_platform, call) => {
  it("reads Retry-After given in seconds", async () => {
    const error = await rateLimit(call(depsAnswering429("120")));
    expect(error).toMatchObject({ kind: "rate_limited", extra: { retryAfterMs: 120_000 } });
  });

  it("reads Retry-After given as an HTTP date", async () => {
    // Date-form Retry-After is what CDNs send in front of a platform; it must not be read as "no wait".
    // The wall clock, since the Codeforces adapter reads that one rather than the injected clock.
    const now = new Date();
    const at = new Date(now.getTime() + 30 * 60_000).toUTCString();
    const error = await rateLimit(call({ ...depsAnswering429(at), now: () => now }));
    expect(error.kind).toBe("rate_limited");
    expect(error.extra.retryAfterMs).toBeGreaterThan(25 * 60_000);
    expect(error.extra.retryAfterMs).toBeLessThanOrEqual(30 * 60_000);
  });
});

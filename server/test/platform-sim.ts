import { createCodeChefSim } from "@/simulator/codechef";
import { createCodeforcesSim } from "@/simulator/codeforces";
import { createLeetCodeSim } from "@/simulator/leetcode";
import { createSimulator, type Simulator } from "@/simulator/server";

/** Test spacing between calls to one platform: small, but measurable. */
export const TEST_SPACING_MS = 25;

/**
 * How much sooner than the spacing the simulator still accepts a call in tests. A call's arrival can
 * trail its turn by some milliseconds of a busy event loop (PGlite's queries run on the same
 * thread), so a 5 ms allowance refused well-spaced calls now and then under two test workers. Calls
 * closer than 10 ms still expose a client that does not space them.
 */
export const TEST_TOLERANCE_MS = 15;

/** The environment that points the API's adapters at an in-process simulator. */
export const SIM_ENV = {
  CODEFORCES_API_URL: "http://platforms.test/codeforces/api",
  LEETCODE_GRAPHQL_URL: "http://platforms.test/leetcode/graphql",
  CODECHEF_URL: "http://platforms.test/codechef",
  CODEFORCES_MIN_INTERVAL_MS: String(TEST_SPACING_MS),
  LEETCODE_MIN_INTERVAL_MS: String(TEST_SPACING_MS),
  CODECHEF_MIN_INTERVAL_MS: String(TEST_SPACING_MS),
  PLATFORM_TIMEOUT_MS: "3000",
};

/**
 * The three platforms' simulators behind one in-process fetch (no sockets, deterministic worlds).
 * `throttleDeepPages`: CodeChef's refusal of deep history pages (on by default). `enforceRateLimits`:
 * a 429 for calls closer than the spacing (on by default); off for a test whose outcome must not
 * depend on how evenly a busy machine sends them.
 */
export function simulatedPlatforms(
  seed = 11,
  users = 12,
  { throttleDeepPages, enforceRateLimits = true }: { throttleDeepPages?: boolean; enforceRateLimits?: boolean } = {},
) {
  const now = new Date();
  const modules = [
    createCodeforcesSim({ seed, users, now, historyDays: 120 }),
    createLeetCodeSim({ seed, users, now, historyDays: 120 }),
    // No rename timed from the start: a slow test file must not see its first CodeChef user renamed.
    createCodeChefSim({ seed, users, now, historyDays: 120, liveRename: false, throttleDeepPages }),
  ];
  const simulator: Simulator = createSimulator({
    modules,
    spacingMs: { codeforces: TEST_SPACING_MS, leetcode: TEST_SPACING_MS, codechef: TEST_SPACING_MS },
    toleranceMs: TEST_TOLERANCE_MS,
    enforceRateLimits,
  });
  const fetch: typeof globalThis.fetch = (input, init) =>
    simulator.fetch(new Request(input instanceof Request ? input : String(input), init));
  const handles = (platform: "codeforces" | "leetcode" | "codechef") => modules.find((m) => m.platform === platform)!.handles();
  return { simulator, fetch, handles, modules };
}

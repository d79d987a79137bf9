import { createCodeChefSim } from "@/simulator/codechef";
import { createCodeforcesSim } from "@/simulator/codeforces";
import { createLeetCodeSim } from "@/simulator/leetcode";
import { createSimulator, type Simulator } from "@/simulator/server";

export const TEST_SPACING_MS = 25;

/** A busy event loop (PGlite shares the thread) made a 5 ms allowance refuse well-spaced calls; under 10 ms still exposes a client. */
export const TEST_TOLERANCE_MS = 15;

export const SIM_ENV = {
  CODEFORCES_API_URL: "http://platforms.test/codeforces/api",
  LEETCODE_GRAPHQL_URL: "http://platforms.test/leetcode/graphql",
  CODECHEF_URL: "http://platforms.test/codechef",
  CODEFORCES_MIN_INTERVAL_MS: String(TEST_SPACING_MS),
  LEETCODE_MIN_INTERVAL_MS: String(TEST_SPACING_MS),
  CODECHEF_MIN_INTERVAL_MS: String(TEST_SPACING_MS),
  PLATFORM_TIMEOUT_MS: "3000",
};

/** `enforceRateLimits` off for a test whose outcome must not depend on how evenly a busy machine sends calls. */
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

import { createCodeChefSim } from "@/simulator/codechef";
import { createCodeforcesSim } from "@/simulator/codeforces";
import { createLeetCodeSim } from "@/simulator/leetcode";
import { createSimulator, type Simulator } from "@/simulator/server";

/** Test spacing between calls to one platform: small, but measurable. */
export const TEST_SPACING_MS = 25;

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

/** The three platforms' simulators behind one in-process fetch (no sockets, deterministic worlds). */
export function simulatedPlatforms(seed = 11, users = 12, codechef: { throttleDeepPages?: boolean } = {}) {
  const now = new Date();
  const modules = [
    createCodeforcesSim({ seed, users, now, historyDays: 120 }),
    createLeetCodeSim({ seed, users, now, historyDays: 120 }),
    // No rename timed from the start: a slow test file must not see its first CodeChef user renamed.
    createCodeChefSim({ seed, users, now, historyDays: 120, liveRename: false, ...codechef }),
  ];
  const simulator: Simulator = createSimulator({
    modules,
    spacingMs: { codeforces: TEST_SPACING_MS, leetcode: TEST_SPACING_MS, codechef: TEST_SPACING_MS },
    toleranceMs: 5,
  });
  const fetch: typeof globalThis.fetch = (input, init) =>
    simulator.fetch(new Request(input instanceof Request ? input : String(input), init));
  const handles = (platform: "codeforces" | "leetcode" | "codechef") => modules.find((m) => m.platform === platform)!.handles();
  return { simulator, fetch, handles, modules };
}

/* No schema library: the form is filled before any schema loads, and the server derives status by the same rule. */
import type { StumbleStatus } from "./choices";
import { STUMBLE_LIMITS } from "./limits";
import type { CollectionPlatform } from "./platforms";

/** docs/behaviour.md §4 */
export function stumbleStatus(solution: string): StumbleStatus {
  return solution.trim() ? "solved" : "unsolved";
}

type Attempted = { name: string; url: string; platform: CollectionPlatform; attempts: number };

/** The summary says where it came from. */
export function stumbleFromAttempt(a: Attempted, platformName: string) {
  const tries = a.attempts === 1 ? "1 attempt" : `${a.attempts} attempts`;
  return {
    name: a.name.slice(0, STUMBLE_LIMITS.name),
    summary: `Not accepted yet on ${platformName} after ${tries}.`,
    url: a.url.length <= STUMBLE_LIMITS.url ? a.url : "",
    platform: a.platform,
    hint: "",
    intuition: "",
    solution: "",
  };
}

/*
 * What a Tricky Problem's fields are made from, as plain functions with no schema library: the
 * client fills the Add Problem form with them before any schema is loaded, and the server derives
 * a problem's status with the same rule.
 */
import type { StumbleStatus } from "./choices";
import { STUMBLE_LIMITS } from "./limits";
import type { CollectionPlatform } from "./platforms";

/** docs/behaviour.md §4: solved when the solution link is non-blank. Client and server both call this. */
export function stumbleStatus(solution: string): StumbleStatus {
  return solution.trim() ? "solved" : "unsolved";
}

/** A problem recently tried without an accepted submission, or a sheet or contest row, as the form needs it. */
type Attempted = { name: string; url: string; platform: CollectionPlatform; attempts: number };

/** The Add Problem fields a failed attempt (or a sheet or contest row) fills in: the summary says where it came from. */
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

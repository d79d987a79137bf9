import { platformLabel, type PlatformId } from "./platforms";

function platformNames(platforms: readonly PlatformId[]): string {
  const names = platforms.map(platformLabel);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Every place that says a platform did not answer says it so. */
export const couldNotReach = (platforms: readonly PlatformId[]) => `${platformNames(platforms)} could not be reached`;

export function upcomingUnreachable(platforms: readonly PlatformId[], listed: boolean): string {
  const their = platforms.length === 1 ? "its" : "their";
  return listed
    ? `${couldNotReach(platforms)}: ${their} contests may be missing here or out of date.`
    : `${couldNotReach(platforms)}, so ${their} upcoming contests are not known right now.`;
}

export const DAILY_UNREACHABLE = "LeetCode could not be reached, so today's problem is not known right now.";

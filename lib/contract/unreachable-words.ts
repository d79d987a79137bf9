import { platformLabel, type PlatformId } from "./platforms";

/** "Codeforces", "Codeforces and LeetCode", "Codeforces, LeetCode and CodeChef". */
function platformNames(platforms: readonly PlatformId[]): string {
  const names = platforms.map(platformLabel);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** "Codeforces could not be reached": every place that says a platform did not answer says it so. */
export const couldNotReach = (platforms: readonly PlatformId[]) => `${platformNames(platforms)} could not be reached`;

/** The upcoming contests' words when platforms could not be asked, the same on the dashboard and the contests page. */
export function upcomingUnreachable(platforms: readonly PlatformId[], listed: boolean): string {
  const their = platforms.length === 1 ? "its" : "their";
  return listed
    ? `${couldNotReach(platforms)}: ${their} contests may be missing here or out of date.`
    : `${couldNotReach(platforms)}, so ${their} upcoming contests are not known right now.`;
}

/** The daily problem's words when LeetCode could not be asked, the same on the dashboard and the contests page. */
export const DAILY_UNREACHABLE = "LeetCode could not be reached, so today's problem is not known right now.";

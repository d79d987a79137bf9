import type { RecentContest } from "@/lib/contract/contests";
import { PLATFORM_IDS, type PlatformId } from "@/lib/contract/platforms";

/** Ratings and ranks are never mixed across platforms. */
export type PlatformContestStats = {
  platform: PlatformId;
  contests: number;
  latestRating: number | null;
  /** The lowest rank is the best. */
  bestRank: number | null;
};

export function contestStatsByPlatform(recent: readonly RecentContest[]): PlatformContestStats[] {
  return PLATFORM_IDS.flatMap((platform) => {
    const mine = recent.filter((c) => c.platform === platform);
    if (mine.length === 0) return [];
    const rated = mine.filter((c) => c.rating !== null).sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
    const ranks = mine.flatMap((c) => (c.rank === null ? [] : [c.rank]));
    return [
      { platform, contests: mine.length, latestRating: rated[0]?.rating ?? null, bestRank: ranks.length ? Math.min(...ranks) : null },
    ];
  });
}

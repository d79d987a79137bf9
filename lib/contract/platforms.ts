import { PLATFORM_IDS, type PlatformId } from "./platform-ids";
import { RATING_TIERS, tierOf, type RatingTier } from "./rating-tiers";

export { PLATFORM_IDS, type PlatformId } from "./platform-ids";

/** The one platform registry, which the API, sync and database constraints follow; zod-free so it stays out of the pages' first download. */

/** Collections (stumbles, favourites) also accept problems and contests from elsewhere. */
export const COLLECTION_PLATFORMS = [...PLATFORM_IDS, "other"] as const;
export type CollectionPlatform = (typeof COLLECTION_PLATFORMS)[number];

/** components/ui/badge.tsx */
export type PlatformTone = "amber" | "sky" | "orange" | "zinc";

export type { RatingTier } from "./rating-tiers";

export type PlatformInfo = {
  id: PlatformId;
  label: string;
  /** Subdomains included. */
  hosts: readonly string[];
  /** Links shown to users always go here, whatever the sync engine talks to. */
  site: string;
  tone: PlatformTone;
  colour: string;
  profileUrl: (handle: string) => string;
  /** Lowest first (lib/contract/rating-tiers.ts). */
  tiers: readonly RatingTier[];
  grades: "words" | "rating";
  /** docs/platforms.md */
  sync: {
    /** Codeforces's problemset.recentStatus. */
    siteFeed: boolean;
    /** One call tells, for many handles, who has been online since (Codeforces's user.info). */
    batchCheck: boolean;
    /** Newest first and cannot be paged (LeetCode's 20). */
    recentCap: number | null;
  };
};

export const PLATFORMS: Record<PlatformId, PlatformInfo> = {
  leetcode: {
    id: "leetcode",
    label: "LeetCode",
    hosts: ["leetcode.com", "leetcode.cn"],
    site: "https://leetcode.com",
    tone: "amber",
    colour: "#f59e0b",
    profileUrl: (h) => `https://leetcode.com/u/${encodeURIComponent(h)}/`,
    tiers: RATING_TIERS.leetcode,
    grades: "words",
    sync: { siteFeed: false, batchCheck: false, recentCap: 20 },
  },
  codeforces: {
    id: "codeforces",
    label: "Codeforces",
    hosts: ["codeforces.com"],
    site: "https://codeforces.com",
    tone: "sky",
    colour: "#3b82f6",
    profileUrl: (h) => `https://codeforces.com/profile/${encodeURIComponent(h)}`,
    tiers: RATING_TIERS.codeforces,
    grades: "rating",
    sync: { siteFeed: true, batchCheck: true, recentCap: null },
  },
  codechef: {
    id: "codechef",
    label: "CodeChef",
    hosts: ["codechef.com"],
    site: "https://www.codechef.com",
    tone: "orange",
    colour: "#a16207",
    profileUrl: (h) => `https://www.codechef.com/users/${encodeURIComponent(h)}`,
    tiers: RATING_TIERS.codechef,
    grades: "rating",
    sync: { siteFeed: false, batchCheck: false, recentCap: null },
  },
};

export const isPlatformId = (value: string): value is PlatformId => (PLATFORM_IDS as readonly string[]).includes(value);

export const platformLabel = (platform: string) =>
  isPlatformId(platform) ? PLATFORMS[platform].label : platform === "other" ? "Other" : platform;

export const ratingTier = (platform: PlatformId, rating: number): RatingTier => tierOf(platform, rating);

export function isOnPlatformHost(platform: CollectionPlatform, url: URL): boolean {
  if (platform === "other") return true;
  const host = url.hostname.toLowerCase();
  return PLATFORMS[platform].hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/** Any other http(s) link is "other"; text that is not a link is null. */
export function platformOfLink(link: string): CollectionPlatform | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return PLATFORM_IDS.find((p) => isOnPlatformHost(p, url)) ?? "other";
}

/** docs/behaviour.md §5 */
export const DIFFICULTY_BUCKETS = ["easy", "medium", "hard", "insane"] as const;
export type DifficultyBucket = (typeof DIFFICULTY_BUCKETS)[number];
export function difficultyBucket(rating: number): DifficultyBucket {
  if (rating < 1400) return "easy";
  if (rating < 1800) return "medium";
  if (rating < 2100) return "hard";
  return "insane";
}

import { PLATFORM_IDS, type PlatformId } from "./platform-ids";
import { RATING_TIERS, tierOf, type RatingTier } from "./rating-tiers";

export { PLATFORM_IDS, type PlatformId } from "./platform-ids";

/**
 * The one platform registry: ids, labels, hosts, colours and rating tiers. Forms, badges, the
 * API, the sync engine and the database constraints (drizzle/) all follow this list. Nothing here
 * needs zod: every signed-in screen imports this module, and the schema library stays out of the
 * pages' first download (the platform id's schema is `platformIdSchema` in ./common.ts).
 */

/** Collections (stumbles, favourites) also accept problems and contests from elsewhere. */
export const COLLECTION_PLATFORMS = [...PLATFORM_IDS, "other"] as const;
export type CollectionPlatform = (typeof COLLECTION_PLATFORMS)[number];

/** Badge tones the UI knows (components/ui/badge.tsx). */
export type PlatformTone = "amber" | "sky" | "orange" | "zinc";

export type { RatingTier } from "./rating-tiers";

export type PlatformInfo = {
  id: PlatformId;
  label: string;
  /** Hosts a link on this platform may live on (subdomains included). */
  hosts: readonly string[];
  /** The real site, whatever the sync engine talks to (links shown to users always go here). */
  site: string;
  tone: PlatformTone;
  /** Brand colour for charts and icons. */
  colour: string;
  profileUrl: (handle: string) => string;
  /** Rating tiers, lowest first (lib/contract/rating-tiers.ts). */
  tiers: readonly RatingTier[];
  /** Problems graded by words (LeetCode's Easy, Medium, Hard) or by a numeric rating. */
  grades: "words" | "rating";
  /** What the sync engine can ask of the platform (docs/platforms.md). */
  sync: {
    /** A site-wide feed of the newest submissions (Codeforces's problemset.recentStatus). */
    siteFeed: boolean;
    /** One call says, for many handles at once, who has been online since (Codeforces's user.info). */
    batchCheck: boolean;
    /** The submission list holds only this many, newest first, and cannot be paged (LeetCode's 20). */
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

/** The tier a rating falls in on a platform. */
export const ratingTier = (platform: PlatformId, rating: number): RatingTier => tierOf(platform, rating);

/** Whether a link lives on the platform's hosts; `other` takes any host. */
export function isOnPlatformHost(platform: CollectionPlatform, url: URL): boolean {
  if (platform === "other") return true;
  const host = url.hostname.toLowerCase();
  return PLATFORMS[platform].hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/**
 * The platform a link belongs to, read from its host: a LeetCode, Codeforces or CodeChef link
 * gives that platform, any other http(s) link "other", and text that is not a link null.
 */
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

/** docs/behaviour.md §5: difficulty buckets for numerically rated problems (Codeforces, CodeChef). */
export const DIFFICULTY_BUCKETS = ["easy", "medium", "hard", "insane"] as const;
export type DifficultyBucket = (typeof DIFFICULTY_BUCKETS)[number];
export function difficultyBucket(rating: number): DifficultyBucket {
  if (rating < 1400) return "easy";
  if (rating < 1800) return "medium";
  if (rating < 2100) return "hard";
  return "insane";
}

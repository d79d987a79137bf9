import { z } from "zod";

/**
 * The one platform registry: ids, labels, hosts, colours and rating tiers. Forms, badges, the
 * API, the sync engine and the database constraints (drizzle/) all follow this list.
 */
export const PLATFORM_IDS = ["leetcode", "codeforces", "codechef"] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];
export const platformIdSchema = z.enum(PLATFORM_IDS, { error: "Choose leetcode, codeforces or codechef" });

/** Collections (stumbles, favourites) also accept problems and contests from elsewhere. */
export const COLLECTION_PLATFORMS = [...PLATFORM_IDS, "other"] as const;
export type CollectionPlatform = (typeof COLLECTION_PLATFORMS)[number];

/** Badge tones the UI knows (components/ui/badge.tsx). */
export type PlatformTone = "amber" | "sky" | "orange" | "zinc";

/** A rating tier: from `min` (inclusive) up to the next tier's `min`. */
export type RatingTier = { min: number; label: string; colour: string };

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
  /** Rating tiers, lowest first. */
  tiers: readonly RatingTier[];
};

// Codeforces ranks (codeforces.com/blog/entry/68288), CodeChef stars (platform-apis §3),
// LeetCode contest badges (Knight from 1850, Guardian from 2150 by rating; top-percentage in fact).
export const PLATFORMS: Record<PlatformId, PlatformInfo> = {
  leetcode: {
    id: "leetcode",
    label: "LeetCode",
    hosts: ["leetcode.com", "leetcode.cn"],
    site: "https://leetcode.com",
    tone: "amber",
    colour: "#f59e0b",
    profileUrl: (h) => `https://leetcode.com/u/${encodeURIComponent(h)}/`,
    tiers: [
      { min: -Infinity, label: "No badge", colour: "#71717a" },
      { min: 1850, label: "Knight", colour: "#22c55e" },
      { min: 2150, label: "Guardian", colour: "#f59e0b" },
    ],
  },
  codeforces: {
    id: "codeforces",
    label: "Codeforces",
    hosts: ["codeforces.com"],
    site: "https://codeforces.com",
    tone: "sky",
    colour: "#3b82f6",
    profileUrl: (h) => `https://codeforces.com/profile/${encodeURIComponent(h)}`,
    tiers: [
      { min: -Infinity, label: "Newbie", colour: "#808080" },
      { min: 1200, label: "Pupil", colour: "#008000" },
      { min: 1400, label: "Specialist", colour: "#03a89e" },
      { min: 1600, label: "Expert", colour: "#0000ff" },
      { min: 1900, label: "Candidate Master", colour: "#aa00aa" },
      { min: 2100, label: "Master", colour: "#ff8c00" },
      { min: 2300, label: "International Master", colour: "#ff8c00" },
      { min: 2400, label: "Grandmaster", colour: "#ff0000" },
      { min: 2600, label: "International Grandmaster", colour: "#ff0000" },
      { min: 3000, label: "Legendary Grandmaster", colour: "#aa0000" },
    ],
  },
  codechef: {
    id: "codechef",
    label: "CodeChef",
    hosts: ["codechef.com"],
    site: "https://www.codechef.com",
    tone: "orange",
    colour: "#a16207",
    profileUrl: (h) => `https://www.codechef.com/users/${encodeURIComponent(h)}`,
    tiers: [
      { min: -Infinity, label: "1★", colour: "#666666" },
      { min: 1400, label: "2★", colour: "#1e7d22" },
      { min: 1600, label: "3★", colour: "#3366cc" },
      { min: 1800, label: "4★", colour: "#684273" },
      { min: 2000, label: "5★", colour: "#ffbf00" },
      { min: 2200, label: "6★", colour: "#ff7f00" },
      { min: 2500, label: "7★", colour: "#d0011b" },
    ],
  },
};

export const isPlatformId = (value: string): value is PlatformId => (PLATFORM_IDS as readonly string[]).includes(value);

export const platformLabel = (platform: string) =>
  isPlatformId(platform) ? PLATFORMS[platform].label : platform === "other" ? "Other" : platform;

/** The tier a rating falls in on a platform. */
export function ratingTier(platform: PlatformId, rating: number): RatingTier {
  const tiers = PLATFORMS[platform].tiers;
  let found = tiers[0]!;
  for (const tier of tiers) if (rating >= tier.min) found = tier;
  return found;
}

/** Whether a link lives on the platform's hosts; `other` takes any host. */
export function isOnPlatformHost(platform: CollectionPlatform, url: URL): boolean {
  if (platform === "other") return true;
  const host = url.hostname.toLowerCase();
  return PLATFORMS[platform].hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/** Spec §9: the band colour a rating is shown in, whatever the platform. */
export const RATING_BANDS = [
  { min: 2100, tone: "red" },
  { min: 1900, tone: "orange" },
  { min: 1600, tone: "purple" },
  { min: 1400, tone: "blue" },
  { min: 1200, tone: "cyan" },
  { min: -Infinity, tone: "green" },
] as const;
export type RatingBandTone = (typeof RATING_BANDS)[number]["tone"];
export const ratingBand = (rating: number): RatingBandTone => RATING_BANDS.find((b) => rating >= b.min)!.tone;

/** Spec §5: difficulty buckets for numerically rated problems (Codeforces, CodeChef). */
export const DIFFICULTY_BUCKETS = ["easy", "medium", "hard", "insane"] as const;
export type DifficultyBucket = (typeof DIFFICULTY_BUCKETS)[number];
export function difficultyBucket(rating: number): DifficultyBucket {
  if (rating < 1400) return "easy";
  if (rating < 1800) return "medium";
  if (rating < 2100) return "hard";
  return "insane";
}

/** The platforms we sync, by id: the registry (./platforms.ts) and the rating tiers (./rating-tiers.ts) both key on these. */
export const PLATFORM_IDS = ["leetcode", "codeforces", "codechef"] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];

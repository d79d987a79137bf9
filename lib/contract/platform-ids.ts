/** The registry and the rating tiers both key on these. */
export const PLATFORM_IDS = ["leetcode", "codeforces", "codechef"] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];

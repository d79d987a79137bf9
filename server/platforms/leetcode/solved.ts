import { z } from "zod";

/**
 * LeetCode knows more than we do about what a user solved: its public lists hold only the 20 most
 * recent submissions, so counting our stored solves shows 10 for someone with 347. Solved counts
 * for a LeetCode account therefore come from the platform's own all-time totals, which each sync
 * stores in the account's stats (`solved`, by difficulty). Where our count and LeetCode's differ,
 * the difference is said in words rather than shown as a second number.
 */

export const DIFFICULTIES = ["Easy", "Medium", "Hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

const solvedSchema = z.object({
  Easy: z.number().int().nonnegative(),
  Medium: z.number().int().nonnegative(),
  Hard: z.number().int().nonnegative(),
});

const byTagSchema = z.record(z.string(), z.number().int().nonnegative());

/** `byTag` is empty when LeetCode sent no tag counts (an account synced before we asked for them). */
export type PlatformSolved = { byDifficulty: Record<Difficulty, number>; total: number; byTag: Record<string, number> };

/** The totals stored on a LeetCode account; null before its first sync (or if the stats hold none). */
export function platformSolved(stats: Record<string, unknown> | null | undefined): PlatformSolved | null {
  const parsed = solvedSchema.safeParse(stats?.solved);
  if (!parsed.success) return null;
  const byDifficulty = parsed.data;
  const byTag = byTagSchema.safeParse(stats?.solvedByTag);
  return { byDifficulty, total: byDifficulty.Easy + byDifficulty.Medium + byDifficulty.Hard, byTag: byTag.success ? byTag.data : {} };
}

const problems = (n: number) => `${n} problem${n === 1 ? "" : "s"}`;

/** Words for the profile when LeetCode's count and ours differ; null when they agree. */
export function solvedCountNote(platformTotal: number, ours: number): string | null {
  if (platformTotal === ours) return null;
  if (ours < platformTotal) {
    return `LeetCode counts ${problems(platformTotal)} solved; we hold submissions for ${ours} of them, because LeetCode shows only the 20 most recent. Solved counts here are LeetCode's.`;
  }
  return `LeetCode counts ${problems(platformTotal)} solved, fewer than the ${ours} we saw accepted. Solved counts here are LeetCode's.`;
}

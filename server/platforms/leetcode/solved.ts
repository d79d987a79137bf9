import { z } from "zod";

// LeetCode's own totals, as our stored solves would show 10 for someone with 347 (docs/platforms.md §0b).

export const DIFFICULTIES = ["Easy", "Medium", "Hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

const solvedSchema = z.object({
  Easy: z.number().int().nonnegative(),
  Medium: z.number().int().nonnegative(),
  Hard: z.number().int().nonnegative(),
});

const byTagSchema = z.record(z.string(), z.number().int().nonnegative());

/** `byTag` is empty for an account synced before we asked for tag counts. */
export type PlatformSolved = { byDifficulty: Record<Difficulty, number>; total: number; byTag: Record<string, number> };

export function platformSolved(stats: Record<string, unknown> | null | undefined): PlatformSolved | null {
  const parsed = solvedSchema.safeParse(stats?.solved);
  if (!parsed.success) return null;
  const byDifficulty = parsed.data;
  const byTag = byTagSchema.safeParse(stats?.solvedByTag);
  return { byDifficulty, total: byDifficulty.Easy + byDifficulty.Medium + byDifficulty.Hard, byTag: byTag.success ? byTag.data : {} };
}

const problems = (n: number) => `${n} problem${n === 1 ? "" : "s"}`;

/** A difference is said in words rather than shown as a second number. */
export function solvedCountNote(platformTotal: number, ours: number): string | null {
  if (platformTotal === ours) return null;
  if (ours < platformTotal) {
    return `LeetCode counts ${problems(platformTotal)} solved; we hold submissions for ${ours} of them, because LeetCode shows only the 20 most recent. Solved counts here are LeetCode's.`;
  }
  return `LeetCode counts ${problems(platformTotal)} solved, fewer than the ${ours} we saw accepted. Solved counts here are LeetCode's.`;
}

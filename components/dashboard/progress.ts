import type { FullData, PlatformProgress, Progress } from "@/lib/contract/dashboard";
import type { PlatformId } from "@/lib/contract/platforms";

/** The bar stops at 100 % while the count may go past the goal. */
export function goalProgress(solvedToday: number, dailyGoal: number) {
  const goal = Math.max(0, Math.floor(dailyGoal));
  const solved = Math.max(0, Math.floor(solvedToday));
  const percent = goal === 0 ? 0 : Math.min(100, Math.round((solved / goal) * 100));
  return { solved, goal, percent, reached: goal > 0 && solved >= goal };
}

const dayCount = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;
export const streakText = (current: number) => `Streak: ${dayCount(current)}`;

/** The API counts the streak, heatmap and active-day total by this same rule (server/features/dashboard/streak.ts). */
export const ACTIVE_DAY_TEXT =
  "An active day is a day, in your time zone, on which you made at least one submission on any of your platforms. The streak counts active days in a row.";

/** "syncing": a first sync is unfinished, shown as the sync status, never a screen of zeros. */
export type DataState = "no-handles" | "syncing" | "ready";

export function dataState(platforms: readonly PlatformProgress[]): DataState {
  if (platforms.length === 0) return "no-handles";
  return platforms.some((p) => p.account.lastSyncedAt !== null) ? "ready" : "syncing";
}

/** While a first sync is under way the numbers change by the second. */
export const SYNCING_POLL_MS = 5_000;
export const POLL_MS = 60_000;

export const isSyncing = (platforms: readonly PlatformProgress[]) =>
  platforms.some((p) => p.account.status === "pending" && p.account.lastSyncedAt === null);

/** So a page that read the dashboard need not read the sidebar's figures again. */
export const progressOf = (data: FullData): Progress => ({
  solvedToday: data.solvedToday,
  dailyGoal: data.dailyGoal,
  streak: data.streak,
  syncing: isSyncing(data.platforms),
});

/** LeetCode's Easy/Medium/Hard meet the rating bands' easy/medium/hard. */
const DIFFICULTIES = ["easy", "medium", "hard", "insane", "unrated"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

const difficultyOf = (label: string): Difficulty => {
  const word = label.trim().toLowerCase();
  return (DIFFICULTIES as readonly string[]).includes(word) ? (word as Difficulty) : "unrated";
};

export type DifficultyRow = { platform: PlatformId; total: number } & Record<Difficulty, number>;

export function difficultyRows(platforms: readonly PlatformProgress[]): DifficultyRow[] {
  return platforms.map((p) => {
    const row: DifficultyRow = { platform: p.platform, total: 0, easy: 0, medium: 0, hard: 0, insane: 0, unrated: 0 };
    for (const { label, count } of p.solvedBy) {
      row[difficultyOf(label)] += count;
      row.total += count;
    }
    return row;
  });
}

/** So the chart's legend lists only those. */
export const usedDifficulties = (rows: readonly DifficultyRow[]) => DIFFICULTIES.filter((d) => rows.some((r) => r[d] > 0));

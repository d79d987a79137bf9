import type { SmartSheetEntry } from "@/lib/contract/network";
import { difficultyBucket, PLATFORMS, type DifficultyBucket, type PlatformId } from "@/lib/contract/platforms";

type Task = SmartSheetEntry["task"];

export type DifficultyFilter = "all" | DifficultyBucket;
export type SheetPlatformFilter = "all" | PlatformId;
export type SheetFilter = { query: string; difficulty: DifficultyFilter; platform: SheetPlatformFilter; hideSolved: boolean };

/** docs/behaviour.md §9 */
export const SHEET_LIMIT = 200;

export const PAGE_SIZE = 10;
/** docs/behaviour.md §9: 5 on wide screens and 3 on small ones. */
export const WINDOW_WIDE = 5;
export const WINDOW_NARROW = 3;

/** docs/behaviour.md §5: LeetCode grades in words; the others are bucketed at 1400, 1800 and 2100. */
export function taskBucket(task: Pick<Task, "platform" | "difficulty">): DifficultyBucket | null {
  const text = task.difficulty.trim();
  if (!text) return null;
  if (PLATFORMS[task.platform].grades === "words") {
    const word = text.toLowerCase();
    return word === "easy" || word === "medium" || word === "hard" ? word : null;
  }
  const rating = Number(text);
  return Number.isFinite(rating) ? difficultyBucket(rating) : null;
}

export const matchesDifficulty = (task: Pick<Task, "platform" | "difficulty">, difficulty: DifficultyFilter) =>
  difficulty === "all" || taskBucket(task) === difficulty;

/** docs/behaviour.md §5 */
export const matchesPlatform = (task: Pick<Task, "platform">, platform: string) =>
  platform.toLowerCase() === "all" || task.platform.toLowerCase() === platform.toLowerCase();

/** docs/behaviour.md §5 */
export function matchesSearch(task: Pick<Task, "name" | "tags">, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || task.name.toLowerCase().includes(q) || task.tags.some((tag) => tag.toLowerCase().includes(q));
}

export function filterSheet(entries: readonly SmartSheetEntry[], f: SheetFilter): SmartSheetEntry[] {
  return entries.filter(
    ({ task }) =>
      matchesSearch(task, f.query) &&
      matchesDifficulty(task, f.difficulty) &&
      matchesPlatform(task, f.platform) &&
      !(f.hideSolved && task.solvedByMe),
  );
}

/** So "page 1 of 1" holds for an empty list too. */
export const pageCount = (items: number, size = PAGE_SIZE) => Math.max(1, Math.ceil(items / size));

export const clampPage = (page: number, pages: number) => Math.min(Math.max(1, Math.floor(page)), Math.max(1, pages));

export function pageOf<T>(items: readonly T[], page: number, size = PAGE_SIZE): T[] {
  const current = clampPage(page, pageCount(items.length, size));
  return items.slice((current - 1) * size, current * size);
}

/** Shifted inward at either end. */
export function paginationWindow(current: number, pages: number, width: number): number[] {
  const count = Math.min(Math.max(1, width), Math.max(1, pages));
  const page = clampPage(current, pages);
  const start = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), Math.max(1, pages) - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** docs/behaviour.md §2: CodeChef only when the sheet holds CodeChef problems. */
export function platformOptions(entries: readonly SmartSheetEntry[]): PlatformId[] {
  const base: PlatformId[] = ["leetcode", "codeforces"];
  return entries.some((e) => e.task.platform === "codechef") ? [...base, "codechef"] : base;
}

export const distinctPlatforms = (entries: readonly SmartSheetEntry[]) => new Set(entries.map((e) => e.task.platform)).size;

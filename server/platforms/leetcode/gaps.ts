import type { Submission } from "../types";
import { utcDay } from "./normalise";

/**
 * LeetCode's public recent-submission list holds the 20 newest items and cannot be paged
 * (docs/platforms.md §0): an account that submits more than that between two polls loses the rest.
 * These two checks let the sync engine tell the user it may have missed submissions.
 */
export const RECENT_LIST_LIMIT = 20;

/**
 * True when a full list shares nothing with what was already stored: everything between the
 * stored ones and the list's oldest item fell off the end. Says nothing on a first sync, when
 * nothing was held before. `storedIds` may be only the list's ids that are stored (as the sync
 * engine asks); then say whether anything was held before.
 */
export function recentListOverflowed(
  recent: Pick<Submission, "externalId">[],
  storedIds: ReadonlySet<string>,
  heldBefore = storedIds.size > 0,
): boolean {
  if (recent.length < RECENT_LIST_LIMIT || !heldBefore) return false;
  return !recent.some((s) => storedIds.has(s.externalId));
}

/**
 * Submissions the calendar counts but the app does not hold, per UTC day from `since` on.
 * `held` must be every submission stored for those days (the latest list included); a day whose
 * count is above what is held lost the difference. Works from the very first sync too.
 */
export function missedSubmissions(
  calendar: Record<string, number>,
  held: Pick<Submission, "submittedAt">[],
  since: Date,
): { total: number; byDay: Record<string, number> } {
  const firstDay = utcDay(since);
  const heldByDay = new Map<string, number>();
  for (const s of held) {
    const day = utcDay(s.submittedAt);
    heldByDay.set(day, (heldByDay.get(day) ?? 0) + 1);
  }
  const byDay: Record<string, number> = {};
  let total = 0;
  for (const [day, count] of Object.entries(calendar)) {
    if (day < firstDay) continue;
    const missing = count - (heldByDay.get(day) ?? 0);
    if (missing > 0) {
      byDay[day] = missing;
      total += missing;
    }
  }
  return { total, byDay };
}

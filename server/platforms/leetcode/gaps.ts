import type { Submission } from "../types";

/**
 * LeetCode's public recent-submission list holds the 20 newest items and cannot be paged
 * (docs/platforms.md §0): an account that submits more than that between two polls loses the rest.
 * This check lets the sync engine tell the user it may have missed submissions.
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

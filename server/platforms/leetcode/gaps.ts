import type { Submission } from "../types";

/** The list cannot be paged, so more between two polls are lost (docs/platforms.md §0). */
export const RECENT_LIST_LIMIT = 20;

/** A full list sharing nothing stored lost what lay between; `storedIds` may be only the list's stored ids. */
export function recentListOverflowed(
  recent: Pick<Submission, "externalId">[],
  storedIds: ReadonlySet<string>,
  heldBefore = storedIds.size > 0,
): boolean {
  if (recent.length < RECENT_LIST_LIMIT || !heldBefore) return false;
  return !recent.some((s) => storedIds.has(s.externalId));
}

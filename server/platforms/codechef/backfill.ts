import { z } from "zod";

/**
 * A CodeChef account's history is read page by page (12 submissions a page, newest first), and
 * CodeChef answers a long run of pages with 429 more often than not. Pages already read are kept;
 * where the reading stopped is stored on the account (in its `stats`, under `history`) so the next
 * sync goes on from there instead of starting again at page 0, and not before the Retry-After the
 * platform asked for. New submissions only push old ones to later pages, so going on from the same
 * page number may read a few rows twice (they are upserted) but never skips one.
 */
export type HistoryCursor = {
  /** The next page of the history to read. */
  nextPage: number;
  /** ISO time before which CodeChef asked not to be called again; null when it gave no wait. */
  notBefore: string | null;
};

const cursorSchema = z.object({ nextPage: z.number().int().nonnegative(), notBefore: z.string().nullable() });

/** The cursor stored in an account's stats; null when its history is complete (or was never started). */
export function historyCursor(stats: Record<string, unknown> | null | undefined): HistoryCursor | null {
  const parsed = cursorSchema.safeParse(stats?.history);
  return parsed.success ? parsed.data : null;
}

/** The account's stats with the cursor set, or removed when `cursor` is null (the history is complete). */
export function withHistoryCursor(
  stats: Record<string, unknown> | null | undefined,
  cursor: HistoryCursor | null,
): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(stats ?? {}).filter(([key]) => key !== "history"));
  return cursor ? { ...rest, history: cursor } : rest;
}

/** True while CodeChef's requested wait has not passed: the account is left alone until then. */
export const mustWait = (cursor: HistoryCursor | null, now: Date) => !!cursor?.notBefore && Date.parse(cursor.notBefore) > now.getTime();

import { z } from "zod";

/** A long run of pages usually meets a 429; new submissions only push old ones later, so resuming never skips a row. */
export type HistoryCursor = {
  nextPage: number;
  /** ISO time. */
  notBefore: string | null;
};

const cursorSchema = z.object({ nextPage: z.number().int().nonnegative(), notBefore: z.string().nullable() });

/** Null when the history is complete or never started. */
export function historyCursor(stats: Record<string, unknown> | null | undefined): HistoryCursor | null {
  const parsed = cursorSchema.safeParse(stats?.history);
  return parsed.success ? parsed.data : null;
}

export function withHistoryCursor(
  stats: Record<string, unknown> | null | undefined,
  cursor: HistoryCursor | null,
): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(stats ?? {}).filter(([key]) => key !== "history"));
  return cursor ? { ...rest, history: cursor } : rest;
}

export const mustWait = (cursor: HistoryCursor | null, now: Date) => !!cursor?.notBefore && Date.parse(cursor.notBefore) > now.getTime();

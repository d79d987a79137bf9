import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimits } from "../../db/schema";
import { AppError } from "../../core/errors";

export type Window = { limit: number; windowMs: number };

/**
 * Fixed-window counters kept in the database so every API process sees the same numbers. Limits
 * are enforced only by `reserveAttempt` (count and refuse in one statement); `hit` just counts an
 * event, for a caller that reacts to the number (sign-in's growing delay) rather than refusing.
 */
export async function hitRateLimit(db: Db, key: string, { windowMs }: Window, now: Date): Promise<number> {
  const windowStartCutoff = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStartCutoff} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStartCutoff} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

const refusal = (windowStart: Date, windowMs: number, now: Date) => {
  const resetAt = windowStart.getTime() + windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError("rate_limited", `Too many attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`, {
    retryAfterSeconds,
  });
};

/** One attempt counted before it is made; released when the attempt turns out not to count (a success). */
export type Reservation = { key: string; windowStart: Date };

/**
 * Counts an attempt before it is made, in one statement: the row is updated only while it is under
 * the limit (or its window has passed), so parallel attempts cannot all slip in between a check
 * and a count. Throws 429 with Retry-After when the limit is reached.
 */
export async function reserveAttempt(db: Db, key: string, window: Window, now: Date): Promise<Reservation> {
  const expired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - window.windowMs)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${rateLimits.windowStart} end`,
      },
      setWhere: sql`${expired} or ${rateLimits.count} < ${window.limit}`,
    })
    .returning({ windowStart: rateLimits.windowStart });
  if (row) return { key, windowStart: row.windowStart };
  const [held] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  throw refusal(held?.windowStart ?? now, window.windowMs, now);
}

/** Gives a reserved attempt back, unless its window has since started over. */
export async function releaseAttempt(db: Db, { key, windowStart }: Reservation): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
}

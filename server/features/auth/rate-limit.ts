import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimits } from "../../db/schema";
import { AppError } from "../../core/errors";

export type Window = { limit: number; windowMs: number };

/** Kept in the database so every process sees the same numbers; only `reserveAttempt` refuses, this just counts. */
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

/** Released when the attempt turns out not to count (a success). */
export type Reservation = { key: string; windowStart: Date };

/** Count and refuse in one statement, so parallel attempts cannot all slip in between a check and a count. */
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

/** Unless its window has since started over. */
export async function releaseAttempt(db: Db, { key, windowStart }: Reservation): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
}

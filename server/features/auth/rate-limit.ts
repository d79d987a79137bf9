import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimits } from "../../db/schema";
import { AppError } from "../../http/errors";

export type Window = { limit: number; windowMs: number };

/**
 * Fixed-window counters kept in the database so every API process sees the same
 * numbers. `hit` counts one event atomically; `check` refuses once the limit is reached.
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

export async function checkRateLimit(db: Db, key: string, { limit, windowMs }: Window, now: Date): Promise<void> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  if (!row) return;
  const resetAt = row.windowStart.getTime() + windowMs;
  if (row.count >= limit && resetAt > now.getTime()) {
    const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
    throw new AppError("rate_limited", `Too many attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`, {
      retryAfterSeconds,
    });
  }
}

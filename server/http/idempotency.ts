import { createHash } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "@/lib/contract/idempotency";
import { AppError } from "../core/errors";
import { idempotencyKeys } from "../db/schema";
import type { AppEnv, Deps } from "./context";
import { DAY } from "@/lib/time";

/** A first attempt still unanswered after this long died with its process; a retry may run it again. */
const ABANDONED_MS = 2 * 60_000;
const PURGE_CHANCE = 1 / 200;

const requestHash = (method: string, path: string, body: string) =>
  createHash("sha256").update(`${method}\n${path}\n${body}`).digest("hex");

/**
 * Signed-in writes carrying an `Idempotency-Key` (one per user action, kept across retries) are
 * done once: the first successful answer is kept for a day per user and key, and a repeat gets it
 * back (marked `Idempotent-Replayed: true`) instead of doing the write again. So a write the BFF
 * gave up waiting for is not duplicated when the user retries. The same key with another request
 * is a 422; a repeat while the first is still running is a 409. A refused or failed first attempt
 * keeps nothing, so it can be retried and leaves the database as it was.
 */
export function idempotency(deps: Deps): MiddlewareHandler<AppEnv> {
  const { db, now } = deps;
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (c.req.method !== "POST" || key === undefined) return next();
    const userId = c.get("userId");
    // No route matched, so there is no session and nothing to write: the not-found answer follows.
    if (!userId) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new AppError("invalid", "The Idempotency-Key header is not valid", {
        issues: { [IDEMPOTENCY_HEADER]: ["Use 8 to 128 letters, digits, '_' or '-'"] },
      });
    }
    const hash = requestHash(c.req.method, c.req.path, await c.req.text());
    const at = now();
    const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

    // A day-old answer is forgotten, and so is a first attempt that never finished.
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          mine,
          or(
            lt(idempotencyKeys.createdAt, new Date(at.getTime() - DAY)),
            and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, new Date(at.getTime() - ABANDONED_MS))),
          ),
        ),
      );
    // Now and then, everyone's day-old answers go too, so the table holds about a day of writes.
    if (Math.random() < PURGE_CHANCE) await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(at.getTime() - DAY)));
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: hash, createdAt: at })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });

    if (!claimed) {
      const [first] = await db.select().from(idempotencyKeys).where(mine).limit(1);
      if (!first) throw new AppError("conflict", "The same request is still being processed. Try again in a moment.");
      if (first.requestHash !== hash) {
        throw new AppError("invalid", "This Idempotency-Key was already used for a different request", {
          issues: { [IDEMPOTENCY_HEADER]: ["Already used for a different request"] },
        });
      }
      if (first.status === null || first.body === null) {
        throw new AppError("conflict", "The same request is still being processed. Try again in a moment.");
      }
      c.header("idempotent-replayed", "true");
      return c.body(first.body, first.status as 200, { "content-type": "application/json; charset=UTF-8" });
    }

    let kept = false;
    try {
      await next();
      if (c.res.status >= 200 && c.res.status < 300 && !c.error) {
        const body = await c.res.clone().text();
        // The write has committed by now: a failure to keep its answer must not turn it into a 500
        // (the user would be told it failed although it was saved). The claim stays, so a retry
        // with this key is told the request is still in progress instead of writing it twice.
        kept = true;
        await db
          .update(idempotencyKeys)
          .set({ status: c.res.status, body })
          .where(mine)
          .catch((error: unknown) => deps.logger.warn({ error: String(error) }, "idempotent answer not kept; the write stands"));
      }
    } finally {
      if (!kept) await db.delete(idempotencyKeys).where(and(mine, isNull(idempotencyKeys.status)));
    }
  };
}

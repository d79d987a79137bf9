import { createHash } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "@/lib/contract/idempotency";
import { AppError } from "../core/errors";
import { idempotencyKeys } from "../db/schema";
import type { AppEnv, Deps } from "./context";
import { DAY } from "@/lib/time";

/** An attempt unanswered this long died with its process. */
const ABANDONED_MS = 2 * 60_000;
const PURGE_CHANCE = 1 / 200;

const requestHash = (method: string, path: string, body: string) =>
  createHash("sha256").update(`${method}\n${path}\n${body}`).digest("hex");

/** docs/accounts.md "Writes happen once"; a refused or failed first attempt keeps nothing. */
export function idempotency(deps: Deps): MiddlewareHandler<AppEnv> {
  const { db, now } = deps;
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (c.req.method !== "POST" || key === undefined) return next();
    const userId = c.get("userId");
    // No route matched, so the not-found answer follows.
    if (!userId) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new AppError("invalid", "The Idempotency-Key header is not valid", {
        issues: { [IDEMPOTENCY_HEADER]: ["Use 8 to 128 letters, digits, '_' or '-'"] },
      });
    }
    const hash = requestHash(c.req.method, c.req.path, await c.req.text());
    const at = now();
    const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

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
        // The write has committed, so a failure to keep its answer must not be a 500; the claim stays.
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

import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { DAY } from "@/lib/time";

export const SESSION_DAYS = 30;
/** Pushed forward at most once an hour per session to keep reads cheap. */
const SLIDE_AFTER_MS = 3_600_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createSession(db: Db, userId: string, now: Date) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt, lastUsedAt: now });
  return { token, expiresAt };
}

export type SessionUserRow = { sessionId: string; userId: string; userName: string };

/** Prepared once per database: building a query is a good part of a short call, and PostgreSQL plans it once per connection. */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: Db) {
  return db
    .select({ sessionId: sessions.id, userId: users.id, userName: users.userName, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .limit(1)
    .prepare("resolve_session");
}

export async function resolveSession(db: Db, token: string, now: Date): Promise<SessionUserRow | null> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash: hashToken(token), now: now.toISOString() });
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > SLIDE_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY) })
      .where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, userId: row.userId, userName: row.userName };
}

export async function revokeSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function purgeExpiredSessions(db: Db, now: Date) {
  await db.delete(sessions).where(sql`${sessions.expiresAt} <= ${now}`);
}

import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import { PERSONAL_TOKEN_PREFIX, type CreateTokenInput, type PersonalToken } from "@/lib/contract/tokens";
import { LIST_READ_LIMIT } from "@/lib/contract/limits";
import type { Db } from "../../db/client";
import { personalTokens, users } from "../../db/schema";
import { AppError, notFound } from "../../core/errors";
import { hashToken } from "../auth/sessions";

/** Each is a door into the account. */
export const MAX_LIVE_TOKENS = 20;
/** So a busy script costs no write per call. */
const TOUCH_AFTER_MS = 60_000;

const toToken = (row: typeof personalTokens.$inferSelect): PersonalToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export async function listTokens(db: Db, userId: string): Promise<PersonalToken[]> {
  const rows = await db
    .select()
    .from(personalTokens)
    .where(eq(personalTokens.userId, userId))
    .orderBy(desc(personalTokens.createdAt))
    .limit(LIST_READ_LIMIT);
  return rows.map(toToken);
}

export async function createToken(db: Db, userId: string, input: CreateTokenInput, now: Date) {
  const live = await db
    .select({ id: personalTokens.id })
    .from(personalTokens)
    .where(and(eq(personalTokens.userId, userId), isNull(personalTokens.revokedAt)));
  if (live.length >= MAX_LIVE_TOKENS) {
    throw new AppError("conflict", `At most ${MAX_LIVE_TOKENS} tokens at once: revoke one first`);
  }
  const token = `${PERSONAL_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(personalTokens)
    .values({ userId, name: input.name, scope: input.scope, tokenHash: hashToken(token), createdAt: now })
    .returning();
  return { token, personalToken: toToken(row!) };
}

export async function revokeToken(db: Db, userId: string, id: string, now: Date) {
  const [row] = await db
    .update(personalTokens)
    .set({ revokedAt: now })
    .where(and(eq(personalTokens.id, id), eq(personalTokens.userId, userId), isNull(personalTokens.revokedAt)))
    .returning({ id: personalTokens.id });
  if (!row) {
    const [revoked] = await db
      .select({ id: personalTokens.id })
      .from(personalTokens)
      .where(and(eq(personalTokens.id, id), eq(personalTokens.userId, userId)));
    if (!revoked) throw notFound("Token");
  }
}

export type LiveToken = { id: string; userId: string; scope: "read" | "write" };

export async function resolveToken(db: Db, secret: string, now: Date): Promise<LiveToken | null> {
  const [row] = await db
    .select({ id: personalTokens.id, userId: personalTokens.userId, scope: personalTokens.scope })
    .from(personalTokens)
    .innerJoin(users, eq(users.id, personalTokens.userId))
    .where(and(eq(personalTokens.tokenHash, hashToken(secret)), isNull(personalTokens.revokedAt)))
    .limit(1);
  if (!row) return null;
  await db
    .update(personalTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(personalTokens.id, row.id),
        or(isNull(personalTokens.lastUsedAt), lt(personalTokens.lastUsedAt, new Date(now.getTime() - TOUCH_AFTER_MS))),
      ),
    );
  return row;
}

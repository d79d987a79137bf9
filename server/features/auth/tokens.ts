import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authTokens } from "../../db/schema";
import { AppError } from "../../core/errors";
import { hashToken } from "./sessions";
import { HOUR } from "@/lib/time";

export type AuthTokenPurpose = "reset" | "verify";

const TOKEN_LIFETIME_MS: Record<AuthTokenPurpose, number> = { reset: HOUR, verify: 24 * HOUR };

/** Only the SHA-256 of the 32 random bytes is stored. */
export async function issueAuthToken(db: Db, userId: string, purpose: AuthTokenPurpose, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]);
  await db.insert(authTokens).values({ userId, purpose, tokenHash: hashToken(token), expiresAt });
  return token;
}

const LINK_MESSAGES = {
  token_invalid: "This link is not valid. Check that you opened the whole link from the mail, or ask for a new one.",
  token_expired: "This link has expired. Ask for a new one.",
  token_used: "This link has already been used.",
} as const;

async function whyUnusable(db: Db, tokenHash: string, purpose: AuthTokenPurpose): Promise<AppError> {
  const [row] = await db
    .select({ usedAt: authTokens.usedAt })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose)))
    .limit(1);
  const code = !row ? "token_invalid" : row.usedAt ? "token_used" : "token_expired";
  return new AppError(code, LINK_MESSAGES[code]);
}

/** Without using it up. */
export async function peekAuthToken(db: Db, token: string, purpose: AuthTokenPurpose, now: Date): Promise<string> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)),
    )
    .limit(1);
  if (!row) throw await whyUnusable(db, tokenHash, purpose);
  return row.userId;
}

/** The check and the marking are one statement, so two requests racing with the same link cannot both succeed. */
export async function consumeAuthToken(db: Db, token: string, purpose: AuthTokenPurpose, now: Date): Promise<string> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)),
    )
    .returning({ userId: authTokens.userId });
  if (!row) throw await whyUnusable(db, tokenHash, purpose);
  return row.userId;
}

/** A successful reset ends the other reset links. */
export async function retireAuthTokens(db: Db, userId: string, purpose: AuthTokenPurpose, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

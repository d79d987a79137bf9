import { randomInt } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { GsignInput } from "@/lib/contract/google-sign-in";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../core/errors";
import type { UserRow } from "./users";

const MAX_USER_NAME = 30;

/** Cut so the whole stays within 30 characters. */
async function freeUserName(db: Db, base: string): Promise<string> {
  const numbered = Array.from({ length: 20 }, (_, i) => `${base.slice(0, MAX_USER_NAME - String(i + 1).length)}${i + 1}`);
  const candidates = [base, ...numbered];
  const taken = new Set(
    (await db.select({ userName: users.userName }).from(users).where(inArray(users.userName, candidates))).map((r) => r.userName),
  );
  return candidates.find((c) => !taken.has(c)) ?? `${base.slice(0, MAX_USER_NAME - 8)}${randomInt(10_000_000, 100_000_000)}`;
}

const UNVERIFIED_ACCOUNT =
  "An account with this email already exists, but its email address is not verified yet. Sign in with your password (or reset it) and verify your email first.";

/**
 * Google vouched for the email, so a verified account with it is reused; an unverified one is refused, or
 * whoever registered another person's email first would keep a way into that person's account.
 */
export async function googleAccount(db: Db, input: GsignInput, now: Date): Promise<{ user: UserRow; created: boolean }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
    if (existing) {
      if (!existing.emailVerifiedAt) throw new AppError("conflict", UNVERIFIED_ACCOUNT);
      return { user: existing, created: false };
    }
    const userName = await freeUserName(db, input.userName);
    const [created] = await db
      .insert(users)
      .values({ fullName: input.fullName, userName, email: input.email, passwordHash: null, emailVerifiedAt: now })
      .onConflictDoNothing()
      .returning();
    if (created) return { user: created, created: true };
    // Another request took the email or the userName in between: look again.
  }
  throw new AppError("conflict", "Could not create the account. Try again.");
}

import { eq, or } from "drizzle-orm";
import type { SessionUser } from "@/lib/contract/auth";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

export async function findUserByIdentifier(db: Db, identifier: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, identifier), eq(users.userName, identifier)))
    .limit(1);
  return row;
}

/** Inserts a user; returns undefined when the email or userName is taken (no partial row is left). */
export async function insertUser(
  db: Db,
  input: { fullName: string; userName: string; email: string; passwordHash: string | null },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ fullName: input.fullName, userName: input.userName, email: input.email, passwordHash: input.passwordHash })
    .onConflictDoNothing()
    .returning();
  return row;
}

export const toSessionUser = (u: UserRow): SessionUser => ({
  id: u.id,
  fullName: u.fullName,
  userName: u.userName,
  email: u.email,
  avatar: u.avatar,
});

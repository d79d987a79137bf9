import { eq, sql } from "drizzle-orm";
import type { ProfileData, QuickStats, UpdateProfileInput } from "@/lib/contract/profile";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { toAccountSync, type AccountRow } from "../../accounts/account";
import type { UserRow } from "../auth/users";
import { handlesOf, userAccounts } from "./handles";

/** Counts over the user's own synced data, in one query. */
async function quickStats(db: Db, userId: string, accounts: AccountRow[]): Promise<QuickStats> {
  const result = await db.execute<{ solved: number; submissions: number; contests: number; days: number }>(sql`
    with mine as (select account_id from user_handles where user_id = ${userId})
    select
      (select count(distinct s.problem_id)::int from submissions s join mine using (account_id) where s.verdict = 'accepted') as solved,
      (select count(*)::int from submissions s join mine using (account_id)) as submissions,
      (select count(*)::int from contest_results c join mine using (account_id)) as contests,
      (select count(distinct (s.submitted_at at time zone 'UTC')::date)::int from submissions s join mine using (account_id)) as days`);
  const row = (result as { rows: Array<{ solved: number; submissions: number; contests: number; days: number }> }).rows[0]!;
  const rated = accounts.map((a) => a.rating).filter((r): r is number => r !== null);
  return {
    totalSolved: row.solved,
    totalSubmissions: row.submissions,
    contestsAttended: row.contests,
    activeDays: row.days,
    averageRating: rated.length ? Math.round(rated.reduce((a, b) => a + b, 0) / rated.length) : null,
  };
}

async function toProfileData(db: Db, u: UserRow): Promise<ProfileData> {
  const accounts = await userAccounts(db, u.id);
  return {
    personal: {
      fullName: u.fullName,
      userName: u.userName,
      email: u.email,
      avatar: u.avatar,
      bio: u.bio,
      university: u.university,
      yearOfStudy: u.yearOfStudy,
      dailyGoal: u.dailyGoal,
      emailVerified: u.emailVerifiedAt !== null,
    },
    handles: handlesOf(accounts),
    quickStats: await quickStats(db, u.id, accounts),
    accounts: accounts.map(toAccountSync),
  };
}

export async function getProfile(db: Db, userId: string): Promise<ProfileData | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user && toProfileData(db, user);
}

export async function updateProfile(db: Db, userId: string, input: UpdateProfileInput, now: Date): Promise<ProfileData | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...input, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return user && toProfileData(db, user);
}

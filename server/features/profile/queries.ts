import { eq, sql } from "drizzle-orm";
import type { ProfileData, QuickStats, UpdateProfileInput } from "@/lib/contract/profile";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";
import { users } from "../../db/schema";
import { toAccountSync, type AccountRow } from "../../accounts/account";
import type { UserRow } from "../auth/users";
import { platformSolved, solvedCountNote } from "../../platforms/leetcode/solved";
import { handlesOf, userAccounts } from "./handles";

type StatsRow = { solved: Array<{ account_id: string; solved: number }>; submissions: number; contests: number };

/** From the per-problem summary, not every submission, since the layout reads it on every page load; LeetCode counts its own total. */
async function quickStats(db: Db, userId: string, accounts: AccountRow[]): Promise<QuickStats> {
  const rows = await queryRows<StatsRow>(
    db,
    sql`
    with mine as (select account_id from user_handles where user_id = ${userId})
    select
      (select coalesce(json_agg(json_build_object('account_id', x.account_id, 'solved', x.solved)), '[]'::json)
        from (select a.account_id, count(*)::int as solved
              from account_problem_activity a join mine using (account_id) where a.solved_at is not null group by 1) x) as solved,
      (select count(*)::int from submissions s join mine using (account_id)) as submissions,
      (select count(*)::int from contest_results c join mine using (account_id)) as contests`,
  );
  const row = rows[0]!;
  const ours = new Map(row.solved.map((r) => [r.account_id, r.solved]));
  let totalSolved = 0;
  let solvedNote: string | null = null;
  for (const account of accounts) {
    const counted = ours.get(account.id) ?? 0;
    const platform = platformSolved(account.stats);
    totalSolved += platform ? platform.total : counted;
    if (platform) solvedNote = solvedCountNote(platform.total, counted);
  }
  return {
    totalSolved,
    ...(solvedNote ? { solvedNote } : {}),
    totalSubmissions: row.submissions,
    contestsAttended: row.contests,
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

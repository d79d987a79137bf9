import type { Harness } from "./harness";
import { platformAccounts, problems, submissions, userHandles } from "../db/schema";
import { DAY } from "@/lib/time";

let seq = 0;

/** For tests that need an exact data set, with no platform or sync involved. */
export function testData(h: () => Harness) {
  const db = () => h().database.db;
  return {
    async account(platform: "codeforces" | "leetcode" | "codechef", handle: string, owner?: { id: string }, rating: number | null = null) {
      const [row] = await db()
        .insert(platformAccounts)
        .values({ platform, handle, handleKey: handle.toLowerCase(), rating, status: "ok" })
        .returning();
      if (owner) await db().insert(userHandles).values({ userId: owner.id, platform, accountId: row!.id });
      return row!;
    },
    async problem(externalId: string, extra: Partial<typeof problems.$inferInsert> = {}) {
      const [row] = await db()
        .insert(problems)
        .values({
          platform: "codeforces",
          externalId,
          name: `Problem ${externalId}`,
          url: `https://codeforces.com/contest/1/problem/${externalId}`,
          tags: ["dp"],
          ...extra,
        })
        .returning();
      return row!;
    },
    /** A submission `daysAgo` before the harness clock (or at `at`). */
    async submit(accountId: string, problemId: number, daysAgo: number, verdict: "accepted" | "rejected" = "rejected", at?: Date) {
      seq += 1;
      await db()
        .insert(submissions)
        .values({
          accountId,
          problemId,
          externalId: `t${seq}`,
          verdict,
          rawVerdict: verdict,
          submittedAt: at ?? new Date(h().clock.now.getTime() - daysAgo * DAY),
        });
    },
  };
}

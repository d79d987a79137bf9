import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { RECENT_CONTESTS, type ContestProblem, type RecentContest, type UpsolveState } from "@/lib/contract/contests";
import type { PlatformId } from "@/lib/contract/platforms";
import type { Db } from "../../db/client";
import { contestResults, problems, submissions, userHandles } from "../../db/schema";

/** LeetCode exposes none to anonymous callers. */
const LISTS_PROBLEMS: Record<PlatformId, boolean> = { codeforces: true, codechef: true, leetcode: false };

export async function recentContests(db: Db, userId: string): Promise<RecentContest[]> {
  const mine = db.select({ id: userHandles.accountId }).from(userHandles).where(eq(userHandles.userId, userId));
  const contests = await db
    .select()
    .from(contestResults)
    .where(inArray(contestResults.accountId, mine))
    .orderBy(desc(contestResults.date))
    .limit(RECENT_CONTESTS);
  if (!contests.length) return [];

  const listed = contests.filter((c) => LISTS_PROBLEMS[c.platform]);
  const contestProblems = listed.length
    ? await db
        .select()
        .from(problems)
        .where(
          sql`(${problems.platform}, ${problems.contestExternalId}) in (${sql.join(
            listed.map((c) => sql`(${c.platform}, ${c.contestExternalId})`),
            sql`, `,
          )})`,
        )
    : [];
  const states = contestProblems.length
    ? await db
        .select({
          problemId: submissions.problemId,
          inContest: sql<boolean>`bool_or(${submissions.verdict} = 'accepted' and ${submissions.duringContest})`,
          accepted: sql<boolean>`bool_or(${submissions.verdict} = 'accepted')`,
        })
        .from(submissions)
        .where(
          and(
            inArray(submissions.accountId, mine),
            inArray(
              submissions.problemId,
              contestProblems.map((p) => p.id),
            ),
          ),
        )
        .groupBy(submissions.problemId)
    : [];
  const stateOf = new Map(states.map((s) => [s.problemId, s]));

  return contests.map((c) => {
    const own = contestProblems
      .filter((p) => p.platform === c.platform && p.contestExternalId === c.contestExternalId)
      .sort((a, b) => (a.problemIndex ?? a.name).localeCompare(b.problemIndex ?? b.name, "en", { numeric: true }));
    const list: ContestProblem[] | null = LISTS_PROBLEMS[c.platform]
      ? own.map((p) => {
          const s = stateOf.get(p.id);
          const state: UpsolveState = !s ? "untried" : s.inContest ? "solved" : s.accepted ? "upsolved" : "attempted";
          return { name: p.name, url: p.url, index: p.problemIndex, rating: p.rating, state };
        })
      : null;
    const next = list?.find((p) => p.state !== "solved" && p.state !== "upsolved");
    return {
      name: c.name,
      url: c.url,
      date: c.date.toISOString(),
      platform: c.platform,
      rating: c.newRating,
      rank: c.rank,
      problems: list && list.length ? list : null,
      upsolveUrl: next?.url ?? c.url,
    };
  });
}

import { sql } from "drizzle-orm";
import type { CellState } from "@/lib/contract/choices";
import { CLUB_LIMITS } from "@/lib/contract/clubs";
import { DAY } from "@/lib/time";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";

/** `attemptedAt`: the first attempt, or, once that is past the stuck limit, the latest (any attempt that old says "stuck"). */
export type Progress = { solvedAt: Date | null; attemptedAt: Date | null };

/** The (member, account) pairs that count for the club: unproved handles only when the club says so. */
export const countedAccounts = (club: { id: string; countUnverified: boolean }, userId?: string) =>
  sql`select h.user_id, h.account_id from club_members cm join user_handles h on h.user_id = cm.user_id
    where cm.club_id = ${club.id} ${userId ? sql`and cm.user_id = ${userId}` : sql``}
      and (${club.countUnverified} or exists (
        select 1 from verified_handles v where v.account_id = h.account_id and v.user_id = h.user_id))`;

/** From the summary the Smart Sheet reads, so a new Accepted reaches both at once. */
export async function progressOf(
  db: Db,
  club: { id: string; countUnverified: boolean },
  problemIds: readonly number[],
  now: Date,
  userId?: string,
): Promise<Map<string, Progress>> {
  if (!problemIds.length) return new Map();
  const stuckSince = new Date(now.getTime() - CLUB_LIMITS.stuckDays * DAY);
  const rows = await queryRows<{ userId: string; problemId: number; solvedAt: string | null; attemptedAt: string | null }>(
    db,
    sql`with acc as (${countedAccounts(club, userId)})
      select acc.user_id as "userId", x.problem_id::int as "problemId", min(x.solved_at) as "solvedAt",
        min(case when x.solved_at is null then coalesce(f.first_at, x.last_at) end) as "attemptedAt"
      from acc join account_problem_activity x on x.account_id = acc.account_id
      -- The first attempt is looked up only where the latest is too recent to say "stuck" alone.
      left join lateral (
        select min(s.submitted_at) as first_at from submissions s
        where x.solved_at is null and x.last_at >= ${stuckSince} and s.account_id = x.account_id and s.problem_id = x.problem_id
      ) f on true
      where x.problem_id in (${sql.join(
        [...new Set(problemIds)].map((id) => sql`${id}`),
        sql`, `,
      )})
      group by acc.user_id, x.problem_id`,
  );
  const date = (v: string | null) => (v === null ? null : new Date(v));
  return new Map(rows.map((r) => [`${r.userId}:${r.problemId}`, { solvedAt: date(r.solvedAt), attemptedAt: date(r.attemptedAt) }]));
}

export function stateOf(
  progress: Progress | undefined,
  window: { opensAt: Date; dueAt: Date },
  now: Date,
): { state: CellState; stuck: boolean } {
  const solvedAt = progress?.solvedAt;
  if (solvedAt) {
    const state = solvedAt < window.opensAt ? "solved_before" : solvedAt <= window.dueAt ? "solved" : "solved_late";
    return { state, stuck: false };
  }
  if (progress?.attemptedAt)
    return { state: "attempted", stuck: now.getTime() - progress.attemptedAt.getTime() >= CLUB_LIMITS.stuckDays * DAY };
  return { state: "untried", stuck: false };
}

import { sql } from "drizzle-orm";
import type { ClubBoard, ClubMatrix, ClubRole, MyAssignment } from "@/lib/contract/clubs";
import { DAY } from "@/lib/time";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";
import type { clubs } from "../../db/schema";
import { assignmentsOf, problemViews } from "./assignments";
import { progressOf, stateOf } from "./states";
import { clubsOf } from "./clubs";

type Club = typeof clubs.$inferSelect;

async function membersOf(db: Db, clubId: string) {
  return queryRows<{ id: string; name: string; userName: string; role: ClubRole; unverified: boolean }>(
    db,
    sql`select u.id, u.full_name as name, u.user_name as "userName", cm.role,
        exists (select 1 from user_handles h where h.user_id = u.id and not exists (
          select 1 from verified_handles v where v.account_id = h.account_id and v.user_id = u.id)) as unverified
      from club_members cm join users u on u.id = cm.user_id
      where cm.club_id = ${clubId} order by lower(u.full_name), u.id`,
  );
}

export async function matrixOf(db: Db, club: Club, now: Date, assignmentId?: string): Promise<ClubMatrix> {
  const list = await assignmentsOf(db, [club.id], assignmentId);
  const members = await membersOf(db, club.id);
  const problemIds = list.flatMap((a) => a.problemIds);
  const [views, progress] = await Promise.all([problemViews(db, problemIds), progressOf(db, club, problemIds)]);
  const byId = new Map(views.map((p) => [p.id, p]));
  const problems = list.flatMap((a) => a.problemIds.map((id) => ({ ...byId.get(id)!, assignmentId: a.id })));
  const cells = members.flatMap((m) =>
    list.flatMap((a) =>
      a.problemIds.map((problemId) => ({
        memberId: m.id,
        problemId,
        assignmentId: a.id,
        ...stateOf(progress.get(`${m.id}:${problemId}`), a, now),
      })),
    ),
  );
  return { members, problems, cells };
}

/** Open and upcoming ones, and those due in the last fortnight. */
export async function myAssignments(db: Db, userId: string, now: Date): Promise<MyAssignment[]> {
  const mine = await clubsOf(db, userId);
  const names = new Map(mine.map((c) => [c.id, c.name]));
  const list = (await assignmentsOf(db, [...names.keys()])).filter((a) => a.dueAt.getTime() > now.getTime() - 14 * DAY);
  const views = new Map(
    (
      await problemViews(
        db,
        list.flatMap((a) => a.problemIds),
      )
    ).map((p) => [p.id, p]),
  );
  const out: MyAssignment[] = [];
  for (const a of list.reverse()) {
    // Their own work counts in full, proved or not: the flag is the coach's concern.
    const progress = await progressOf(db, { id: a.clubId, countUnverified: true }, a.problemIds, userId);
    out.push({
      id: a.id,
      clubId: a.clubId,
      clubName: names.get(a.clubId)!,
      title: a.title,
      opensAt: a.opensAt.toISOString(),
      dueAt: a.dueAt.toISOString(),
      problems: a.problemIds.map((id) => ({ ...views.get(id)!, state: stateOf(progress.get(`${userId}:${id}`), a, now).state })),
    });
  }
  return out;
}

export async function boardOf(db: Db, club: Club, now: Date): Promise<ClubBoard> {
  const week = new Date(now.getTime() - 7 * DAY).toISOString();
  const month = new Date(now.getTime() - 30 * DAY).toISOString();
  const acc = sql`select h.user_id, h.account_id from club_members cm join user_handles h on h.user_id = cm.user_id
    where cm.club_id = ${club.id} and (${club.countUnverified} or exists (
      select 1 from verified_handles v where v.account_id = h.account_id and v.user_id = h.user_id))`;
  const [rows, sheet] = await Promise.all([
    queryRows<{ memberId: string; name: string; solvedWeek: number; solvedMonth: number; levelMonth: number | null }>(
      db,
      sql`with acc as (${acc}),
        solved as (
          select acc.user_id, x.problem_id, x.solved_at from acc
          join account_problem_activity x on x.account_id = acc.account_id
          where x.last_at >= ${month} and x.solved_at >= ${month})
        select u.id as "memberId", u.full_name as name,
          count(s.problem_id) filter (where s.solved_at >= ${week})::int as "solvedWeek",
          count(s.problem_id)::int as "solvedMonth", round(avg(ps.unified))::int as "levelMonth"
        from club_members cm join users u on u.id = cm.user_id
        left join solved s on s.user_id = cm.user_id left join problem_scale ps on ps.problem_id = s.problem_id
        where cm.club_id = ${club.id}
        group by u.id, u.full_name order by "solvedMonth" desc, "solvedWeek" desc, lower(u.full_name), u.id`,
    ),
    queryRows<{
      id: number;
      name: string;
      url: string;
      platform: "codeforces";
      difficulty: number | null;
      attempted: number;
      solved: number;
    }>(
      db,
      sql`with acc as (${acc})
        select p.id::int as id, p.name, p.url, p.platform, ps.unified as difficulty,
          count(distinct acc.user_id)::int as attempted,
          count(distinct acc.user_id) filter (where x.solved_at is not null)::int as solved
        from acc join account_problem_activity x on x.account_id = acc.account_id
        join problems p on p.id = x.problem_id left join problem_scale ps on ps.problem_id = p.id
        where x.last_at >= ${month}
        group by p.id, p.name, p.url, p.platform, ps.unified
        order by attempted desc, solved asc, p.id limit 50`,
    ),
  ]);
  return { rows, sheet };
}

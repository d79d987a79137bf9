import { sql } from "drizzle-orm";
import type { SmartSheetEntry } from "@/lib/contract/network";
import type { PlatformId } from "@/lib/contract/platforms";
import type { Db } from "../../db/client";

type Row = {
  problem_id: string | number;
  cnt: number;
  last_at: string | Date;
  attempters: Array<{ id: string; name: string; at: string }>;
  solvers: Array<{ id: string; name: string; at: string }>;
  name: string;
  url: string;
  difficulty: string | null;
  rating: number | null;
  platform: string;
  tags: string[];
  solved_by_me: boolean;
};

const iso = (v: string | Date) => new Date(v).toISOString();

/**
 * The Smart Sheet (ARCHITECTURE §4) in one aggregation: problems the user's network submitted to
 * in the window, `count` = distinct people who attempted, `solvers` = those with an accepted
 * submission, ordered by count then most recent attempt. A person is a followed user (all their
 * accounts together) or a followed bare handle. Each network account is read through
 * submissions (account_id, submitted_at), so the cost follows the window, not the history.
 */
export async function smartSheet(db: Db, userId: string, since: Date, limit: number): Promise<SmartSheetEntry[]> {
  const result = await db.execute(sql`
    with people as (
      select f.user_id::text as person, u.full_name as name, h.account_id
      from follows f
      join users u on u.id = f.user_id
      join user_handles h on h.user_id = f.user_id
      where f.follower_id = ${userId} and f.user_id is not null
      union all
      select 'account:' || f.account_id::text, coalesce(a.display_name, a.handle), f.account_id
      from follows f
      join platform_accounts a on a.id = f.account_id
      where f.follower_id = ${userId} and f.account_id is not null
    ),
    per_person as (
      select s.problem_id, p.person, p.name,
        max(s.submitted_at) as last_at,
        min(s.submitted_at) filter (where s.verdict = 'accepted') as solved_at
      from people p
      join submissions s on s.account_id = p.account_id and s.submitted_at >= ${since}
      group by s.problem_id, p.person, p.name
    ),
    ranked as (
      select problem_id, count(*)::int as cnt, max(last_at) as last_at,
        jsonb_agg(jsonb_build_object('id', person, 'name', name, 'at', last_at) order by last_at desc) as attempters,
        coalesce(
          jsonb_agg(jsonb_build_object('id', person, 'name', name, 'at', solved_at) order by solved_at) filter (where solved_at is not null),
          '[]'::jsonb) as solvers
      from per_person
      group by problem_id
      order by cnt desc, max(last_at) desc
      limit ${limit}
    )
    select r.*, pr.name, pr.url, pr.difficulty, pr.rating, pr.platform, pr.tags,
      exists (
        select 1 from user_handles mh join submissions ms on ms.account_id = mh.account_id
        where mh.user_id = ${userId} and ms.problem_id = r.problem_id and ms.verdict = 'accepted'
      ) as solved_by_me
    from ranked r
    join problems pr on pr.id = r.problem_id
    order by r.cnt desc, r.last_at desc`);
  const rows = (result as { rows: Row[] }).rows;
  return rows.map((r) => ({
    count: r.cnt,
    task: {
      _id: String(r.problem_id),
      name: r.name,
      url: r.url,
      difficulty: r.difficulty ?? (r.rating !== null ? String(r.rating) : ""),
      platform: r.platform as PlatformId,
      tags: r.tags,
      solvers: r.solvers.map((p) => ({ ...p, at: iso(p.at) })),
      attempters: r.attempters.map((p) => ({ ...p, at: iso(p.at) })),
      solvedByMe: r.solved_by_me,
      lastAttemptAt: iso(r.last_at),
    },
  }));
}

/** The stalest account behind the sheet, so each card can say how fresh its data is. */
export async function sheetFreshness(db: Db, userId: string, staleBefore: Date) {
  const result = await db.execute(sql`
    with accounts as (
      select h.account_id from follows f join user_handles h on h.user_id = f.user_id where f.follower_id = ${userId}
      union
      select f.account_id from follows f where f.follower_id = ${userId} and f.account_id is not null
    )
    select min(a.last_synced_at) as oldest,
      count(*) filter (where a.last_synced_at is null or a.last_synced_at < ${staleBefore} or a.status = 'error')::int as stale
    from accounts x join platform_accounts a on a.id = x.account_id`);
  const row = (result as { rows: Array<{ oldest: string | Date | null; stale: number | null }> }).rows[0];
  return { oldestSyncAt: row?.oldest ? iso(row.oldest) : null, staleAccounts: row?.stale ?? 0 };
}

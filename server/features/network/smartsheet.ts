import { sql } from "drizzle-orm";
import type { SmartSheetEntry } from "@/lib/contract/network";
import type { PlatformId } from "@/lib/contract/platforms";
import { networkAccountIds, networkPeople } from "../../accounts/network";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";
import { markVerifiedPeople } from "../verification/people";

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
  platform: PlatformId;
  tags: string[];
  solved_by_me: boolean;
};

const iso = (v: string | Date) => new Date(v).toISOString();

/**
 * The Smart Sheet (docs/architecture.md §4) in one aggregation: problems the user's network submitted to
 * in the window, `count` = distinct people who attempted, `solvers` = those with an accepted
 * submission, ordered by count then most recent attempt. A person is a followed user (all their
 * accounts together) or a followed bare handle. Each network account is read through
 * submissions (account_id, submitted_at), so the cost follows the window, not the history.
 */
export const smartSheetQuery = (userId: string, since: Date, limit: number) => sql`
    with people as (${networkPeople(userId)}),
    per_person as (
      select s.problem_id, p.person,
        max(s.submitted_at) as last_at,
        min(s.submitted_at) filter (where s.verdict = 'accepted') as solved_at
      from people p
      -- One index range scan per network account over the window (index-only with the covering
      -- index), whatever the history outside it holds; as a plain join the planner may prefer a
      -- full scan of submissions, which grows with history.
      cross join lateral (
        select x.problem_id, x.verdict, x.submitted_at
        from submissions x
        where x.account_id = p.account_id and x.submitted_at >= ${since}
        offset 0 -- keeps this a per-account subquery instead of being flattened into a join
      ) s
      group by s.problem_id, p.person
    ),
    -- Rank cheaply first; build the people lists only for the problems that make the cut.
    top as (
      select problem_id, count(*)::int as cnt, max(last_at) as last_at
      from per_person
      group by problem_id
      order by cnt desc, last_at desc
      limit ${limit}
    ),
    names as (select distinct person, name from people),
    detailed as (
      select t.problem_id, t.cnt, t.last_at,
        jsonb_agg(jsonb_build_object('id', pp.person, 'name', n.name, 'at', pp.last_at) order by pp.last_at desc) as attempters,
        coalesce(
          jsonb_agg(jsonb_build_object('id', pp.person, 'name', n.name, 'at', pp.solved_at) order by pp.solved_at)
            filter (where pp.solved_at is not null),
          '[]'::jsonb) as solvers
      from top t
      join per_person pp on pp.problem_id = t.problem_id
      join names n on n.person = pp.person
      group by t.problem_id, t.cnt, t.last_at
    ),
    mine as (
      select distinct ms.problem_id
      from user_handles mh
      join submissions ms on ms.account_id = mh.account_id
      where mh.user_id = ${userId} and ms.verdict = 'accepted' and ms.problem_id in (select problem_id from top)
    )
    select d.*, pr.name, pr.url, pr.difficulty, pr.rating, pr.platform, pr.tags, (m.problem_id is not null) as solved_by_me
    from detailed d
    join problems pr on pr.id = d.problem_id
    left join mine m on m.problem_id = d.problem_id
    order by d.cnt desc, d.last_at desc`;

export async function smartSheet(db: Db, userId: string, since: Date, limit: number): Promise<SmartSheetEntry[]> {
  const rows = await queryRows<Row>(db, smartSheetQuery(userId, since, limit));
  const entries = rows.map((r) => ({
    count: r.cnt,
    task: {
      _id: String(r.problem_id),
      name: r.name,
      url: r.url,
      difficulty: r.difficulty ?? (r.rating !== null ? String(r.rating) : ""),
      platform: r.platform,
      tags: r.tags,
      solvers: r.solvers.map((p) => ({ ...p, at: iso(p.at) })),
      attempters: r.attempters.map((p) => ({ ...p, at: iso(p.at) })),
      solvedByMe: r.solved_by_me,
      lastAttemptAt: iso(r.last_at),
    },
  }));
  return markVerifiedPeople(db, entries);
}

/** The stalest account behind the sheet, so each card can say how fresh its data is. */
export async function sheetFreshness(db: Db, userId: string, staleBefore: Date) {
  const [row] = await queryRows<{ oldest: string | Date | null; stale: number | null }>(
    db,
    sql`
    with accounts as (${networkAccountIds(userId)})
    select min(a.last_synced_at) as oldest,
      count(*) filter (where a.last_synced_at is null or a.last_synced_at < ${staleBefore} or a.status = 'error')::int as stale
    from accounts x join platform_accounts a on a.id = x.account_id`,
  );
  return { oldestSyncAt: row?.oldest ? iso(row.oldest) : null, staleAccounts: row?.stale ?? 0 };
}

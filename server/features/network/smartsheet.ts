import { sql, type SQL } from "drizzle-orm";
import type { SmartSheetEntry } from "@/lib/contract/network";
import type { PlatformId } from "@/lib/contract/platforms";
import { networkPeople } from "../../accounts/network";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";

/** A person's account on a problem: person, name, latest attempt, first solve in the window, verified badge. */
type PersonJson = [person: string, name: string, lastAt: string, solvedAt: string | null, verified: boolean];
/** A problem that made the cut, with its people in the order the window was read. */
type ProblemJson = [
  id: string,
  name: string,
  url: string,
  difficulty: string | null,
  rating: number | null,
  platform: PlatformId,
  tags: string[],
  solvedByMe: boolean,
  people: PersonJson[],
];

/** The sheet's query answers one row: the network's freshness, and the problems (null when none). */
type SheetRow = { oldest: string | Date | null; stale: number; problems: ProblemJson[] | null };

const time = (v: string | Date) => new Date(v).getTime();

/** One range of a network account's summary rows active in the window, narrowed by `filter`. */
const activeRows = (since: Date, filter: SQL = sql``) => sql`
      people p
      -- One index-only range scan per network account; as a plain join the planner may prefer
      -- reading the whole summary.
      cross join lateral (
        select a.problem_id, a.last_at, a.solved_at, a.last_solved_at
        from account_problem_activity a
        where a.account_id = p.account_id and a.last_at >= ${since} ${filter}
        offset 0 -- keeps this a per-account subquery instead of being flattened into a join
      ) s`;

type SheetWindow = {
  /** The window's start: activity since then counts. */
  since: Date;
  /** An account not synced since then (or failing) is stale. */
  staleBefore: Date;
  /** How many problems the sheet lists at most. */
  limit: number;
};

/**
 * The Smart Sheet in one statement (docs/architecture.md §4): the problems the user's network
 * submitted to in the window, `limit` of them by how many people attempted, then by the most
 * recent attempt, with one row per person and account on each. It reads the per-account,
 * per-problem summary `account_problem_activity` through (account_id, last_at), one index range
 * per network account, so its cost follows the network's activity in the window, never the size
 * of history: a first pass ranks, a second reads the same ranges again for the problems that made
 * the cut (cheaper than keeping the first pass's rows). A person is a followed user (all their
 * accounts) or a followed bare handle. The ranking counts rows: a user holds one account per
 * platform and a problem is on one platform, so each row of a problem is another person; entries
 * recount people.
 *
 * The network is looked up once, for the ranking and for the freshness line (the stalest account
 * and how many are stale); the answer also brings each problem's details and whether the viewer
 * has solved it, whether each person proved their handle on its platform, and their first solve in
 * the window, so the whole sheet is one round trip.
 */
export const smartSheetQuery = (userId: string, { since, staleBefore, limit }: SheetWindow) => sql`
    with people as materialized (
      select x.person, x.name, x.account_id from (${networkPeople(userId)}) x
    ),
    freshness as materialized (
      select min(a.last_synced_at) as oldest,
        count(*) filter (where a.last_synced_at is null or a.last_synced_at < ${staleBefore} or a.status = 'error')::int as stale
      from (select distinct account_id from people) x join platform_accounts a on a.id = x.account_id
    ),
    top as materialized (
      select s.problem_id from ${activeRows(since)}
      group by s.problem_id
      order by count(*) desc, max(s.last_at) desc
      limit ${limit}
    ),
    problem as materialized (
      select pr.id, pr.name, pr.url, pr.difficulty, pr.rating, pr.platform, pr.tags,
        exists (
          select 1 from user_handles h
          join account_problem_activity a on a.account_id = h.account_id and a.problem_id = pr.id
          where h.user_id = ${userId} and a.solved_at is not null
        ) as solved_by_me
      from problems pr
      where pr.id in (select problem_id from top)
    ),
    -- The platforms on which people of the network who are users have proved their handle.
    verified as materialized (
      select v.user_id::text as person, va.platform
      from verified_handles v
      join user_handles h on h.user_id = v.user_id and h.account_id = v.account_id
      join platform_accounts va on va.id = v.account_id
      where v.user_id::text in (select person from people)
    ),
    -- Numbered in the order the ranges were read (people, then time), which the answer keeps;
    -- materialized, so joining the problems afterwards cannot turn into one pass per account.
    hit as materialized (
      select row_number() over () as n, s.problem_id, p.person, p.name, s.last_at,
        case
          when s.solved_at >= ${since} then s.solved_at
          -- Solved before the window and again in it: the first solve in the window.
          when s.solved_at < ${since} and s.last_solved_at >= ${since} then (
            select min(x.submitted_at) from submissions x
            where x.account_id = p.account_id and x.problem_id = s.problem_id
              and x.verdict = 'accepted' and x.submitted_at >= ${since}
          )
        end as solved_at
      from ${activeRows(since, sql`and a.problem_id in (select problem_id from top)`)}
    ),
    -- Each problem's people, in the order the ranges were read.
    by_problem as (
      select h.problem_id, min(h.n) as first,
        json_agg(json_build_array(h.person, h.name, h.last_at, h.solved_at,
          (h.person, ph.platform) in (select person, platform from verified)) order by h.n) as people
      from hit h join problem ph on ph.id = h.problem_id
      group by h.problem_id
    )
    -- One row, the problems as one JSON value: the drivers parse it in one go, where ~550 rows of
    -- a dozen columns cost more to decode field by field (PGlite most) than to build here.
    select f.oldest, f.stale, (
      select json_agg(json_build_array(pr.id::text, pr.name, pr.url, pr.difficulty, pr.rating, pr.platform, pr.tags,
        pr.solved_by_me, b.people) order by b.first)
      from by_problem b join problem pr on pr.id = b.problem_id
    ) as problems
    from freshness f`;

/**
 * A fingerprint of everything the sheet is computed from except the clock and the problems'
 * details: the network's people, names and accounts, each account's activity version (bumped by
 * every write to its submissions), sync time and status, the viewer's own accounts and their
 * activity versions (the "solved by me" marks), and the people's proved handles. Equal
 * fingerprints mean an equal sheet for the same window; reading one costs an index lookup per
 * network account, where the sheet reads every account's whole window.
 */
export const smartSheetFingerprintQuery = (userId: string) => sql`
    with people as materialized (
      select x.person, x.name, x.account_id from (${networkPeople(userId)}) x
    )
    select md5(concat_ws('|',
      (select string_agg(concat_ws(',', p.person, p.name, a.id, a.activity_version, a.last_synced_at, a.status), ';'
          order by p.person, a.id)
        from people p join platform_accounts a on a.id = p.account_id),
      (select string_agg(concat_ws(',', h.platform, a.id, a.activity_version), ';' order by h.platform)
        from user_handles h join platform_accounts a on a.id = h.account_id
        where h.user_id = ${userId}),
      (select string_agg(concat_ws(',', v.user_id, v.account_id), ';' order by v.user_id, v.account_id)
        from verified_handles v
        where v.user_id::text in (select person from people))
    )) as fingerprint`;

/** The fingerprint of the data behind a user's sheet (smartSheetFingerprintQuery). */
export async function readSmartSheetFingerprint(db: Db, userId: string) {
  const [row] = await queryRows<{ fingerprint: string }>(db, smartSheetFingerprintQuery(userId));
  return row!.fingerprint;
}

/** A person on one problem; times in epoch milliseconds, each parsed once. */
type Person = { id: string; name: string; at: number; solvedAt: number | null; verified: boolean };

const iso = (ms: number) => new Date(ms).toISOString();
const sheetPerson = (p: Person, at: number) => ({
  id: p.id,
  name: p.name,
  at: iso(at),
  ...(p.verified ? { verified: true as const } : {}),
});

/** The Smart Sheet's entries and how fresh the data behind them is, from one query. */
export async function readSmartSheet(db: Db, userId: string, window: SheetWindow) {
  const [row] = await queryRows<SheetRow>(db, smartSheetQuery(userId, window));
  const freshness = { oldestSyncAt: row?.oldest ? iso(time(row.oldest)) : null, staleAccounts: row?.stale ?? 0 };

  const ranked = (row?.problems ?? []).map(([id, name, url, difficulty, rating, platform, tags, solvedByMe, rows]) => {
    // Per person: the latest attempt and the first solve in the window over their accounts.
    const people = new Map<string, Person>();
    for (const [person, personName, lastAt, solvedAtText, verified] of rows) {
      const at = time(lastAt);
      const solvedAt = solvedAtText === null ? null : time(solvedAtText);
      const seen = people.get(person);
      people.set(person, {
        id: person,
        name: personName,
        at: seen && seen.at > at ? seen.at : at,
        solvedAt: seen?.solvedAt != null && (solvedAt === null || seen.solvedAt < solvedAt) ? seen.solvedAt : solvedAt,
        verified,
      });
    }
    const attempters = [...people.values()].sort((a, b) => b.at - a.at);
    const solvers = attempters.filter((p) => p.solvedAt !== null).sort((a, b) => a.solvedAt! - b.solvedAt!);
    const entry: SmartSheetEntry = {
      count: attempters.length,
      task: {
        _id: id,
        name,
        url,
        difficulty: difficulty ?? (rating !== null ? String(rating) : ""),
        platform,
        tags,
        solvers: solvers.map((p) => sheetPerson(p, p.solvedAt!)),
        attempters: attempters.map((p) => sheetPerson(p, p.at)),
        solvedByMe,
        lastAttemptAt: iso(attempters[0]!.at),
      },
    };
    return { entry, lastAttempt: attempters[0]!.at };
  });
  ranked.sort((a, b) => b.entry.count - a.entry.count || b.lastAttempt - a.lastAttempt);
  return { sheet: ranked.map((r) => r.entry), freshness };
}

// Club benchmark (docs/benchmarks.md); the quality bars are the matrix at p95 ≤ 100 ms and the board at p95 ≤ 50 ms on PostgreSQL.
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { Database } from "../server/db/client";
import { queryRows } from "../server/db/raw";
import { createSession } from "../server/features/auth/sessions";
import { ROUTES } from "../lib/contract/routes";
import { benchApp, onEachDatabase, printTimings, timeEndpoint } from "./bench-timing";

const MEMBERS = Number(process.env.BENCH_CLUB_MEMBERS ?? 2000);
const ASSIGNMENTS = 50;
const PER_ASSIGNMENT = 10;
const PROBLEMS = 5000;
/** A year of practice: 300 submissions an account, a third of them on the problems the club set. */
const PER_ACCOUNT = 300;
const ROUNDS = Number(process.env.BENCH_CLUB_ROUNDS ?? 100);
const TIMING = { rounds: ROUNDS, warmups: 5 };

async function seed(database: Database) {
  const db = database.db;
  await db.execute(sql`
    insert into users (email, user_name, full_name)
    select 'm' || g || '@bench.test', 'm' || g, 'Member ' || g from generate_series(0, ${MEMBERS}) g`);
  // Everyone on Codeforces, every other member on LeetCode too: the matrix reads two accounts for them.
  await db.execute(sql`
    insert into platform_accounts (platform, handle, handle_key, status)
    select 'codeforces', 'cf_m' || g, 'cf_m' || g, 'ok' from generate_series(0, ${MEMBERS}) g
    union all
    select 'leetcode', 'lc_m' || g, 'lc_m' || g, 'ok' from generate_series(0, ${MEMBERS}, 2) g`);
  await db.execute(sql`
    insert into user_handles (user_id, platform, account_id)
    select u.id, a.platform, a.id from users u join platform_accounts a on substr(a.handle, 4) = u.user_name`);
  // Half the handles proved, so the flag's test runs on every member.
  await db.execute(sql`
    insert into verified_handles (account_id, user_id, method, verified_at)
    select h.account_id, h.user_id, 'compile_error', now() from user_handles h where h.platform = 'codeforces'
      and substr((select user_name from users where id = h.user_id), 2)::int % 2 = 0`);
  await db.execute(sql`
    insert into problems (platform, external_id, name, url)
    select 'codeforces', g || 'A', 'Problem ' || g, 'https://codeforces.com/problemset/problem/' || g || '/A'
    from generate_series(1, ${PROBLEMS}) g`);
  await db.execute(sql`
    insert into problem_scale (problem_id, platform, unified, estimated, source, computed_at)
    select id, 'codeforces', 800 + (id % 28) * 100, false, 'rating', now() from problems`);
  const [club] = await queryRows<{ id: string }>(
    db,
    sql`insert into clubs (name, time_zone, owner_id) select 'Bench club', 'Asia/Kolkata', id from users where user_name = 'm0'
      returning id::text as id`,
  );
  await db.execute(sql`
    insert into club_members (club_id, user_id, role, joined_at)
    select ${club!.id}::uuid, id, case when user_name = 'm0' then 'owner' else 'member' end, now() - interval '1 year' from users`);
  // One a week for a year, the newest still open.
  await db.execute(sql`
    insert into assignments (club_id, title, opens_at, due_at)
    select ${club!.id}::uuid, 'Week ' || w, now() - make_interval(days => (${ASSIGNMENTS} - w) * 7 + 3),
      now() - make_interval(days => (${ASSIGNMENTS} - w) * 7 - 4)
    from generate_series(1, ${ASSIGNMENTS}) w`);
  await db.execute(sql`
    insert into assignment_problems (assignment_id, position, problem_id)
    select a.id, k - 1, p.id from (select id, row_number() over (order by opens_at) as w from assignments) a
    cross join generate_series(1, ${PER_ASSIGNMENT}) k
    join problems p on p.external_id = ((a.w - 1) * ${PER_ASSIGNMENT} + k) || 'A'`);
  const assigned = ASSIGNMENTS * PER_ASSIGNMENT;
  await db.execute(sql`
    insert into submissions (account_id, external_id, problem_id, verdict, raw_verdict, submitted_at)
    select a.id, 's' || k, p.id, case when (k * 7 + a.n) % 3 = 0 then 'rejected' else 'accepted' end, 'x',
      now() - make_interval(secs => ((k * 104729 + a.n * 31) % 365) * 86400 + (a.n % 86400))
    from (select id, (row_number() over (order by handle))::int as n from platform_accounts) a
    cross join generate_series(1, ${PER_ACCOUNT}) k
    join problems p on p.external_id = (case when k % 3 = 0 then 1 + (k * 13 + a.n) % ${assigned}
      else 1 + (k * 2654435761 + a.n * 97) % ${PROBLEMS} end) || 'A'`);
  // As autovacuum would: statistics for the planner, and the visibility map for index-only scans.
  await db.execute(sql`vacuum analyze`);
  const list = await queryRows<{ id: string }>(db, sql`select id::text as id from assignments order by opens_at`);
  const [coach] = await queryRows<{ id: string }>(db, sql`select id::text as id from users where user_name = 'm0'`);
  return { clubId: club!.id, assignmentIds: list.map((a) => a.id), coachId: coach!.id };
}

/** Sequential scans of submissions since the statistics were reset; PostgreSQL publishes them within a second. */
async function submissionScans(database: Database) {
  await sleep(1500);
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select coalesce(sum(seq_scan), 0)::int as n from pg_stat_user_tables where relname = 'submissions'`,
  );
  return row?.n ?? 0;
}

async function run(_label: string, database: Database) {
  const { app, stop } = await benchApp(database);
  const { clubId, assignmentIds, coachId } = await seed(database);
  const token = (await createSession(database.db, coachId, new Date())).token;
  const headers = { authorization: `Bearer ${token}` };
  const newest = assignmentIds.at(-1)!;
  const matrix = ROUTES["/clubs/matrix"].response.parse(
    await (await app.request(`/clubs/matrix?clubId=${clubId}&assignmentId=${newest}`, { headers })).json(),
  );
  const coldStart = performance.now();
  const board = ROUTES["/clubs/board"].response.parse(await (await app.request(`/clubs/board?clubId=${clubId}`, { headers })).json());
  const cold = performance.now() - coldStart;
  const scansBefore = await submissionScans(database);
  // Before each round a member gets a new Accepted, as a sync brings them all day, so no read finds everything unchanged.
  let round = 0;
  const newAccepted = () =>
    database.db.execute(sql`
      insert into submissions (account_id, external_id, problem_id, verdict, raw_verdict, submitted_at)
      select a.id, 'new' || ${round++}, (select id from problems where external_id = ${`${1 + (round % (ASSIGNMENTS * PER_ASSIGNMENT))}A`}),
        'accepted', 'OK', now()
      from platform_accounts a where a.handle = ${`cf_m${1 + Math.floor(Math.random() * MEMBERS)}`}`);
  // Each round a different week's matrix, as a coach paging back through the year.
  const timings = {
    matrix: await timeEndpoint(
      () =>
        app.request(`/clubs/matrix?clubId=${clubId}&assignmentId=${assignmentIds[Math.floor(Math.random() * ASSIGNMENTS)]}`, { headers }),
      { ...TIMING, before: newAccepted },
    ),
    board: await timeEndpoint(() => app.request(`/clubs/board?clubId=${clubId}`, { headers }), { ...TIMING, before: newAccepted }),
  };
  const scans = (await submissionScans(database)) - scansBefore;
  const [{ n: submissions } = { n: 0 }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from submissions`);
  await stop();
  const solved = matrix.cells.filter((c) => c.state === "solved" || c.state === "solved_before" || c.state === "solved_late").length;
  return {
    timings,
    cold,
    cells: matrix.cells.length,
    solved,
    boardRows: board.rows.length,
    sheetRows: board.sheet.length,
    scans,
    submissions,
  };
}

const results = await onEachDatabase("clubs", run);

console.log(
  `\nClubs through the API (in-process): a club of ${MEMBERS} members and ${ASSIGNMENTS} assignments of ${PER_ASSIGNMENT} problems, ${ROUNDS} sequential requests after 5 warm-ups, each after a new Accepted by a random member, one run (quality bars: matrix p95 ≤ 100 ms, board p95 ≤ 50 ms on PostgreSQL)\n`,
);
printTimings(
  results.flatMap((r) => [
    [`${r.label}: GET /clubs/matrix, one assignment (${r.cells} cells)`, r.timings.matrix] as const,
    [`${r.label}: GET /clubs/board (${r.boardRows} members, ${r.sheetRows} sheet rows)`, r.timings.board] as const,
  ]),
);
for (const r of results)
  console.log(
    `\n${r.label}: ${r.submissions.toLocaleString("en")} submissions; first board read after start ${r.cold.toFixed(0)} ms; newest assignment ${r.solved} of ${r.cells} cells solved; sequential scans of submissions during the timed requests: ${r.scans}`,
  );

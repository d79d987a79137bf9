// Virtual contest benchmark (docs/benchmarks.md); the quality bar is GET /virtual/standings at p95 ≤ 30 ms on PostgreSQL.
import { sql } from "drizzle-orm";
import type { Database } from "../server/db/client";
import { queryRows } from "../server/db/raw";
import { createSession } from "../server/features/auth/sessions";
import { ROUTES } from "../lib/contract/routes";
import { benchApp, onEachDatabase, printTimings, timeEndpoint } from "./bench-timing";

const standingsResponse = ROUTES["/virtual/standings"].response;

const PEOPLE = 20;
const PROBLEMS = 8;
const ROUNDS = Number(process.env.BENCH_VIRTUAL_ROUNDS ?? 200);
const TIMING = { rounds: ROUNDS, warmups: 10 };

async function seed(database: Database) {
  const db = database.db;
  await db.execute(sql`
    insert into users (email, user_name, full_name)
    select 'p' || g || '@bench.test', 'p' || g, 'Person ' || g from generate_series(1, ${PEOPLE}) g`);
  // Synced five minutes ago: every read finds them stale and queues them again, the worst case.
  await db.execute(sql`
    insert into platform_accounts (platform, handle, handle_key, status, last_synced_at)
    select pl, pl || '_p' || g, pl || '_p' || g, 'ok', now() - interval '5 minutes'
    from generate_series(1, ${PEOPLE}) g, unnest(array['codeforces', 'leetcode', 'codechef']) pl`);
  await db.execute(sql`
    insert into user_handles (user_id, platform, account_id)
    select u.id, a.platform, a.id from users u join platform_accounts a on a.handle = a.platform || '_' || u.user_name`);
  await db.execute(sql`
    insert into problems (platform, external_id, name, url)
    select 'codeforces', (1000 + g) || 'A', 'CF ' || g, 'https://codeforces.com/contest/' || (1000 + g) || '/problem/A'
    from generate_series(1, 3000) g`);
  const [creator] = await queryRows<{ id: string }>(db, sql`select id::text as id from users where user_name = 'p1'`);
  const [contest] = await queryRows<{ id: string }>(
    db,
    sql`insert into virtual_contests (creator_id, title, mode, start_at, end_at, penalty_seconds)
      values (${creator!.id}::uuid, 'Bench race', 'normal', now() - interval '60 minutes', now() + interval '60 minutes', 300)
      returning id::text as id`,
  );
  await db.execute(sql`
    insert into virtual_contest_problems (contest_id, position, problem_id)
    select ${contest!.id}::uuid, g - 1, p.id from generate_series(1, ${PROBLEMS}) g join problems p on p.external_id = (1000 + g) || 'A'`);
  await db.execute(sql`
    insert into virtual_contest_participants (contest_id, user_id, status)
    select ${contest!.id}::uuid, id, 'accepted' from users`);
  // Each account: 40 submissions on the contest's problems over two hours around the window, 1,000 elsewhere.
  await db.execute(sql`
    insert into submissions (account_id, external_id, problem_id, verdict, raw_verdict, submitted_at)
    select a.id, 'c' || k, p.id, case when k % 4 = 0 then 'accepted' else 'rejected' end,
      case when k % 9 = 0 then 'COMPILATION_ERROR' else 'x' end, now() - make_interval(secs => k * 180 - 30)
    from platform_accounts a cross join generate_series(1, 40) k
    join problems p on p.external_id = (1000 + 1 + k % ${PROBLEMS}) || 'A'`);
  await db.execute(sql`
    insert into submissions (account_id, external_id, problem_id, verdict, raw_verdict, submitted_at)
    select a.id, 'o' || k, p.id, case when k % 2 = 0 then 'accepted' else 'rejected' end, 'x', now() - make_interval(secs => k * 3600)
    from platform_accounts a cross join generate_series(1, 1000) k
    join problems p on p.external_id = (1100 + k % 2900) || 'A'`);
  await db.execute(sql`vacuum analyze`);
  return { creatorId: creator!.id, contestId: contest!.id };
}

async function run(_label: string, database: Database) {
  const { app, stop } = await benchApp(database);
  const { creatorId, contestId } = await seed(database);
  const token = (await createSession(database.db, creatorId, new Date())).token;
  const get = () => app.request(`/virtual/standings?contestId=${contestId}`, { headers: { authorization: `Bearer ${token}` } });
  const { rows: standings } = standingsResponse.parse(await (await get()).json());
  const timing = await timeEndpoint(get, TIMING);
  await stop();
  return { timing, rows: standings.length, solved: standings.reduce((n, r) => n + r.solved, 0) };
}

const results = await onEachDatabase("virtual", run);

console.log(
  `\nVirtual contest standings through the API (in-process): ${ROUNDS} sequential requests after 10 warm-ups, one run (quality bar: p95 ≤ 30 ms on PostgreSQL)\n`,
);
printTimings(results.map((r) => [`${r.label}: GET /virtual/standings, ${PEOPLE} people × ${PROBLEMS} problems`, r.timing]));
for (const r of results) console.log(`\n${r.label}: ${r.rows} rows, ${r.solved} solves counted`);

// Smart Sheet and dashboard benchmarks (docs/benchmarks.md): the sheet's time must not grow with history outside its 30-day window.
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { poolOf, type Database } from "../server/db/client";
import { createSession } from "../server/features/auth/sessions";
import { readSheetNetwork } from "../server/features/smartsheet/network";
import { readSmartSheet } from "../server/features/smartsheet/sheet";
import { accountWindows, windowRowsQuery } from "../server/features/smartsheet/window-cache";
import { DAY } from "@/lib/time";
import { queryRows } from "../server/db/raw";
import { benchApp, onEachDatabase, printTimings, timeEndpoint, type Timing } from "./bench-timing";

const MEMBERS = 300;
/** Everyone else on the site: 2,000 accounts share a year of 1,000,000 submissions (~1.4 a day each). */
const OTHERS = 1700;
const PROBLEMS = 20_000;
/** 200 rounds a row: the p95 is the 10th slowest request, not the 3rd (as with 60), which one pause of a shared machine decides. */
const ROUNDS = Number(process.env.BENCH_SHEET_ROUNDS ?? 200);
const TIMING = { rounds: ROUNDS, warmups: 5 };
/** Opt-in: the 10M row loads 9M submissions, minutes on a small machine. */
const TEN_MILLION = Boolean(process.env.BENCH_SHEET_10M);
const MORE_ACCOUNTS = 18_000;

async function seed(database: Database) {
  const db = database.db;
  await db.execute(sql`
    insert into users (email, user_name, full_name)
    select 'u' || g || '@bench.test', 'user_' || g, 'User ' || g from generate_series(0, ${MEMBERS + OTHERS}) g`);
  await db.execute(sql`
    insert into platform_accounts (platform, handle, handle_key, status, rating)
    select 'codeforces', 'cf_' || g, 'cf_' || g, 'ok', 1200 + (g * 7) % 1500 from generate_series(0, ${MEMBERS + OTHERS}) g`);
  await db.execute(sql`
    insert into user_handles (user_id, platform, account_id)
    select u.id, 'codeforces', a.id from users u join platform_accounts a on a.handle = 'cf_' || substr(u.user_name, 6)`);
  await db.execute(sql`
    insert into follows (follower_id, user_id)
    select (select id from users where user_name = 'user_0'), u.id from users u
    where u.user_name <> 'user_0' and substr(u.user_name, 6)::int <= ${MEMBERS}`);
  await db.execute(sql`
    insert into problems (platform, external_id, name, url, rating, tags)
    select 'codeforces', 'p' || g, 'Problem ' || g, 'https://codeforces.com/problemset/problem/' || g || '/A',
      800 + (g % 28) * 100, '["dp","greedy"]'::jsonb from generate_series(1, ${PROBLEMS}) g`);
  // Plain tables, not temporary: the pool may run the next batch on another connection.
  await db.execute(
    sql`create unlogged table bench_accounts as select id, (row_number() over (order by handle) - 1)::int as n from platform_accounts`,
  );
  await db.execute(sql`create unlogged table bench_problems as select id, (row_number() over (order by id) - 1)::int as n from problems`);
}

async function addSubmissions(database: Database, count: number, fromDays: number, toDays: number, tag: string) {
  const accounts = MEMBERS + OTHERS + 1;
  const batch = 100_000;
  for (let start = 0; start < count; start += batch) {
    const n = Math.min(batch, count - start);
    await database.db.execute(sql`
      insert into submissions (account_id, external_id, problem_id, verdict, raw_verdict, submitted_at)
      select a.id, ${tag} || (${start} + g), p.id,
        case when (g * 7919) % 10 < 4 then 'accepted' else 'rejected' end, 'x',
        now() - make_interval(secs => (${fromDays} + ((g * 104729) % 100000) / 100000.0 * ${toDays - fromDays}) * 86400)
      from generate_series(1::bigint, ${n}::bigint) g
      join bench_accounts a on a.n = ((g * 31 + ${start}) % ${accounts})::int
      join bench_problems p on p.n = ((g * 2654435761) % ${PROBLEMS})::int`);
  }
  // As autovacuum would: statistics for the planner, and the visibility map for index-only scans.
  await database.db.execute(sql`vacuum analyze`);
  // And a checkpoint, as the server makes within minutes, so the bulk load's flush does not land inside the timed reads.
  await database.db.execute(sql`checkpoint`);
}

/** Loaded as a restore would (triggers, foreign keys and secondary indexes off, rebuilt after): row by row it takes an hour. */
async function addTenMillion(database: Database) {
  const pool = poolOf(database.db);
  if (!pool) throw new Error("the 10M load needs PostgreSQL");
  const client = await pool.connect();
  const perAccount = 500;
  const started = performance.now();
  try {
    await client.query(`set maintenance_work_mem = '256MB'`);
    await client.query(`
      insert into platform_accounts (platform, handle, handle_key, status, rating)
      select 'codeforces', 'cf_more_' || g, 'cf_more_' || g, 'ok', 1200 + (g * 7) % 1500 from generate_series(1, ${MORE_ACCOUNTS}) g`);
    await client.query(`create unlogged table bench_more as
      select id, (row_number() over (order by handle) - 1)::int as n from platform_accounts where handle like 'cf_more_%'`);
    const indexes = (
      await client.query<{ name: string; def: string }>(`
        select i.indexname as name, i.indexdef as def from pg_indexes i
        where i.tablename in ('submissions', 'account_problem_activity')
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`)
    ).rows;
    for (const i of indexes) await client.query(`drop index ${i.name}`);
    await client.query(`set session_replication_role = replica`);
    // Account by account, as the rows of a sync arrive: the rebuilt indexes come out as a live one would be.
    for (let start = 0; start < MORE_ACCOUNTS; start += 2000) {
      await client.query(`
        insert into submissions (account_id, external_id, problem_id, verdict, raw_verdict, submitted_at)
        select a.id, 'm' || a.n || '_' || k, p.id,
          case when (k * 7919 + a.n) % 10 < 4 then 'accepted' else 'rejected' end, 'x',
          case when k % 25 < 2 then now() - make_interval(secs => ((k * 104729 + a.n) % 100000) / 100000.0 * 29.5 * 86400)
            else now() - make_interval(secs => (31 + ((k * 104729 + a.n) % 100000) / 100000.0 * 334) * 86400) end
        from bench_more a
        cross join generate_series(1, ${perAccount}) k
        join bench_problems p on p.n = ((k::bigint * 2654435761 + a.n * 40503) % ${PROBLEMS})::int
        where a.n >= ${start} and a.n < ${start + 2000}`);
    }
    await client.query(`
      insert into account_problem_activity (account_id, problem_id, last_at, solved_at, last_solved_at)
      select s.account_id, s.problem_id, max(s.submitted_at),
        min(s.submitted_at) filter (where s.verdict = 'accepted'), max(s.submitted_at) filter (where s.verdict = 'accepted')
      from submissions s join bench_more a on a.id = s.account_id
      group by s.account_id, s.problem_id`);
    await client.query(`set session_replication_role = origin`);
    for (const i of indexes) await client.query(i.def);
    await client.query(`vacuum analyze`);
    await client.query(`checkpoint`);
  } finally {
    client.release();
  }
  return (performance.now() - started) / 1000;
}

async function run(label: string, database: Database) {
  const { app, stop } = await benchApp(database);
  await seed(database);
  const ids = async (name: string) =>
    (await queryRows<{ id: string }>(database.db, sql`select id from users where user_name = ${name}`))[0]!.id;
  const me = await ids("user_0");
  const loner = await ids(`user_${MEMBERS + OTHERS}`);
  const token = (await createSession(database.db, me, new Date())).token;
  const lonerToken = (await createSession(database.db, loner, new Date())).token;
  const get = (path: string, t: string) => () => app.request(path, { headers: { authorization: `Bearer ${t}` } });

  const rows: Array<[string, Timing]> = [];
  // Timed after a sync bumped one network account (its window read again), unchanged (the saved answer), and cold as after an API start.
  const networkAccount = (
    await queryRows<{ id: string }>(
      database.db,
      sql`select account_id::text as id from user_handles h join users u on u.id = h.user_id where u.user_name = 'user_1'`,
    )
  )[0]!.id;
  const changeNetwork = () =>
    database.db.execute(sql`update platform_accounts set activity_version = activity_version + 1 where id = ${networkAccount}`);
  const sheetRows = async (what: string) => {
    const sheet = get("/fetch/smartsheet?limit=200", token);
    rows.push([`${label}: sheet, ${what}, computed`, await timeEndpoint(sheet, { ...TIMING, before: changeNetwork })]);
    rows.push([`${label}: sheet, ${what}, unchanged since the last read`, await timeEndpoint(sheet, TIMING)]);
    const cold = async () =>
      Response.json(await readSmartSheet(database.db, me, sheetWindow(), { windows: accountWindows({ maxRows: 1e6 }) }));
    rows.push([`${label}: sheet, ${what}, computed with no account in memory`, await timeEndpoint(cold, TIMING)]);
  };
  const sheetWindow = () => ({ since: new Date(Date.now() - 30 * DAY), staleBefore: new Date(Date.now() - DAY), limit: 200 });
  // 80,000 in the 30-day window (8% of a year's 1M, as uniform activity gives) and 20,000 older: 100,000 stored.
  await addSubmissions(database, 80_000, 0, 29.5, "w");
  await addSubmissions(database, 20_000, 31, 365, "h");
  await sheetRows("300-member network, 100k submissions");
  await addSubmissions(database, 900_000, 31, 365, "o");
  await sheetRows("300-member network, 1M submissions");
  rows.push([`${label}: sheet, empty network, 1M submissions`, await timeEndpoint(get("/fetch/smartsheet?limit=200", lonerToken), TIMING)]);
  let loadSeconds: number | undefined;
  if (TEN_MILLION && database.kind === "postgres") {
    loadSeconds = await addTenMillion(database);
    const count = await queryRows<{ n: string }>(database.db, sql`select count(*)::text as n from submissions`);
    await sheetRows(`300-member network, ${(Number(count[0]!.n) / 1e6).toFixed(0)}M submissions`);
  }
  rows.push([
    `${label}: dashboard, a year of history (~2,500 submissions)`,
    await timeEndpoint(get("/fetch/dashboard?tz=Asia%2FKolkata", token), TIMING),
  ]);
  rows.push([`${label}: sidebar progress, the same user`, await timeEndpoint(get("/fetch/progress?tz=Asia%2FKolkata", token), TIMING)]);

  // The plan of the one statement that reads history: every network account's window at once.
  const { network } = await readSheetNetwork(database.db, me);
  const plan = await queryRows<Record<string, string>>(
    database.db,
    sql`explain ${windowRowsQuery(
      network.people.map((p) => p[2]),
      sheetWindow().since,
    )}`,
  );
  const planLines = plan.map((r) => Object.values(r)[0]!);
  const indexes = [...new Set(planLines.flatMap((l) => [...l.matchAll(/using (\w+)/gi)].map((m) => m[1]!)))];
  const seqScans = planLines.filter((l) => /Seq Scan on (submissions|account_problem_activity)\b/.test(l)).length;
  await stop();
  return { rows, indexes, seqScans, loadSeconds, submissionsInPlan: loadSeconds === undefined ? "1M" : "10M" };
}

const results = await onEachDatabase("sheet", run);

console.log(`\nSmart Sheet and dashboard through the API (in-process), ${ROUNDS} sequential requests per row after 5 warm-ups, one run`);
// Timings on a shared machine follow its load: say what it was.
console.log(
  `load average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}\n`,
);
printTimings(results.flatMap((r) => r.rows));
for (const r of results)
  console.log(
    `\n${r.label} sheet plan at ${r.submissionsInPlan} submissions${r.loadSeconds === undefined ? "" : ` (the 9M loaded in ${r.loadSeconds.toFixed(0)} s)`}: indexes used: ${r.indexes.join(", ") || "none"}; sequential scans of submissions or their summary: ${r.seqScans}`,
  );

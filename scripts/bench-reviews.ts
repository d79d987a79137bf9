/**
 * Review-card benchmarks (part of `npm run bench`), on PGlite and, when a PostgreSQL server
 * answers, on PostgreSQL: a user with 500 Tricky Problems (400 matched to synced problems on their
 * three accounts, 100 on other sites), 6,000 of their submissions on those problems over 90 days
 * among 20,000 elsewhere, and 300 hand marks; GET /reviews/due (the quality bar: p95 ≤ 20 ms) and
 * GET /reviews/cards while nothing changes (replayed cards are kept), and the due list after each
 * new submission (every card replayed).
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../server/db/client";
import { queryRows } from "../server/db/raw";
import { createSession } from "../server/features/auth/sessions";
import { benchApp, timeEndpoint } from "./bench-timing";

const CARDS = 500;
const ROUNDS = Number(process.env.BENCH_REVIEWS_ROUNDS ?? 200);
const TIMING = { rounds: ROUNDS, warmups: 10 };

async function seed(database: Database) {
  const db = database.db;
  await db.execute(sql`insert into users (email, user_name, full_name) values ('me@bench.test', 'me', 'Me')`);
  await db.execute(sql`
    insert into platform_accounts (platform, handle, handle_key, status)
    values ('codeforces', 'cf_me', 'cf_me', 'ok'), ('leetcode', 'lc_me', 'lc_me', 'ok'), ('codechef', 'cc_me', 'cc_me', 'ok')`);
  await db.execute(sql`
    insert into user_handles (user_id, platform, account_id)
    select u.id, a.platform, a.id from users u, platform_accounts a where u.user_name = 'me'`);
  // 5,000 problems per platform; the user saved 200 Codeforces, 100 LeetCode and 100 CodeChef ones.
  await db.execute(sql`
    insert into problems (platform, external_id, name, url)
    select 'codeforces', (1000 + g) || 'C', 'CF ' || g, 'https://codeforces.com/contest/' || (1000 + g) || '/problem/C' from generate_series(1, 5000) g
    union all
    select 'leetcode', 'lc-' || g, 'LC ' || g, 'https://leetcode.com/problems/lc-' || g || '/' from generate_series(1, 5000) g
    union all
    select 'codechef', 'CC' || g, 'CC ' || g, 'https://www.codechef.com/problems/CC' || g from generate_series(1, 5000) g`);
  await db.execute(sql`
    insert into stumbles (user_id, name, summary, url, platform, status, created_at)
    select u.id, 'Saved ' || g, 'x',
      case when g <= 200 then 'https://codeforces.com/problemset/problem/' || (1000 + g) || '/C'
           when g <= 300 then 'https://leetcode.com/problems/lc-' || g || '/'
           when g <= 400 then 'https://www.codechef.com/problems/CC' || g
           else 'https://atcoder.jp/contests/abc' || g || '/tasks/a' end,
      case when g <= 200 then 'codeforces' when g <= 300 then 'leetcode' when g <= 400 then 'codechef' else 'other' end,
      'unsolved', now() - make_interval(days => 90 - g % 60)
    from users u, generate_series(1, ${CARDS}) g where u.user_name = 'me'`);
  // 15 submissions on each saved problem over 90 days (a third accepted, some compile errors), 20,000 elsewhere.
  await db.execute(sql`
    insert into submissions (account_id, external_id, problem_id, verdict, raw_verdict, submitted_at)
    select a.id, 's' || p.id || '_' || k, p.id,
      case when k % 3 = 0 then 'accepted' else 'rejected' end,
      case when k % 7 = 0 then 'COMPILATION_ERROR' else 'x' end,
      now() - make_interval(secs => (k * 6 * 86400 + p.id % 7 * 3600))
    from problems p
    join platform_accounts a on a.platform = p.platform
    cross join generate_series(0, 14) k
    where (p.platform = 'codeforces' and p.external_id in (select (1000 + g) || 'C' from generate_series(1, 200) g))
       or (p.platform = 'leetcode' and p.external_id in (select 'lc-' || g from generate_series(101, 300) g))
       or (p.platform = 'codechef' and p.external_id in (select 'CC' || g from generate_series(301, 400) g))`);
  await db.execute(sql`
    insert into submissions (account_id, external_id, problem_id, verdict, raw_verdict, submitted_at)
    select a.id, 'o' || g, p.id, case when g % 2 = 0 then 'accepted' else 'rejected' end, 'x', now() - make_interval(secs => g * 400)
    from generate_series(1, 20000) g
    join problems p on p.platform = 'codeforces' and p.external_id = (3000 + g % 3000) || 'C'
    join platform_accounts a on a.handle = 'cf_me'`);
  await db.execute(sql`
    insert into review_marks (stumble_id, user_id, passed, from_scratch, reviewed_at)
    select s.id, s.user_id, s.seq % 2 = 0, true, now() - make_interval(days => (s.seq % 30)::int)
    from stumbles s, generate_series(1, 3) k where s.seq % 5 = 0`);
  await db.execute(sql`vacuum analyze`);
}

async function run(label: string, database: Database) {
  const { system, app } = await benchApp(database);
  await seed(database);
  const [me] = await queryRows<{ id: string }>(database.db, sql`select id from users where user_name = 'me'`);
  const token = (await createSession(database.db, me!.id, new Date())).token;
  const get = (path: string) => () => app.request(path, { headers: { authorization: `Bearer ${token}` } });
  const body = (await (await get("/reviews/cards")()).json()) as { cards: Array<{ reviews: unknown[] }>; counts: { due: number } };
  const rows: Array<[string, { p50: number; p95: number }]> = [
    [`${label}: GET /reviews/due, ${CARDS} cards`, await timeEndpoint(get("/reviews/due"), TIMING)],
    [`${label}: GET /reviews/cards, ${CARDS} cards`, await timeEndpoint(get("/reviews/cards"), TIMING)],
    // A sync brought a submission in before each read: every card is replayed afresh.
    [
      `${label}: GET /reviews/due after each new submission`,
      await timeEndpoint(get("/reviews/due"), {
        ...TIMING,
        before: (round) =>
          database.db.execute(sql`
          insert into submissions (account_id, external_id, problem_id, verdict, raw_verdict, submitted_at)
          select a.id, 'new' || ${round}, p.id, 'rejected', 'x', now()
          from platform_accounts a join problems p on p.platform = a.platform and p.external_id = '1001C' where a.handle = 'cf_me'`),
      }),
    ],
  ];
  await system.close();
  const reviews = body.cards.reduce((n, c) => n + c.reviews.length, 0);
  return { rows, cards: body.cards.length, due: body.counts.due, reviews };
}

const results: Array<Awaited<ReturnType<typeof run>> & { label: string }> = [];
if (!process.env.BENCH_SKIP_PGLITE) {
  const pglite = await openDatabase({ kind: "pglite" });
  results.push({ label: "PGlite", ...(await run("PGlite", pglite)) });
}
const adminUrl = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
try {
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `al_bench_reviews_${randomUUID().replaceAll("-", "")}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pg = await openDatabase({ kind: "postgres", url: url.toString(), onPoolError: () => undefined });
  try {
    results.push({ label: "PostgreSQL", ...(await run("PostgreSQL", pg)) });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} catch (error) {
  console.log(
    `\n(PostgreSQL not reachable at ${adminUrl.replace(/\/\/[^@]*@/, "//")}: ${error instanceof Error ? error.message : String(error)})`,
  );
}

console.log(
  `\nReview cards through the API (in-process): ${ROUNDS} sequential requests per row after 10 warm-ups, one run (quality bar: due list p95 ≤ 20 ms)\n`,
);
console.log(`| measurement | p50 (ms) | p95 (ms) |\n|---|---:|---:|`);
for (const r of results) for (const [name, t] of r.rows) console.log(`| ${name} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} |`);
for (const r of results) console.log(`\n${r.label}: ${r.cards} cards, ${r.due} due, ${r.reviews} graded reviews replayed per read`);

// Review-card benchmarks (docs/benchmarks.md); the quality bar is GET /reviews/due at p95 ≤ 20 ms.
import { sql } from "drizzle-orm";
import type { Database } from "../server/db/client";
import { queryRows } from "../server/db/raw";
import { createSession } from "../server/features/auth/sessions";
import { benchApp, onEachDatabase, printTimings, timeEndpoint, type Timing } from "./bench-timing";

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
  const { app, stop } = await benchApp(database);
  await seed(database);
  const [me] = await queryRows<{ id: string }>(database.db, sql`select id from users where user_name = 'me'`);
  const token = (await createSession(database.db, me!.id, new Date())).token;
  const get = (path: string) => () => app.request(path, { headers: { authorization: `Bearer ${token}` } });
  const body = (await (await get("/reviews/cards")()).json()) as { cards: Array<{ reviews: unknown[] }>; counts: { due: number } };
  const rows: Array<[string, Timing]> = [
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
  await stop();
  const reviews = body.cards.reduce((n, c) => n + c.reviews.length, 0);
  return { rows, cards: body.cards.length, due: body.counts.due, reviews };
}

const results = await onEachDatabase("reviews", run);

console.log(
  `\nReview cards through the API (in-process): ${ROUNDS} sequential requests per row after 10 warm-ups, one run (quality bar: due list p95 ≤ 20 ms)\n`,
);
printTimings(results.flatMap((r) => r.rows));
for (const r of results) console.log(`\n${r.label}: ${r.cards} cards, ${r.due} due, ${r.reviews} graded reviews replayed per read`);

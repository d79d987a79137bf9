// /train benchmarks (docs/benchmarks.md): a 30,000-problem catalogue and a 5,000-submission user following 50 active people.
import { sql } from "drizzle-orm";
import type { Database } from "../server/db/client";
import { queryRows } from "../server/db/raw";
import { createSession } from "../server/features/auth/sessions";
import { placeAll } from "../server/features/train/placement";
import { weaknessMap } from "../server/features/train/queries";
import { allUserRatings, loadMappings, userRating } from "../server/features/train/ratings";
import { benchApp, onEachDatabase, printTimings, timeEndpoint, type Timing } from "./bench-timing";

const CATALOGUE = { codeforces: 20_000, leetcode: 6_000, codechef: 4_000 };
const MY_SUBMISSIONS = 5_000;
const FRIENDS = 50;
const FRIEND_SUBMISSIONS = 20_000;
const ROUNDS = Number(process.env.BENCH_TRAIN_ROUNDS ?? 100);
const TIMING = { rounds: ROUNDS, warmups: 5 };

const CF_TAGS = [
  "dp",
  "greedy",
  "math",
  "graphs",
  "strings",
  "data structures",
  "binary search",
  "constructive algorithms",
  "trees",
  "number theory",
];
const LC_TAGS = ["Array", "Dynamic Programming", "Hash Table", "Greedy", "Graph", "String", "Binary Search", "Tree", "Math", "Sorting"];

async function seed(database: Database) {
  const db = database.db;
  await db.execute(sql`
    insert into users (email, user_name, full_name)
    select 'u' || g || '@bench.test', 'user_' || g, 'User ' || g from generate_series(0, ${FRIENDS}) g`);
  // user_0 has Codeforces 1650 (40 contests), LeetCode 2000, CodeChef 1800; friends have Codeforces only.
  await db.execute(sql`
    insert into platform_accounts (platform, handle, handle_key, status, rating)
    select 'codeforces', 'cf_' || g, 'cf_' || g, 'ok', 1200 + (g * 37) % 1200 from generate_series(0, ${FRIENDS}) g`);
  await db.execute(sql`
    insert into platform_accounts (platform, handle, handle_key, status, rating)
    values ('leetcode', 'lc_0', 'lc_0', 'ok', 2000), ('codechef', 'cc_0', 'cc_0', 'ok', 1800)`);
  await db.execute(sql`
    insert into user_handles (user_id, platform, account_id)
    select u.id, a.platform, a.id from users u
    join platform_accounts a on substr(a.handle, 4) = substr(u.user_name, 6)`);
  await db.execute(sql`
    insert into follows (follower_id, user_id)
    select (select id from users where user_name = 'user_0'), u.id from users u where u.user_name <> 'user_0'`);
  await db.execute(sql`
    insert into contest_results (account_id, platform, contest_external_id, name, url, date, new_rating)
    select a.id, 'codeforces', 'c' || g, 'Round ' || g, 'https://codeforces.com', now() - make_interval(days => g * 7), 1650
    from platform_accounts a, generate_series(1, 40) g where a.handle = 'cf_0'`);
  await db.execute(sql`
    insert into problems (platform, external_id, name, url, rating, tags)
    select 'codeforces', g || 'A', 'Problem ' || g, 'https://codeforces.com/problemset/problem/' || g || '/A',
      case when g % 40 = 0 then null else 800 + (g % 28) * 100 end,
      jsonb_build_array(${sql.raw(`(array['${CF_TAGS.join("','")}'])`)}[1 + g % 10], ${sql.raw(`(array['${CF_TAGS.join("','")}'])`)}[1 + (g / 10) % 10])
    from generate_series(1, ${CATALOGUE.codeforces}) g`);
  await db.execute(sql`
    insert into problems (platform, external_id, name, url, difficulty, tags)
    select 'leetcode', 'lc-problem-' || g, 'LeetCode Problem ' || g, 'https://leetcode.com/problems/lc-problem-' || g || '/',
      (array['Easy','Medium','Hard'])[1 + g % 3],
      jsonb_build_array(${sql.raw(`(array['${LC_TAGS.join("','")}'])`)}[1 + g % 10], ${sql.raw(`(array['${LC_TAGS.join("','")}'])`)}[1 + (g / 10) % 10])
    from generate_series(1, ${CATALOGUE.leetcode}) g`);
  // A third of the LeetCode problems are contest problems with a zerotrac rating.
  await db.execute(sql`
    insert into leetcode_problem_ratings (title_slug, title, rating, contest_slug, problem_index)
    select 'lc-problem-' || g, 'LeetCode Problem ' || g, 1200 + (g * 13) % 1800, 'weekly-contest-' || (g / 4), 'Q' || (1 + g % 4)
    from generate_series(1, ${CATALOGUE.leetcode}) g where g % 3 = 0`);
  await db.execute(sql`
    insert into problems (platform, external_id, name, url, rating, tags)
    select 'codechef', 'CC' || g, 'CodeChef Problem ' || g, 'https://www.codechef.com/problems/CC' || g,
      case when g % 10 = 0 then null else 600 + (g % 30) * 100 end, '["Greedy Algorithms","Basic Math"]'::jsonb
    from generate_series(1, ${CATALOGUE.codechef}) g`);
  await db.execute(sql`create temporary table bench_problems as select id, (row_number() over (order by id) - 1)::int as n from problems`);
  // The user's 5,000 submissions over two years on three accounts, ~45% accepted; friends' 20,000 in the last 30 days.
  await db.execute(sql`
    insert into submissions (account_id, external_id, problem_id, verdict, raw_verdict, submitted_at)
    select a.id, 'm' || g, p.id, case when (g * 7919) % 20 < 9 then 'accepted' else 'rejected' end, 'x',
      now() - make_interval(secs => ((g * 104729) % 730) * 86400)
    from generate_series(1, ${MY_SUBMISSIONS}) g
    join platform_accounts a on a.handle = (array['cf_0','lc_0','cc_0'])[1 + g % 3]
    join bench_problems p on p.n = ((g * 2654435761) % ${CATALOGUE.codeforces + CATALOGUE.leetcode + CATALOGUE.codechef})::int`);
  await db.execute(sql`
    insert into submissions (account_id, external_id, problem_id, verdict, raw_verdict, submitted_at)
    select a.id, 'f' || g, p.id, case when g % 2 = 0 then 'accepted' else 'rejected' end, 'x',
      now() - make_interval(secs => ((g * 7907) % 2592000))
    from generate_series(1, ${FRIEND_SUBMISSIONS}) g
    join platform_accounts a on a.handle = 'cf_' || (1 + g % ${FRIENDS})
    join bench_problems p on p.n = ((g * 40503) % ${CATALOGUE.codeforces})::int`);
  await db.execute(sql`vacuum analyze`);
}

async function run(label: string, database: Database) {
  const { app, stop } = await benchApp(database);
  await seed(database);
  const mappings = await loadMappings(database.db);
  const t0 = performance.now();
  const placed = await placeAll(database.db, mappings, await allUserRatings(database.db, mappings), new Date());
  const placing = performance.now() - t0;
  await database.db.execute(sql`vacuum analyze problem_scale`);
  const [me] = await queryRows<{ id: string }>(database.db, sql`select id from users where user_name = 'user_0'`);
  const token = (await createSession(database.db, me!.id, new Date())).token;
  const get = (path: string) => () => app.request(path, { headers: { authorization: `Bearer ${token}` } });
  const sample = (await (await get("/train/recommendations?band=moderate")()).json()) as { problems: unknown[] };
  const weak = (await (await get("/train/weakness")()).json()) as { tags: unknown[] };
  const rows: Array<[string, Timing]> = [];
  for (const band of ["easy", "moderate", "hard"])
    rows.push([`${label}: recommendations, ${band}`, await timeEndpoint(get(`/train/recommendations?band=${band}`), TIMING)]);
  rows.push([
    `${label}: recommendations, moderate, dp on Codeforces`,
    await timeEndpoint(get("/train/recommendations?band=moderate&tag=dp&platform=codeforces"), TIMING),
  ]);
  rows.push([
    `${label}: recommendations, hide attempted`,
    await timeEndpoint(get("/train/recommendations?band=moderate&exclude=attempted"), TIMING),
  ]);
  rows.push([`${label}: weakness map (repeat reads: the per-user cache)`, await timeEndpoint(get("/train/weakness"), TIMING)]);
  // The same map computed afresh each time, as after a new submission (the query and the fits).
  const rating = (await userRating(database.db, me!.id, mappings)).value;
  rows.push([
    `${label}: weakness map computed afresh`,
    await timeEndpoint(async () => Response.json(await weaknessMap(database.db, me!.id, rating, new Date())), TIMING),
  ]);
  await stop();
  return { rows, placing, placed: placed.placed, recommended: sample.problems.length, tags: weak.tags.length };
}

const results = await onEachDatabase("train", run);

console.log(
  `\nTrain through the API (in-process): ${MY_SUBMISSIONS.toLocaleString("en")} submissions, a catalogue of 30,000 problems, ${ROUNDS} sequential requests per row after 5 warm-ups, one run\n`,
);
printTimings(results.flatMap((r) => r.rows));
for (const r of results)
  console.log(
    `\n${r.label}: placing the catalogue took ${(r.placing / 1000).toFixed(1)} s (${r.placed} problems placed); ${r.recommended} recommended, ${r.tags} topics on the weakness map`,
  );

import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { MIGRATIONS_DIR, type Db } from "../../db/client";
import { queryRows } from "../../db/raw";
import { readSmartSheet } from "./sheet";
import { accountWindows } from "./window-cache";
import { DAY } from "@/lib/time";

/** A database written before the summary (migration 0013): migrating fills account_problem_activity from the submissions. */
const SUMMARY = "0013_sheet_activity_summary";

type Opened = { db: Db; migrate(folder: string): Promise<void>; close(): Promise<void> };

async function open(): Promise<Opened> {
  if (process.env.API_TEST_DB === "postgres") {
    const adminUrl = process.env.DATABASE_URL!;
    const name = `al_test_${randomUUID().replaceAll("-", "")}`;
    const { Client, Pool } = await import("pg");
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const pool = new Pool({ connectionString: url.toString(), max: 2 });
    // Dropping the database at the end terminates idle pool clients; that is expected here.
    pool.on("error", () => undefined);
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const db = drizzle(pool) as unknown as Db;
    return {
      db,
      migrate: (folder) => migrate(drizzle(pool), { migrationsFolder: folder }),
      async close() {
        await pool.end();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite();
  return {
    db: drizzle(client) as unknown as Db,
    migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

function migrationsBefore(tag: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "al-migrations-"));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

let opened: Opened;
let before: string;

beforeAll(async () => {
  opened = await open();
  before = migrationsBefore(SUMMARY);
}, 60_000);

afterAll(async () => {
  await opened?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

it("migrating an existing database fills the summary from its submissions, and the sheet reads them unchanged", async () => {
  const { db } = opened;
  await opened.migrate(before);
  expect(await queryRows(db, sql`select to_regclass('account_problem_activity') as t`)).toEqual([{ t: null }]);

  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY);
  const [me, ada, bob] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (email, user_name, full_name) values
      ('me@x.test', 'me', 'Me'), ('ada@x.test', 'ada', 'Ada Lovelace'), ('bob@x.test', 'bob', 'Bob Stone')
    returning id`,
  );
  const [adaCf, adaLc, bobCf, bare, mine] = await queryRows<{ id: string }>(
    db,
    sql`insert into platform_accounts (platform, handle, handle_key, status) values
      ('codeforces', 'ada_cf', 'ada_cf', 'ok'), ('leetcode', 'ada_lc', 'ada_lc', 'ok'), ('codeforces', 'bob_cf', 'bob_cf', 'ok'),
      ('codeforces', 'bare', 'bare', 'ok'), ('codeforces', 'me_cf', 'me_cf', 'ok')
    returning id`,
  );
  await db.execute(sql`insert into user_handles (user_id, platform, account_id) values
    (${ada!.id}, 'codeforces', ${adaCf!.id}), (${ada!.id}, 'leetcode', ${adaLc!.id}), (${bob!.id}, 'codeforces', ${bobCf!.id}),
    (${me!.id}, 'codeforces', ${mine!.id})`);
  await db.execute(sql`insert into follows (follower_id, user_id) values (${me!.id}, ${ada!.id}), (${me!.id}, ${bob!.id})`);
  await db.execute(sql`insert into follows (follower_id, account_id) values (${me!.id}, ${bare!.id})`);
  const [popular, again, lc, old] = await queryRows<{ id: number }>(
    db,
    sql`insert into problems (platform, external_id, name, url, rating) values
      ('codeforces', '1A', 'Popular', 'https://codeforces.com/contest/1/problem/A', 1500),
      ('codeforces', '1B', 'Again', 'https://codeforces.com/contest/1/problem/B', 1600),
      ('leetcode', 'two-sum', 'Two Sum', 'https://leetcode.com/problems/two-sum/', null),
      ('codeforces', '1C', 'Old', 'https://codeforces.com/contest/1/problem/C', 800)
    returning id`,
  );
  let n = 0;
  const submit = (accountId: string, problemId: number, daysAgo: number, verdict: string) =>
    sql`(${accountId}, ${`s${++n}`}, ${problemId}, ${verdict}, ${verdict}, ${ago(daysAgo)})`;
  await db.execute(
    sql`insert into submissions (account_id, external_id, problem_id, verdict, raw_verdict, submitted_at) values ${sql.join(
      [
        submit(adaCf!.id, popular!.id, 3, "rejected"),
        submit(adaCf!.id, popular!.id, 2, "accepted"),
        submit(bobCf!.id, popular!.id, 5, "rejected"),
        submit(bare!.id, popular!.id, 6, "accepted"),
        // Bob solved it before the window and again inside it: his solve in the window is the one shown.
        submit(bobCf!.id, again!.id, 60, "accepted"),
        submit(bobCf!.id, again!.id, 4, "rejected"),
        submit(bobCf!.id, again!.id, 3, "accepted"),
        submit(bobCf!.id, again!.id, 1, "accepted"),
        submit(mine!.id, again!.id, 100, "accepted"),
        submit(adaLc!.id, lc!.id, 7, "pending"),
        submit(bobCf!.id, old!.id, 45, "accepted"),
      ],
      sql`, `,
    )}`,
  );

  await opened.migrate(MIGRATIONS_DIR);

  expect(
    await queryRows(db, sql`select account_id, problem_id, last_at, solved_at, last_solved_at from account_problem_activity order by 1, 2`),
  ).toEqual(
    await queryRows(
      db,
      sql`select account_id, problem_id, max(submitted_at) as last_at,
        min(submitted_at) filter (where verdict = 'accepted') as solved_at,
        max(submitted_at) filter (where verdict = 'accepted') as last_solved_at
      from submissions group by 1, 2 order by 1, 2`,
    ),
  );
  const { sheet } = await readSmartSheet(db, me!.id, { since: ago(30), staleBefore: ago(30), limit: 200 });
  const iso = (days: number) => ago(days).toISOString();
  expect(sheet.map((e) => ({ name: e.task.name, count: e.count, last: e.task.lastAttemptAt, mine: e.task.solvedByMe }))).toEqual([
    { name: "Popular", count: 3, last: iso(2), mine: false },
    { name: "Again", count: 1, last: iso(1), mine: true },
    { name: "Two Sum", count: 1, last: iso(7), mine: false },
  ]);
  expect(sheet[0]!.task.attempters).toEqual([
    { id: ada!.id, name: "Ada Lovelace", at: iso(2) },
    { id: bob!.id, name: "Bob Stone", at: iso(5) },
    { id: `account:${bare!.id}`, name: "bare", at: iso(6) },
  ]);
  expect(sheet[0]!.task.solvers).toEqual([
    { id: `account:${bare!.id}`, name: "bare", at: iso(6) },
    { id: ada!.id, name: "Ada Lovelace", at: iso(2) },
  ]);
  expect(sheet[1]!.task.solvers).toEqual([{ id: bob!.id, name: "Bob Stone", at: iso(3) }]);
  expect(sheet[2]!.task).toMatchObject({ platform: "leetcode", difficulty: "", solvers: [], attempters: [{ id: ada!.id, at: iso(7) }] });

  // Bob's first solve in the window is kept with his account's window, and looked up again once the window moves past it.
  const windows = accountWindows({ maxRows: 100 });
  const againSolvers = async (windowDays: number) => {
    const read = await readSmartSheet(db, me!.id, { since: ago(windowDays), staleBefore: ago(30), limit: 200 }, { windows });
    return read.sheet.find((e) => e.task.name === "Again")?.task.solvers;
  };
  expect(await againSolvers(30)).toEqual([{ id: bob!.id, name: "Bob Stone", at: iso(3) }]);
  expect(await againSolvers(3.5)).toEqual([{ id: bob!.id, name: "Bob Stone", at: iso(3) }]);
  expect(await againSolvers(2)).toEqual([{ id: bob!.id, name: "Bob Stone", at: iso(1) }]);
});

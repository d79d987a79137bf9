import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { MIGRATIONS_DIR, openDatabase } from "./client";
import { migratePostgres, SchemaBehindError } from "./migrate";

// Runs with API_TEST_DB=postgres and DATABASE_URL, each test on a fresh database of its own.
const onPostgres = process.env.API_TEST_DB === "postgres" ? describe : describe.skip;
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const journal = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });

async function freshDatabase() {
  const { Client, Pool } = await import("pg");
  const adminUrl = process.env.DATABASE_URL!;
  const name = `al_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pools: InstanceType<typeof Pool>[] = [];
  const pool = () => {
    const p = new Pool({ connectionString: url.toString(), max: 2 });
    p.on("error", () => undefined);
    pools.push(p);
    return p;
  };
  const applied = async () => {
    const rows = await pool().query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    return rows.rows[0]!.n;
  };
  return {
    url: url.toString(),
    pool,
    applied,
    async drop() {
      await Promise.all(pools.map((p) => p.end()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

onPostgres("migrations on PostgreSQL", () => {
  it("applies each migration once when two runs start at once on a fresh database", async () => {
    const db = await freshDatabase();
    try {
      const counts = await Promise.all([migratePostgres(db.pool(), MIGRATIONS_DIR), migratePostgres(db.pool(), MIGRATIONS_DIR)]);
      expect(counts.sort((a, b) => a - b)).toEqual([0, journal.length]);
      expect(await db.applied()).toBe(journal.length);
    } finally {
      await db.drop();
    }
  });

  it("`npm run migrate` twice at once: both succeed and the schema is applied once", async () => {
    const db = await freshDatabase();
    try {
      const env = { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: "info" };
      const tsx = path.join(root, "node_modules/.bin/tsx");
      const runs = await Promise.all([1, 2].map(() => run(tsx, ["server/migrate.ts"], { cwd: root, env })));
      const said = runs.map((r) => JSON.parse(r.stdout.trim().split("\n").pop()!) as { msg: string; applied: number });
      expect(said.map((s) => s.applied).sort((a, b) => a - b)).toEqual([0, journal.length]);
      expect(await db.applied()).toBe(journal.length);
    } finally {
      await db.drop();
    }
  }, 60_000);

  it("refuses a schema that is behind unless told to migrate, and serves once it is current", async () => {
    const db = await freshDatabase();
    try {
      const check = openDatabase({ kind: "postgres", url: db.url, migrations: "check", onPoolError: () => undefined });
      await expect(check).rejects.toThrow(SchemaBehindError);
      await expect(check).rejects.toThrow(`behind this build (${journal.length} migrations not applied): run \`npm run migrate\``);
      const applying = await openDatabase({ kind: "postgres", url: db.url, migrations: "apply", onPoolError: () => undefined });
      await applying.close();
      const current = await openDatabase({ kind: "postgres", url: db.url, migrations: "check", onPoolError: () => undefined });
      await current.close();
    } finally {
      await db.drop();
    }
  });

  it("an API started on a database that is behind exits with one line saying what to run", async () => {
    const db = await freshDatabase();
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: db.url, API_PORT: "1", NODE_ENV: "production" };
      delete env.MIGRATE_ON_START;
      const tsx = path.join(root, "node_modules/.bin/tsx");
      const failed = await run(tsx, ["server/main.ts"], { cwd: root, env }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      const lines = failed!.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ level: "fatal", msg: expect.stringContaining("MIGRATE_ON_START=1") });
    } finally {
      await db.drop();
    }
  }, 60_000);
});

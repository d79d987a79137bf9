import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Pool, PoolClient } from "pg";

/** Whoever holds it migrates; the others wait, then find nothing left (docs/deploy.md, "Migrations"). */
export const MIGRATION_LOCK_KEY = 7_414_733_038;

export async function pendingMigrations(client: Pool | PoolClient, migrationsFolder: string): Promise<number> {
  const files = readMigrationFiles({ migrationsFolder });
  const table = await client.query<{ found: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as found`);
  if (!table.rows[0]?.found) return files.length;
  const last = await client.query<{ at: string | null }>(`select max(created_at)::text as at from drizzle.__drizzle_migrations`);
  const appliedUpTo = Number(last.rows[0]?.at ?? 0);
  return files.filter((f) => f.folderMillis > appliedUpTo).length;
}

export class SchemaBehindError extends Error {
  constructor(readonly pending: number) {
    super(
      `The database schema is behind this build (${pending} migration${pending === 1 ? "" : "s"} not applied): ` +
        "run `npm run migrate` first, or start with MIGRATE_ON_START=1.",
    );
    this.name = "SchemaBehindError";
  }
}

/** One connection holds the advisory lock, so two instances never run one migration twice. */
export async function migratePostgres(pool: Pool, migrationsFolder: string): Promise<number> {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      const pending = await pendingMigrations(client, migrationsFolder);
      if (pending > 0) await migrate(drizzle(client), { migrationsFolder });
      return pending;
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export async function requireCurrentSchema(pool: Pool, migrationsFolder: string): Promise<void> {
  const pending = await pendingMigrations(pool, migrationsFolder);
  if (pending > 0) throw new SchemaBehindError(pending);
}

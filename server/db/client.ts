import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import { migratePostgres, requireCurrentSchema } from "./migrate";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "postgres" | "pglite";
  close(): Promise<void>;
};

/** Found whether this runs from source or from the compiled bundle. */
function findMigrations(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "drizzle", "meta", "_journal.json");
    if (existsSync(candidate)) return path.join(dir, "drizzle");
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("drizzle/ migrations not found above " + fileURLToPath(import.meta.url));
    dir = parent;
  }
}
export const MIGRATIONS_DIR = findMigrations();

export type DatabaseOptions =
  | {
      kind: "postgres";
      url: string;
      max?: number;
      onPoolError?: (error: Error) => void;
      /** check refuses a schema that is behind. */
      migrations?: "apply" | "check";
    }
  /** No `dataDir` means in memory; a `loadDataDir` dump still gets the migrations it lacks. */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

/** For named prepared statements. */
const pools = new WeakMap<object, Pool>();

/** Undefined for PGlite and for a transaction. */
export const poolOf = (db: object) => pools.get(db);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new Pool({ connectionString: options.url, max: options.max ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on(
      "error",
      options.onPoolError ??
        ((error) => console.error(JSON.stringify({ level: "error", msg: "postgres pool error", error: error.message }))),
    );
    const db = drizzle(pool, { schema });
    try {
      if (options.migrations === "check") await requireCurrentSchema(pool, MIGRATIONS_DIR);
      else await migratePostgres(pool, MIGRATIONS_DIR);
    } catch (error) {
      await pool.end();
      throw error;
    }
    pools.set(db, pool);
    return {
      db: db as unknown as Db,
      kind: "postgres",
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir
    ? new PGlite(path.resolve(options.dataDir, "pglite"))
    : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    close: () => client.close(),
  };
}

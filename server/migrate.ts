import { createLogger } from "./core/logger";
import { MIGRATIONS_DIR, openDatabase } from "./db/client";
import { migratePostgres } from "./db/migrate";
import { loadApiEnv } from "./env";

/** The advisory lock lets any number of these and of migrating instances run at once (docs/deploy.md). */
const env = loadApiEnv();
const logger = createLogger(env.LOG_LEVEL);
try {
  if (env.DATABASE_URL) {
    const { Pool } = await import("pg");
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: 1 });
    try {
      const applied = await migratePostgres(pool, MIGRATIONS_DIR);
      logger.info({ database: "postgres", applied }, applied ? "migrations applied" : "schema already current");
    } finally {
      await pool.end();
    }
  } else {
    const database = await openDatabase({ kind: "pglite", dataDir: env.DATA_DIR });
    await database.close();
    logger.info({ database: "pglite" }, "migrations applied");
  }
} catch (error) {
  logger.error({ error: error instanceof Error ? error.message : String(error) }, "migration failed");
  process.exitCode = 1;
}

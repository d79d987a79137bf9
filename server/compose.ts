import { openDatabase, type Database } from "./db/client";
import { loadApiEnv, type ApiEnv } from "./env";
import type { Deps } from "./http/context";
import { createLogger, type Logger } from "./http/logger";

export type System = Deps & { database: Database; close(): Promise<void> };

export type ComposeOptions = {
  env?: ApiEnv;
  /** An already-open database (tests open one per file and share it). */
  database?: Database;
  logger?: Logger;
  now?: () => Date;
};

/**
 * The composition root: the one place that builds what the API, the sync workers, the test
 * harness and the simulator run on. Nothing else opens a database or picks a clock.
 */
export async function compose(options: ComposeOptions = {}): Promise<System> {
  const env = options.env ?? loadApiEnv();
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const database =
    options.database ??
    (await openDatabase(
      env.DATABASE_URL
        ? {
            kind: "postgres",
            url: env.DATABASE_URL,
            onPoolError: (error) => logger.error({ error: error.message }, "postgres pool error"),
          }
        : { kind: "pglite", dataDir: env.DATA_DIR },
    ));
  const now = options.now ?? (() => new Date());
  return {
    db: database.db,
    env,
    logger,
    now,
    database,
    close: () => database.close(),
  };
}

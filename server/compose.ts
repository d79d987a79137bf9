import { openDatabase, type Database } from "./db/client";
import { createStatisticsKeeper } from "./db/statistics";
import { loadApiEnv, type ApiEnv } from "./env";
import type { Deps } from "./http/context";
import { createLogger, type Logger } from "./core/logger";
import { createMetrics, registerSyncGauges } from "./http/metrics";
import { createMailer, createMemoryMailer, type Mailer } from "./mail/mailer";
import { createPlatformClients } from "./sync/clients";
import { syncPolicyConfig } from "./sync/policy";
import { createScheduler, type Scheduler } from "./sync/scheduler";
import { createCatalogue, type Catalogue } from "./features/train/catalogue";
import { PUBLISHED_URL } from "./features/train/leetcode-ratings";
import { settleAccountChallenges } from "./features/verification/challenges";

export type System = Deps & {
  database: Database;
  scheduler: Scheduler;
  /** The difficulty catalogue's refresh (server/features/train/catalogue.ts); started where syncing runs. */
  catalogue: Catalogue;
  close(): Promise<void>;
};

export type ComposeOptions = {
  env?: ApiEnv;
  /** An already-open database (tests open one per file and share it). */
  database?: Database;
  logger?: Logger;
  now?: () => Date;
  /** Stands in for the network in tests (the simulator's fetch). */
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Where mail goes; tests pass an in-memory one (NODE_ENV=test keeps mail in memory by default). */
  mailer?: Mailer;
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
            migrations: env.MIGRATE_ON_START ? "apply" : "check",
            onPoolError: (error) => logger.error({ error: error.message }, "postgres pool error"),
          }
        : { kind: "pglite", dataDir: env.DATA_DIR },
    ));
  const now = options.now ?? (() => new Date());
  // Calls to the platforms wait in real time whatever the app's clock says: their spacing, timeouts
  // and breakers are about the platforms' wall clock, so a test that moves the app's clock never
  // stalls a rate gate.
  const metrics = createMetrics();
  const platforms = createPlatformClients({
    db: database.db,
    env,
    logger,
    now: () => new Date(),
    fetch: options.fetch,
    sleep: options.sleep,
    onAttempt: metrics.platformCall,
  });
  registerSyncGauges(metrics, database.db, platforms, now);
  const scheduler = createScheduler({
    db: database.db,
    logger,
    now,
    clients: platforms,
    config: syncPolicyConfig({ maxIntervalMinutes: env.SYNC_INTERVAL_MINUTES }),
    tickMs: env.SYNC_TICK_MS,
    // A sync may be what a handle verification challenge waits for.
    afterSync: (accountId, at) => settleAccountChallenges(database.db, accountId, at),
    statistics: createStatisticsKeeper(database.db),
  });
  const catalogue = createCatalogue({
    db: database.db,
    logger,
    now,
    platforms,
    // The published LeetCode ratings come from the open internet, never in tests or the demo.
    ratingsUrl: env.NODE_ENV === "test" || env.DEMO_SIMULATOR_URL ? null : PUBLISHED_URL,
    fetch: globalThis.fetch,
  });
  return {
    db: database.db,
    env,
    logger,
    now,
    platforms,
    wakeSync: () => scheduler.wake(),
    lifecycle: { stopping: false },
    metrics,
    mailer: options.mailer ?? (env.NODE_ENV === "test" ? createMemoryMailer() : createMailer(env, logger)),
    database,
    scheduler,
    catalogue,
    async close() {
      await catalogue.stop();
      await scheduler.stop(env.SHUTDOWN_GRACE_MS);
      await database.close();
    },
  };
}

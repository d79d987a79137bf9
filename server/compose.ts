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
import { createClubDigests, type ClubDigests } from "./features/clubs/digest";
import { PUBLISHED_URL } from "./features/train/leetcode-ratings";
import { settleAccountChallenges } from "./features/verification/challenges";

export type System = Deps & {
  database: Database;
  scheduler: Scheduler;
  /** Started where syncing runs. */
  catalogue: Catalogue;
  /** The weekly club digest mails; started where syncing runs. */
  digests: ClubDigests;
  close(): Promise<void>;
};

export type ComposeOptions = {
  env?: ApiEnv;
  /** Tests open one per file and share it. */
  database?: Database;
  logger?: Logger;
  now?: () => Date;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
  mailer?: Mailer;
};

/** Nothing else opens a database or picks a clock (decision 004). */
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
  // Platform calls wait in real time, so a test that moves the app's clock never stalls a rate gate.
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
    afterSync: (accountId, at) => settleAccountChallenges(database.db, accountId, at),
    statistics: createStatisticsKeeper(database.db),
  });
  const catalogue = createCatalogue({
    db: database.db,
    logger,
    now,
    platforms,
    // Never the open internet in tests or the demo.
    ratingsUrl: env.NODE_ENV === "test" || env.DEMO_SIMULATOR_URL ? null : PUBLISHED_URL,
    fetch: globalThis.fetch,
  });
  const mailer = options.mailer ?? (env.NODE_ENV === "test" ? createMemoryMailer() : createMailer(env, logger));
  const digests = createClubDigests({ db: database.db, mailer, logger, appUrl: env.APP_URL, now });
  return {
    db: database.db,
    env,
    logger,
    now,
    platforms,
    wakeSync: () => scheduler.wake(),
    lifecycle: { stopping: false },
    metrics,
    mailer,
    database,
    scheduler,
    catalogue,
    digests,
    async close() {
      await Promise.all([catalogue.stop(), digests.stop()]);
      await scheduler.stop(env.SHUTDOWN_GRACE_MS);
      await database.close();
    },
  };
}

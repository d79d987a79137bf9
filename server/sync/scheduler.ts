import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AccountRow } from "../accounts/account";
import type { Db } from "../db/client";
import { platformAccounts } from "../db/schema";
import type { Logger } from "../core/logger";
import type { PlatformClients } from "../platforms/clients";
import { claimJobs, finishJob, insertJobs, planJobs, tickBudget, type ClaimedJob } from "./jobs";
import type { SyncPolicyConfig } from "./policy";
import { activityCheck, syncAccount, type RunDeps } from "./run-account";
import { errorLogFields } from "../http/error-log";

export { requestSync } from "./jobs";

export type SchedulerOptions = {
  db: Db;
  logger: Logger;
  now: () => Date;
  /** The platforms' clients; their spacing sets how many calls a tick plans. */
  clients: PlatformClients;
  config: SyncPolicyConfig;
  tickMs: number;
  /** How long a claimed job stays ours if this process dies mid-run. */
  leaseMs?: number;
  /** Called after each successful account sync (see RunDeps). */
  afterSync?: RunDeps["afterSync"];
};

export type TickReport = { planned: number; claimed: number; synced: number; failed: number };

/** Jobs claimed per tick: few, so work someone is waiting for never queues behind a long batch. */
const CLAIM_PER_TICK = 6;

/** Accounts someone cares about: a user's own handle or a followed one. */
async function watchedAccounts(db: Db): Promise<AccountRow[]> {
  return db
    .select()
    .from(platformAccounts)
    .where(
      sql`${platformAccounts.status} <> 'not_found'
        and (exists (select 1 from user_handles h where h.account_id = ${platformAccounts.id})
          or exists (select 1 from follows f where f.account_id = ${platformAccounts.id}))`,
    );
}

/** Runs claimed jobs: platforms side by side, each platform's jobs one after another (its rate gate queues them anyway). */
async function runJobs(deps: RunDeps, owner: string, jobs: ClaimedJob[], accounts: AccountRow[], report: TickReport): Promise<void> {
  const byPlatform = new Map<string, ClaimedJob[]>();
  for (const job of jobs) {
    const platform = job.account_id ? (accounts.find((a) => a.id === job.account_id)?.platform ?? "pending") : "codeforces";
    byPlatform.set(platform, [...(byPlatform.get(platform) ?? []), job]);
  }
  await Promise.all(
    [...byPlatform.values()].map(async (queue) => {
      for (const job of queue) {
        if (job.account_id) {
          if (await syncAccount(deps, job.account_id)) report.synced += 1;
          else report.failed += 1;
        } else if (job.payload.handles) {
          try {
            await activityCheck(deps, job.payload.handles);
          } catch (error) {
            deps.logger.warn({ error: errorLogFields(error) }, "activity check failed");
          }
        }
        await finishJob(deps.db, owner, job.key, new Date(job.due_at));
      }
    }),
  );
}

/**
 * The sync scheduler: each tick it plans (jobs.ts asks the pure policy what is most worth doing
 * and writes it as jobs), claims due jobs with FOR UPDATE SKIP LOCKED, and runs them
 * (run-account.ts), so any number of API or worker processes share the work without running one
 * job twice. This closure only owns the timer.
 */
export function createScheduler(options: SchedulerOptions) {
  const { db, logger, now, clients, config, tickMs, leaseMs = 5 * 60_000, afterSync } = options;
  const deps: RunDeps = { db, logger, now, clients, config, afterSync };
  const owner = randomUUID();
  const budget = tickBudget(clients.spacingMs, tickMs);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<TickReport> | undefined;
  let stopped = true;

  async function tick(): Promise<TickReport> {
    const at = now();
    const accounts = await watchedAccounts(db);
    const rows = planJobs(accounts, at, config, budget);
    await insertJobs(db, rows);
    const jobs = await claimJobs(db, owner, at, CLAIM_PER_TICK, leaseMs);
    const report: TickReport = { planned: rows.length, claimed: jobs.length, synced: 0, failed: 0 };
    await runJobs(deps, owner, jobs, accounts, report);
    return report;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => {
          logger.error({ error: errorLogFields(error) }, "sync tick failed");
          return { planned: 0, claimed: 0, synced: 0, failed: 0 };
        })
        .finally(() => {
          running = undefined;
          schedule(tickMs);
        });
    }, delay);
  }

  return {
    tick,
    syncAccount: (accountId: string) => syncAccount(deps, accountId),
    start() {
      stopped = false;
      schedule(0);
    },
    /** Runs a tick soon (a handle was just added, or someone pressed Sync now). */
    wake() {
      if (!stopped && !running) schedule(50);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;

import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AccountRow } from "../accounts/account";
import type { Db } from "../db/client";
import type { StatisticsKeeper } from "../db/statistics";
import { platformAccounts } from "../db/schema";
import type { Logger } from "../core/logger";
import type { PlatformClients } from "../platforms/clients";
import { claimJobs, finishJob, insertJobs, planJobs, releaseJobs, renewLeases, tickBudget, type ClaimedJob } from "./jobs";
import type { SyncPolicyConfig } from "./policy";
import { activityCheck, syncAccount, type RunDeps } from "./run-account";
import { errorLogFields } from "../http/error-log";

export { requestSync } from "./jobs";

export type SchedulerOptions = {
  db: Db;
  logger: Logger;
  now: () => Date;
  /** Their spacing sets how many calls a tick plans. */
  clients: PlatformClients;
  config: SyncPolicyConfig;
  tickMs: number;
  leaseMs?: number;
  afterSync?: RunDeps["afterSync"];
  statistics?: StatisticsKeeper;
};

export type TickReport = { planned: number; claimed: number; synced: number; failed: number };

/** Short, so a dead process's jobs are claimed again within it; a running job renews it every third. */
export const SYNC_LEASE_MS = 30_000;

/** Jobs claimed per tick: few, so work someone is waiting for never queues behind a long batch. */
const CLAIM_PER_TICK = 6;
const WAKE_DELAY_MS = 50;

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

export const STOP_GRACE_MS = 10_000;

/** Each platform's jobs run one after another, as its rate gate queues them anyway. */
async function runJobs(
  deps: RunDeps,
  owner: string,
  jobs: ClaimedJob[],
  accounts: AccountRow[],
  report: TickReport,
  stopping: () => boolean,
): Promise<void> {
  const byPlatform = new Map<string, ClaimedJob[]>();
  for (const job of jobs) {
    const platform = job.account_id ? (accounts.find((a) => a.id === job.account_id)?.platform ?? "pending") : "codeforces";
    byPlatform.set(platform, [...(byPlatform.get(platform) ?? []), job]);
  }
  await Promise.all(
    [...byPlatform.values()].map(async (queue) => {
      for (const [index, job] of queue.entries()) {
        if (stopping()) {
          await releaseJobs(
            deps.db,
            owner,
            queue.slice(index).map((j) => j.key),
          );
          return;
        }
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

/** "waited" claims only jobs someone watches a screen for, so they never queue behind a slow batch (docs/architecture.md §5). */
export type Lane = "all" | "waited";

/** Claims with FOR UPDATE SKIP LOCKED let any number of processes and lanes share the work. */
export function createScheduler(options: SchedulerOptions) {
  const { db, logger, now, clients, config, tickMs, leaseMs = SYNC_LEASE_MS, afterSync, statistics } = options;
  const deps: RunDeps = { db, logger, now, clients, config, afterSync, statistics };
  const owner = randomUUID();
  const budget = tickBudget(clients.spacingMs, tickMs);
  const lanes: Record<Lane, { timer?: ReturnType<typeof setTimeout>; running?: Promise<TickReport>; wanted: boolean }> = {
    all: { wanted: false },
    waited: { wanted: false },
  };
  let stopped = true;
  /** A tick called directly (tests, a one-off) runs while `stopped` is still true. */
  let draining = false;

  async function tick(lane: Lane = "all"): Promise<TickReport> {
    const at = now();
    // The waited-for lane plans nothing, so it reads the accounts only when it claimed a job.
    const planned = lane === "all" ? await watchedAccounts(db) : undefined;
    const rows = planned ? planJobs(planned, at, config, budget) : [];
    await insertJobs(db, rows);
    const jobs = await claimJobs(db, owner, at, CLAIM_PER_TICK, leaseMs, { waitedForOnly: lane === "waited" });
    const report: TickReport = { planned: rows.length, claimed: jobs.length, synced: 0, failed: 0 };
    if (!jobs.length) return report;
    const accounts = planned ?? (await watchedAccounts(db));
    const keys = jobs.map((job) => job.key);
    const heartbeat = setInterval(() => {
      renewLeases(db, owner, keys, new Date(now().getTime() + leaseMs)).catch((error: unknown) =>
        logger.warn({ error: errorLogFields(error) }, "sync lease renewal failed"),
      );
    }, leaseMs / 3);
    try {
      await runJobs(deps, owner, jobs, accounts, report, () => draining);
    } finally {
      clearInterval(heartbeat);
    }
    await statistics
      ?.refreshIfStale()
      .catch((error: unknown) => logger.warn({ error: errorLogFields(error) }, "planner statistics not taken"));
    return report;
  }

  function schedule(lane: Lane, delay: number) {
    const state = lanes[lane];
    if (stopped) return;
    clearTimeout(state.timer);
    state.timer = setTimeout(() => {
      state.wanted = false;
      state.running = tick(lane)
        .catch((error: unknown) => {
          logger.error({ error: errorLogFields(error), lane }, "sync tick failed");
          return { planned: 0, claimed: 0, synced: 0, failed: 0 };
        })
        .finally(() => {
          state.running = undefined;
          // Asked for while it ran (a job re-requested mid-sync waits for no full tick).
          schedule(lane, state.wanted ? WAKE_DELAY_MS : tickMs);
        });
    }, delay);
  }

  return {
    tick,
    syncAccount: (accountId: string) => syncAccount(deps, accountId),
    start() {
      stopped = false;
      draining = false;
      schedule("all", 0);
      schedule("waited", tickMs);
    },
    /** A lane still running goes again when it ends. */
    wake() {
      for (const lane of Object.keys(lanes) as Lane[]) {
        if (lanes[lane].running) lanes[lane].wanted = true;
        else schedule(lane, WAKE_DELAY_MS);
      }
    },
    /** Past the grace, whatever is still held is released so another process takes it at once. */
    async stop(graceMs = STOP_GRACE_MS) {
      stopped = true;
      draining = true;
      for (const state of Object.values(lanes)) clearTimeout(state.timer);
      const running = Promise.all(Object.values(lanes).flatMap((state) => (state.running ? [state.running] : [])));
      let grace: ReturnType<typeof setTimeout> | undefined;
      const finished = await Promise.race([
        running.then(() => true),
        new Promise<false>((resolve) => (grace = setTimeout(() => resolve(false), graceMs))),
      ]);
      clearTimeout(grace);
      if (!finished) {
        await releaseJobs(db, owner).catch((error: unknown) => logger.warn({ error: errorLogFields(error) }, "sync jobs not handed back"));
        logger.warn({ graceMs }, "sync jobs still running at stop were handed back");
      }
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;

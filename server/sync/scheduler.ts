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
  /** The platforms' clients; their spacing sets how many calls a tick plans. */
  clients: PlatformClients;
  config: SyncPolicyConfig;
  tickMs: number;
  /** How long a claimed job stays ours without a heartbeat (SYNC_LEASE_MS unless a test says otherwise). */
  leaseMs?: number;
  /** Called after each successful account sync (see RunDeps). */
  afterSync?: RunDeps["afterSync"];
  /** Told what each sync wrote, and asked after each round whether the planner's statistics need taking again. */
  statistics?: StatisticsKeeper;
};

export type TickReport = { planned: number; claimed: number; synced: number; failed: number };

/**
 * How long a claim holds without renewal. Short, so the jobs of a process that dies mid-run (a
 * crash, a kill) are claimed by another process, or by its own restart, within this time rather
 * than staying "pending" for minutes; a process still running a job renews the lease every third
 * of it, so a long sync is never taken from under it.
 */
export const SYNC_LEASE_MS = 30_000;

/** Jobs claimed per tick: few, so work someone is waiting for never queues behind a long batch. */
const CLAIM_PER_TICK = 6;
/** How soon a woken lane ticks. */
const WAKE_DELAY_MS = 50;

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

/** How long a stopping scheduler lets the jobs it is running finish before it hands them back. */
export const STOP_GRACE_MS = 10_000;

/**
 * Runs claimed jobs: platforms side by side, each platform's jobs one after another (its rate gate
 * queues them anyway). Once `stopping()`, a job not yet started is handed back instead.
 */
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

/**
 * The two lanes a scheduler runs side by side. "all" plans (jobs.ts asks the pure policy what is
 * most worth doing and writes it as jobs) and claims any due job, waited-for ones first; "waited"
 * claims only jobs someone is watching a screen for (a new handle, Sync now, a verification
 * check), so they never queue behind a routine batch that is slow today (a platform answering
 * slowly, a long back-off). Both go through the same per-platform rate gates, so the second lane
 * adds no calls, only orders them better.
 */
export type Lane = "all" | "waited";

/**
 * The sync scheduler: each tick of a lane claims due jobs with FOR UPDATE SKIP LOCKED and runs
 * them (run-account.ts), so any number of API or worker processes, and the two lanes of one, share
 * the work without running one job twice. This closure only owns the timers.
 */
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
  /** Set by stop(): a tick called directly (tests, a one-off) runs while `stopped` is still true. */
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
    // The heartbeat: while this tick's jobs run, their leases are renewed every third of a lease.
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
    /** Runs both lanes soon (a handle was just added, or someone pressed Sync now); a lane still running goes again when it ends. */
    wake() {
      for (const lane of Object.keys(lanes) as Lane[]) {
        if (lanes[lane].running) lanes[lane].wanted = true;
        else schedule(lane, WAKE_DELAY_MS);
      }
    },
    /**
     * Claims nothing more, lets the jobs already running finish for up to `graceMs`, hands back
     * the claimed ones not started, and past the grace releases whatever is still held, so another
     * process takes them at once rather than after a lease.
     */
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

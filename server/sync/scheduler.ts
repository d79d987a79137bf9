import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { PLATFORMS, type PlatformId } from "@/lib/contract/platforms";
import type { Db } from "../db/client";
import { platformAccounts, syncJobs } from "../db/schema";
import type { Logger } from "../core/logger";
import { PlatformError } from "../platforms/types";
import type { PlatformClients } from "./clients";
import { FETCHERS } from "./fetch-account";
import { nextSyncAt, planTick, recordActivityCheck, recordSubmissionFetch, type PlannedCall, type SyncPolicyConfig } from "./policy";
import type { AccountRow } from "../accounts/account";
import { accountState, saveFailure, saveSync } from "./store";

export type SchedulerOptions = {
  db: Db;
  logger: Logger;
  now: () => Date;
  clients: PlatformClients;
  config: SyncPolicyConfig;
  tickMs: number;
  /** Calls each platform allows per tick; from the platforms' spacing. */
  spacingMs: Record<PlatformId, number>;
  /** How long a claimed job stays ours if this process dies mid-run. */
  leaseMs?: number;
};

export type TickReport = { planned: number; claimed: number; synced: number; failed: number };

const accountKey = (id: string) => `account:${id}`;

/**
 * The sync scheduler: each tick it asks the policy (a pure function of the accounts' state and
 * the clock) what is most worth doing, writes that as jobs, and claims due jobs with
 * FOR UPDATE SKIP LOCKED, so any number of API or worker processes share the work without
 * running one job twice.
 */
export function createScheduler(options: SchedulerOptions) {
  const { db, logger, now, clients, config, tickMs, spacingMs, leaseMs = 5 * 60_000 } = options;
  const owner = randomUUID();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<TickReport> | undefined;
  let stopped = true;

  /** Accounts someone cares about: a user's own handle or a followed one. */
  async function watchedAccounts(): Promise<AccountRow[]> {
    return db
      .select()
      .from(platformAccounts)
      .where(
        and(
          sql`${platformAccounts.status} <> 'not_found'`,
          sql`(exists (select 1 from user_handles h where h.account_id = ${platformAccounts.id})
             or exists (select 1 from follows f where f.account_id = ${platformAccounts.id}))`,
        ),
      );
  }

  async function plan(accounts: AccountRow[], at: Date): Promise<number> {
    const byHandle = new Map(accounts.map((a) => [`${a.platform}:${a.handleKey}`, a]));
    const budget = Object.fromEntries(Object.entries(spacingMs).map(([p, s]) => [p, Math.max(1, Math.floor(tickMs / s))]));
    const calls = planTick(accounts.map(accountState), at, config, budget);
    type JobRow = typeof syncJobs.$inferInsert;
    const rows = calls.flatMap((call: PlannedCall): JobRow[] => {
      if (call.kind === "activity-check") {
        return [
          {
            key: `check:codeforces:${call.handles[0]!.toLowerCase()}`,
            accountId: null,
            dueAt: at,
            reason: "activity-check",
            payload: { handles: call.handles },
          },
        ];
      }
      const account = byHandle.get(`${call.platform}:${call.handle.toLowerCase()}`);
      return account ? [{ key: accountKey(account.id), accountId: account.id, dueAt: at, reason: call.reason, payload: {} }] : [];
    });
    if (rows.length) await db.insert(syncJobs).values(rows).onConflictDoNothing();
    return rows.length;
  }

  async function claim(at: Date, limit: number) {
    const until = new Date(at.getTime() + leaseMs);
    const result = await db.execute(sql`
      update sync_jobs set lease_owner = ${owner}, lease_until = ${until}
      where key in (
        select key from sync_jobs
        where due_at <= ${at} and (lease_until is null or lease_until < ${at})
        -- Someone waiting on a screen (a new handle, Sync now) goes before demo seeding and routine work.
        order by (reason in ('first', 'manual')) desc, due_at
        limit ${limit}
        for update skip locked)
      returning key, account_id, reason, payload, due_at`);
    type Claimed = { key: string; account_id: string | null; reason: string; payload: { handles?: string[] }; due_at: string | Date };
    return (result as { rows: Claimed[] }).rows;
  }

  /**
   * Done with a job: removed unless someone asked for it again while it ran (Sync now pressed
   * mid-sync moves its due time), in which case it is released to run once more.
   */
  async function finish(key: string, claimedDueAt: Date) {
    const removed = await db
      .delete(syncJobs)
      .where(and(eq(syncJobs.key, key), eq(syncJobs.leaseOwner, owner), sql`${syncJobs.dueAt} <= ${claimedDueAt}`))
      .returning({ key: syncJobs.key });
    if (!removed.length) {
      await db
        .update(syncJobs)
        .set({ leaseOwner: null, leaseUntil: null })
        .where(and(eq(syncJobs.key, key), eq(syncJobs.leaseOwner, owner)));
    }
  }

  /** One Codeforces `user.info` batch: who moved, and the ratings they have now. */
  async function activityCheck(handles: string[]): Promise<void> {
    const at = now();
    const { profiles, missing } = await clients.call("codeforces", () => clients.codeforces.userInfo(handles));
    for (const p of profiles) {
      const [row] = await db
        .select()
        .from(platformAccounts)
        .where(and(eq(platformAccounts.platform, "codeforces"), eq(platformAccounts.handleKey, p.handle.toLowerCase())));
      if (!row) continue;
      const state = recordActivityCheck(accountState(row), p.lastOnlineAt, at);
      await db
        .update(platformAccounts)
        .set({
          lastSeenOnlineAt: state.lastSeenOnlineAt,
          lastCheckedAt: state.lastCheckedAt,
          rating: p.rating,
          maxRating: p.maxRating,
          rank: p.rank,
          displayName: p.displayName ?? row.displayName,
        })
        .where(eq(platformAccounts.id, row.id));
    }
    if (missing.length) {
      await db
        .update(platformAccounts)
        .set({ status: "not_found", lastError: "Codeforces handle not found (renamed or deleted?)", lastErrorAt: at })
        .where(
          and(
            eq(platformAccounts.platform, "codeforces"),
            inArray(
              platformAccounts.handleKey,
              missing.map((h) => h.toLowerCase()),
            ),
          ),
        );
    }
  }

  /** Syncs one account and records the outcome; never throws. */
  async function syncAccount(accountId: string): Promise<boolean> {
    const [account] = await db.select().from(platformAccounts).where(eq(platformAccounts.id, accountId));
    if (!account) return true;
    const platform = account.platform as PlatformId;
    const started = now();
    try {
      const result = await FETCHERS[platform](db, clients, account);
      const at = now();
      const state = recordSubmissionFetch(
        accountState(account),
        { ok: true, newSubmissionTimes: result.submissions.map((s) => s.submittedAt) },
        at,
        config,
      );
      await saveSync(
        db,
        account,
        result,
        {
          onlineAtLastSync: state.onlineAtLastSync,
          // A fading rate gets vanishingly small; real columns underflow below 1e-38.
          submissionsPerHour: Math.round(state.submissionsPerHour * 1000) / 1000,
          nextSyncAt: nextSyncAt(state, at, config),
        },
        at,
      );
      logger.info(
        { platform, handle: account.handle, added: result.submissions.length, ms: at.getTime() - started.getTime() },
        "account synced",
      );
      return true;
    } catch (error) {
      const at = now();
      const known = error instanceof PlatformError;
      const message = known ? error.message : `${PLATFORMS[platform].label} sync failed unexpectedly`;
      const state = recordSubmissionFetch(accountState(account), { ok: false }, at, config);
      await saveFailure(db, account.id, message, known && error.kind === "not_found", { nextSyncAt: nextSyncAt(state, at, config) }, at);
      logger.warn(
        { platform, handle: account.handle, error: error instanceof Error ? error.message : String(error) },
        "account sync failed",
      );
      return false;
    }
  }

  async function tick(): Promise<TickReport> {
    const at = now();
    const accounts = await watchedAccounts();
    const planned = await plan(accounts, at);
    // Few jobs per tick, so work someone is waiting for never queues behind a long batch.
    const jobs = await claim(at, 6);
    const report: TickReport = { planned, claimed: jobs.length, synced: 0, failed: 0 };
    // Platforms run side by side; within one, calls queue behind its rate gate anyway.
    const byPlatform = new Map<string, typeof jobs>();
    for (const job of jobs) {
      const platform = job.account_id ? (accounts.find((a) => a.id === job.account_id)?.platform ?? "pending") : "codeforces";
      byPlatform.set(platform, [...(byPlatform.get(platform) ?? []), job]);
    }
    await Promise.all(
      [...byPlatform.values()].map(async (queue) => {
        for (const job of queue) {
          if (job.account_id) {
            if (await syncAccount(job.account_id)) report.synced += 1;
            else report.failed += 1;
          } else if (job.payload.handles) {
            try {
              await activityCheck(job.payload.handles);
            } catch (error) {
              logger.warn({ error: error instanceof Error ? error.message : String(error) }, "activity check failed");
            }
          }
          await finish(job.key, new Date(job.due_at));
        }
      }),
    );
    return report;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => {
          logger.error({ error: error instanceof Error ? error.message : String(error) }, "sync tick failed");
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
    syncAccount,
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

/** Queues an account for a sync now (a new handle, or Sync now), whatever the policy planned. */
export async function requestSync(db: Db, accountIds: string[], reason: string, at: Date): Promise<void> {
  if (!accountIds.length) return;
  await db
    .insert(syncJobs)
    .values(accountIds.map((id) => ({ key: accountKey(id), accountId: id, dueAt: at, reason, payload: {} })))
    // A job already running is asked for again by moving its due time past its claim (see finish).
    .onConflictDoUpdate({
      target: syncJobs.key,
      set: {
        dueAt: sql`case when ${syncJobs.leaseUntil} > ${at} then excluded.due_at else least(${syncJobs.dueAt}, excluded.due_at) end`,
        reason: sql`excluded.reason`,
      },
    });
}

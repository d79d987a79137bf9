import { and, eq, inArray, sql } from "drizzle-orm";
import type { PlatformId } from "@/lib/contract/platforms";
import type { AccountRow } from "../accounts/account";
import type { Db } from "../db/client";
import { queryRows } from "../db/raw";
import { syncJobs, type SyncJobReason } from "../db/schema";
import { planTick, type CallBudget, type PlannedCall, type SyncPolicyConfig } from "./policy";
import { accountState } from "./store";

/**
 * The shared queue of sync work (`sync_jobs`): what the policy planned, written as jobs any
 * process may claim. Planning here is pure (accounts and the clock in, rows out); claiming and
 * finishing use the database's row locks so no job runs twice at once.
 */

export type JobRow = typeof syncJobs.$inferInsert;
export type ClaimedJob = {
  key: string;
  account_id: string | null;
  reason: SyncJobReason;
  payload: { handles?: string[] };
  due_at: string | Date;
};

const accountKey = (id: string) => `account:${id}`;

/** Someone is waiting on a screen for these (a new handle, Sync now): they go before demo seeding and routine work. */
const WAITED_FOR: readonly SyncJobReason[] = ["first", "manual"];
const checkKey = (handles: string[]) => `check:codeforces:${handles[0]!.toLowerCase()}`;

/** Calls each platform can take in one tick, from its spacing (never less than one). */
export const tickBudget = (spacingMs: Record<PlatformId, number>, tickMs: number): CallBudget =>
  Object.fromEntries(Object.entries(spacingMs).map(([p, s]) => [p, Math.max(1, Math.floor(tickMs / s))]));

/** The jobs the policy wants for these accounts now: activity checks by handle batch, fetches by account. */
export function planJobs(accounts: readonly AccountRow[], at: Date, config: SyncPolicyConfig, budget: CallBudget): JobRow[] {
  const byHandle = new Map(accounts.map((a) => [`${a.platform}:${a.handleKey}`, a]));
  return planTick(accounts.map(accountState), at, config, budget).flatMap((call: PlannedCall): JobRow[] => {
    if (call.kind === "activity-check") {
      return [{ key: checkKey(call.handles), accountId: null, dueAt: at, reason: "activity-check", payload: { handles: call.handles } }];
    }
    const account = byHandle.get(`${call.platform}:${call.handle.toLowerCase()}`);
    return account ? [{ key: accountKey(account.id), accountId: account.id, dueAt: at, reason: call.reason, payload: {} }] : [];
  });
}

export async function insertJobs(db: Db, rows: JobRow[]): Promise<void> {
  if (rows.length) await db.insert(syncJobs).values(rows).onConflictDoNothing();
}

/**
 * Claims up to `limit` due jobs that nobody holds, waited-for ones first; `waitedForOnly` claims
 * nothing else (the scheduler's lane for work someone is watching a screen for).
 */
export async function claimJobs(
  db: Db,
  owner: string,
  at: Date,
  limit: number,
  leaseMs: number,
  { waitedForOnly = false }: { waitedForOnly?: boolean } = {},
): Promise<ClaimedJob[]> {
  const until = new Date(at.getTime() + leaseMs);
  return queryRows<ClaimedJob>(
    db,
    sql`
    update sync_jobs set lease_owner = ${owner}, lease_until = ${until}
    where key in (
      select key from sync_jobs
      where due_at <= ${at} and (lease_until is null or lease_until < ${at})
        ${waitedForOnly ? sql`and reason in ${WAITED_FOR}` : sql``}
      order by (reason in ${WAITED_FOR}) desc, due_at
      limit ${limit}
      for update skip locked)
    returning key, account_id, reason, payload, due_at`,
  );
}

/**
 * Keeps this process's claims alive while it runs them: the jobs among `keys` it still holds get
 * a lease until `until`. A process that dies stops renewing, so its jobs are free again once the
 * short lease runs out (docs/architecture.md, Scheduling).
 */
export async function renewLeases(db: Db, owner: string, keys: string[], until: Date): Promise<void> {
  if (!keys.length) return;
  await db
    .update(syncJobs)
    .set({ leaseUntil: until })
    .where(and(eq(syncJobs.leaseOwner, owner), inArray(syncJobs.key, keys)));
}

/**
 * Hands jobs back (a process stopping): the given ones of this owner's, or all of them, are free
 * to claim at once instead of when their lease runs out.
 */
export async function releaseJobs(db: Db, owner: string, keys?: string[]): Promise<void> {
  if (keys && !keys.length) return;
  await db
    .update(syncJobs)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(keys ? and(eq(syncJobs.leaseOwner, owner), inArray(syncJobs.key, keys)) : eq(syncJobs.leaseOwner, owner));
}

/**
 * Done with a job: removed unless someone asked for it again while it ran (Sync now pressed
 * mid-sync moves its due time), in which case it is released to run once more.
 */
export async function finishJob(db: Db, owner: string, key: string, claimedDueAt: Date): Promise<void> {
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

/** Queues an account for a sync now (a new handle, or Sync now), whatever the policy planned. */
export async function requestSync(db: Db, accountIds: string[], reason: SyncJobReason, at: Date): Promise<void> {
  if (!accountIds.length) return;
  await db
    .insert(syncJobs)
    .values(accountIds.map((id) => ({ key: accountKey(id), accountId: id, dueAt: at, reason, payload: {} })))
    // A job already running is asked for again by moving its due time past its claim (see finishJob).
    .onConflictDoUpdate({
      target: syncJobs.key,
      set: {
        dueAt: sql`case when ${syncJobs.leaseUntil} > ${at} then excluded.due_at else least(${syncJobs.dueAt}, excluded.due_at) end`,
        reason: sql`excluded.reason`,
      },
    });
}

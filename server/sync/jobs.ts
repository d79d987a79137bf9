import { and, eq, inArray, sql } from "drizzle-orm";
import type { PlatformId } from "@/lib/contract/platforms";
import type { AccountRow } from "../accounts/account";
import type { Db } from "../db/client";
import { queryRows } from "../db/raw";
import { syncJobs, type SyncJobReason } from "../db/schema";
import { planTick, type CallBudget, type PlannedCall, type SyncPolicyConfig } from "./policy";
import { accountState } from "./store";

// Claiming and finishing use row locks so no job runs twice at once.

export type JobRow = typeof syncJobs.$inferInsert;
export type ClaimedJob = {
  key: string;
  account_id: string | null;
  reason: SyncJobReason;
  payload: { handles?: string[] };
  due_at: string | Date;
};

const accountKey = (id: string) => `account:${id}`;

/** Someone is waiting on a screen for these. */
const WAITED_FOR: readonly SyncJobReason[] = ["first", "manual"];
const checkKey = (handles: string[]) => `check:codeforces:${handles[0]!.toLowerCase()}`;

export const tickBudget = (spacingMs: Record<PlatformId, number>, tickMs: number): CallBudget =>
  Object.fromEntries(Object.entries(spacingMs).map(([p, s]) => [p, Math.max(1, Math.floor(tickMs / s))]));

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

/** Waited-for jobs first; `waitedForOnly` is the scheduler's second lane. */
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

/** A process that dies stops renewing, so its jobs are free once the short lease runs out (docs/architecture.md §5). */
export async function renewLeases(db: Db, owner: string, keys: string[], until: Date): Promise<void> {
  if (!keys.length) return;
  await db
    .update(syncJobs)
    .set({ leaseUntil: until })
    .where(and(eq(syncJobs.leaseOwner, owner), inArray(syncJobs.key, keys)));
}

/** Free to claim at once instead of when the lease runs out. */
export async function releaseJobs(db: Db, owner: string, keys?: string[]): Promise<void> {
  if (keys && !keys.length) return;
  await db
    .update(syncJobs)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(keys ? and(eq(syncJobs.leaseOwner, owner), inArray(syncJobs.key, keys)) : eq(syncJobs.leaseOwner, owner));
}

/** Kept to run once more if it was asked for again while it ran. */
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

export async function requestSync(db: Db, accountIds: string[], reason: SyncJobReason, at: Date): Promise<void> {
  if (!accountIds.length) return;
  await db
    .insert(syncJobs)
    .values(accountIds.map((id) => ({ key: accountKey(id), accountId: id, dueAt: at, reason, payload: {} })))
    // A running job is asked for again by moving its due time past its claim.
    .onConflictDoUpdate({
      target: syncJobs.key,
      set: {
        dueAt: sql`case when ${syncJobs.leaseUntil} > ${at} then excluded.due_at else least(${syncJobs.dueAt}, excluded.due_at) end`,
        reason: sql`excluded.reason`,
      },
    });
}

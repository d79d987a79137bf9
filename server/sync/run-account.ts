import { and, eq, inArray } from "drizzle-orm";
import { PLATFORMS } from "@/lib/contract/platforms";
import { handleKeyOf } from "../accounts/account";
import type { Db } from "../db/client";
import type { StatisticsKeeper } from "../db/statistics";
import { platformAccounts } from "../db/schema";
import type { Logger } from "../core/logger";
import { PlatformError } from "../platforms/types";
import type { PlatformClients } from "../platforms/clients";
import { FETCHERS } from "./fetch-account";
import { noteMissingItems } from "./partial";
import { nextSyncAt, recordActivityCheck, recordSubmissionFetch, type SyncPolicyConfig } from "./policy";
import { accountState, handleChange, saveFailure, saveSync, stateAfter } from "./store";
import { errorLogFields } from "../http/error-log";

export type RunDeps = {
  db: Db;
  logger: Logger;
  now: () => Date;
  clients: PlatformClients;
  config: SyncPolicyConfig;
  /** Wired by the composition root, so the engine never imports a feature. */
  afterSync?: (accountId: string, at: Date) => Promise<void>;
  statistics?: Pick<StatisticsKeeper, "noteWritten">;
};

/** Never throws. */
export async function syncAccount(
  { db, logger, now, clients, config, afterSync, statistics }: RunDeps,
  accountId: string,
): Promise<boolean> {
  const [account] = await db.select().from(platformAccounts).where(eq(platformAccounts.id, accountId));
  if (!account) return true;
  const platform = account.platform;
  const started = now();
  try {
    const noting = noteMissingItems(clients, started);
    const result = await FETCHERS[platform](db, noting.clients, account, started);
    if (result.waitingUntil) {
      // The platform was not asked, so only the next sync time moves.
      await db
        .update(platformAccounts)
        .set({ nextSyncAt: nextSyncAt(accountState(account), started, config) })
        .where(eq(platformAccounts.id, account.id));
      logger.info({ platform, handle: account.handle, until: result.waitingUntil.toISOString() }, "account sync waits for the platform");
      return true;
    }
    result.missing = noting.missing();
    const at = now();
    const state = recordSubmissionFetch(
      stateAfter(account, result),
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
    statistics?.noteWritten(result.submissions.length);
    // A verification challenge's failure is not the sync's.
    await afterSync?.(account.id, at).catch((error: unknown) =>
      logger.warn({ error: errorLogFields(error) }, "verification challenges not settled"),
    );
    logger.info(
      {
        platform,
        handle: account.handle,
        ...(result.rename ? { renamedTo: result.rename.to } : {}),
        written: result.submissions.length,
        missing: result.missing.length,
        ms: at.getTime() - started.getTime(),
      },
      "account synced",
    );
    return true;
  } catch (error) {
    const at = now();
    const known = error instanceof PlatformError;
    const message = known ? error.message : `${PLATFORMS[platform].label} sync failed unexpectedly`;
    const state = recordSubmissionFetch(accountState(account), { ok: false }, at, config);
    await saveFailure(db, account.id, message, known && error.kind === "not_found", { nextSyncAt: nextSyncAt(state, at, config) }, at);
    logger.warn({ platform, handle: account.handle, error: errorLogFields(error) }, "account sync failed");
    return false;
  }
}

/** A rename moves the handle and lookup key together so the next plan still finds the account. */
export async function activityCheck({ db, now, clients }: RunDeps, handles: string[]): Promise<void> {
  const at = now();
  const { profiles, missing, renamed } = await clients.codeforces.userInfo(handles);
  const askedAs = new Map(renamed.map((r) => [handleKeyOf(r.to), r.from]));
  for (const p of profiles) {
    const asked = askedAs.get(handleKeyOf(p.handle)) ?? p.handle;
    const [row] = await db
      .select()
      .from(platformAccounts)
      .where(and(eq(platformAccounts.platform, "codeforces"), eq(platformAccounts.handleKey, handleKeyOf(asked))));
    if (!row) continue;
    const state = recordActivityCheck(accountState(row), p.lastOnlineAt, at);
    const ratingMoved = row.lastSyncedAt !== null && p.rating !== row.rating;
    await db
      .update(platformAccounts)
      .set({
        ...(await handleChange(db, row, p.handle, at)),
        lastSeenOnlineAt: state.lastSeenOnlineAt,
        lastCheckedAt: state.lastCheckedAt,
        rating: p.rating,
        maxRating: p.maxRating,
        rank: p.rank,
        displayName: p.displayName ?? row.displayName,
        ratingStale: row.ratingStale || ratingMoved,
      })
      .where(eq(platformAccounts.id, row.id));
  }
  if (missing.length) {
    await db
      .update(platformAccounts)
      .set({ status: "not_found", lastError: "Codeforces handle not found (renamed or deleted?)", lastErrorAt: at })
      .where(and(eq(platformAccounts.platform, "codeforces"), inArray(platformAccounts.handleKey, missing.map(handleKeyOf))));
  }
}

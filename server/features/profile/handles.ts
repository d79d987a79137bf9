import { and, eq, sql } from "drizzle-orm";
import { PLATFORM_IDS, PLATFORMS, type PlatformId } from "@/lib/contract/platforms";
import type { AccountSync, Handles } from "@/lib/contract/profile";
import type { Db } from "../../db/client";
import { platformAccounts, userHandles } from "../../db/schema";
import { AppError } from "../../http/errors";
import { PlatformError, type AccountProfile } from "../../platforms/types";
import type { PlatformClients } from "../../sync/clients";
import type { AccountRow } from "../../sync/store";

/** Asks the platform whether the handle exists; its canonical spelling and numbers come back. */
export async function verifyHandle(clients: PlatformClients, platform: PlatformId, handle: string): Promise<AccountProfile> {
  const label = PLATFORMS[platform].label;
  try {
    if (platform === "codeforces") {
      const { profiles } = await clients.call(platform, () => clients.codeforces.userInfo([handle]));
      const found = profiles[0];
      if (!found) throw new PlatformError(platform, "not_found", `${label} handle not found`);
      return found;
    }
    if (platform === "leetcode") return await clients.call(platform, () => clients.leetcode.profile(handle));
    return (await clients.call(platform, () => clients.codechef.profile(handle))).profile;
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.kind === "not_found") {
      throw new AppError("invalid", `${label} handle not found`, { issues: { [platform]: [`${label} handle not found`] } });
    }
    // Never saved unverified: the user tries again when the platform answers.
    throw new AppError("unavailable", `${label} could not check the handle right now (${error.message}). Try again in a minute.`);
  }
}

/** The account for a verified profile, created when new; shared by everyone naming that handle. */
export async function upsertAccount(db: Db, profile: AccountProfile): Promise<AccountRow> {
  const [row] = await db
    .insert(platformAccounts)
    .values({
      platform: profile.platform,
      handle: profile.handle,
      handleKey: profile.handle.toLowerCase(),
      displayName: profile.displayName,
      rating: profile.rating,
      maxRating: profile.maxRating,
      rank: profile.rank,
      avatarUrl: profile.avatarUrl,
      lastSeenOnlineAt: profile.lastOnlineAt,
    })
    .onConflictDoUpdate({
      target: [platformAccounts.platform, platformAccounts.handleKey],
      // A handle that was reported missing and now verifies again comes back to life.
      set: {
        handle: profile.handle,
        status: sql`case when ${platformAccounts.status} = 'not_found' then 'pending' else ${platformAccounts.status} end`,
      },
    })
    .returning();
  return row!;
}

export async function userAccounts(db: Db, userId: string): Promise<AccountRow[]> {
  const rows = await db
    .select({ account: platformAccounts })
    .from(userHandles)
    .innerJoin(platformAccounts, eq(platformAccounts.id, userHandles.accountId))
    .where(eq(userHandles.userId, userId));
  return rows
    .map((r) => r.account)
    .sort((a, b) => PLATFORM_IDS.indexOf(a.platform as PlatformId) - PLATFORM_IDS.indexOf(b.platform as PlatformId));
}

export function handlesOf(accounts: AccountRow[]): Handles {
  const handles: Handles = { leetcode: "", codeforces: "", codechef: "" };
  for (const a of accounts) handles[a.platform as PlatformId] = a.handle;
  return handles;
}

export const toAccountSync = (a: AccountRow): AccountSync => ({
  platform: a.platform as PlatformId,
  handle: a.handle,
  profileUrl: PLATFORMS[a.platform as PlatformId].profileUrl(a.handle),
  displayName: a.displayName,
  rating: a.rating,
  maxRating: a.maxRating,
  rank: a.rank,
  status: a.status as AccountSync["status"],
  lastSyncedAt: a.lastSyncedAt?.toISOString() ?? null,
  nextSyncAt: a.nextSyncAt?.toISOString() ?? null,
  lastError: a.lastError,
  mayHaveMissedSince: a.mayHaveMissedSince?.toISOString() ?? null,
});

/**
 * Points the user's handles at verified accounts (or clears them) in one transaction; returns
 * the accounts that are new to this user, to be synced at once.
 */
export async function setHandles(db: Db, userId: string, verified: Partial<Record<PlatformId, AccountProfile | null>>): Promise<string[]> {
  return db.transaction(async (tx) => {
    const fresh: string[] = [];
    for (const platform of PLATFORM_IDS) {
      if (!(platform in verified)) continue;
      const profile = verified[platform];
      if (!profile) {
        await tx.delete(userHandles).where(and(eq(userHandles.userId, userId), eq(userHandles.platform, platform)));
        continue;
      }
      const account = await upsertAccount(tx, profile);
      await tx
        .insert(userHandles)
        .values({ userId, platform, accountId: account.id })
        .onConflictDoUpdate({ target: [userHandles.userId, userHandles.platform], set: { accountId: account.id } });
      fresh.push(account.id);
    }
    return fresh;
  });
}

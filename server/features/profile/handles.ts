import { and, eq } from "drizzle-orm";
import { PLATFORM_IDS, type PlatformId } from "@/lib/contract/platforms";
import type { Handles } from "@/lib/contract/profile";
import type { AccountRow } from "../../accounts/account";
import { upsertAccount } from "../../accounts/verify";
import type { Db } from "../../db/client";
import { platformAccounts, userHandles } from "../../db/schema";
import type { AccountProfile } from "../../platforms/types";

export async function userAccounts(db: Db, userId: string): Promise<AccountRow[]> {
  const rows = await db
    .select({ account: platformAccounts })
    .from(userHandles)
    .innerJoin(platformAccounts, eq(platformAccounts.id, userHandles.accountId))
    .where(eq(userHandles.userId, userId));
  return rows.map((r) => r.account).sort((a, b) => PLATFORM_IDS.indexOf(a.platform) - PLATFORM_IDS.indexOf(b.platform));
}

export function handlesOf(accounts: AccountRow[]): Handles {
  const handles: Handles = { leetcode: "", codeforces: "", codechef: "" };
  for (const a of accounts) handles[a.platform] = a.handle;
  return handles;
}

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

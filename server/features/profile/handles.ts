import { and, eq } from "drizzle-orm";
import { PLATFORM_IDS, type PlatformId } from "@/lib/contract/platforms";
import type { Handles } from "@/lib/contract/profile";
import type { AccountRow } from "../../accounts/account";
import { upsertAccount, verifyHandle } from "../../accounts/verify";
import { AppError } from "../../core/errors";
import type { PlatformClients } from "../../platforms/clients";
import { couldNotReach } from "@/lib/contract/unreachable-words";
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

/** Returns the accounts new to this user, to be synced at once. */
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

/** One bad handle saves nothing; unknown handles are 422 field issues, unreachable platforms one 503. */
export async function verifyChanged(
  clients: PlatformClients,
  changed: PlatformId[],
  wanted: Handles,
): Promise<Partial<Record<PlatformId, AccountProfile | null>>> {
  const checks = await Promise.allSettled(changed.map(async (p) => (wanted[p] ? await verifyHandle(clients, p, wanted[p]) : null)));
  const failed = checks.flatMap((r, i) => (r.status === "rejected" ? [{ platform: changed[i]!, error: r.reason as unknown }] : []));
  if (!failed.length) return Object.fromEntries(checks.map((r, i) => [changed[i]!, r.status === "fulfilled" ? r.value : null]));
  const invalid = failed.flatMap(({ error }) => (error instanceof AppError && error.code === "invalid" ? [error] : []));
  if (invalid.length) {
    const issues = Object.assign({}, ...invalid.map((f) => f.extra.issues)) as Record<string, string[]>;
    throw new AppError("invalid", invalid.map((f) => f.message).join("; "), { issues });
  }
  const unreachable = failed.filter(({ error }) => error instanceof AppError && error.code === "unavailable");
  if (unreachable.length !== failed.length) throw failed.find((f) => !unreachable.includes(f))!.error;
  const names = unreachable.map((f) => f.platform);
  throw new AppError("unavailable", `${couldNotReach(names)}, so nothing was saved. Try again in a minute.`);
}

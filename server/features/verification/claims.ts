import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { PLATFORMS, type PlatformId } from "@/lib/contract/platforms";
import type { VerificationMethod } from "@/lib/contract/verification";
import type { Db } from "../../db/client";
import { userHandles, verifiedHandles } from "../../db/schema";
import { AppError } from "../../core/errors";

/** A claim counts only while its user still names the handle; the account is the key, so two users can never both hold a proof. */

const stale = sql`not exists (select 1 from user_handles h where h.user_id = ${verifiedHandles.userId} and h.account_id = ${verifiedHandles.accountId})`;

export const takenMessage = (platform: PlatformId) => `This ${PLATFORMS[platform].label} handle is already verified by another user`;

/** Safe under concurrency: the insert waits on the key, and the loser of a race reads the winner's committed row. */
export async function claimHandle(db: Db, userId: string, accountId: string, platform: PlatformId, method: VerificationMethod, at: Date) {
  await db.transaction(async (tx) => {
    await tx.delete(verifiedHandles).where(and(eq(verifiedHandles.accountId, accountId), ne(verifiedHandles.userId, userId), stale));
    const inserted = await tx
      .insert(verifiedHandles)
      .values({ accountId, userId, method, verifiedAt: at })
      .onConflictDoNothing()
      .returning({ userId: verifiedHandles.userId });
    if (inserted.length) return;
    const [holder] = await tx
      .select({ userId: verifiedHandles.userId })
      .from(verifiedHandles)
      .where(eq(verifiedHandles.accountId, accountId));
    if (holder && holder.userId !== userId) throw new AppError("conflict", takenMessage(platform));
  });
}

/** Only live claims count. */
export async function verifiedOwners(db: Db, accountIds: readonly string[]): Promise<Map<string, string>> {
  if (!accountIds.length) return new Map();
  const rows = await db
    .select({ accountId: verifiedHandles.accountId, userId: verifiedHandles.userId })
    .from(verifiedHandles)
    .innerJoin(userHandles, and(eq(userHandles.userId, verifiedHandles.userId), eq(userHandles.accountId, verifiedHandles.accountId)))
    .where(inArray(verifiedHandles.accountId, [...new Set(accountIds)]));
  return new Map(rows.map((r) => [r.accountId, r.userId]));
}

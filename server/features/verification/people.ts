import { and, eq, inArray } from "drizzle-orm";
import type { SmartSheetEntry } from "@/lib/contract/network";
import type { Db } from "../../db/client";
import { platformAccounts, userHandles, verifiedHandles } from "../../db/schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Marks the people of sheet entries who have proved their handle on the entry's platform is
 * theirs (the sheet's people lists show a badge). Bare followed handles are nobody's here.
 */
export async function markVerifiedPeople(db: Db, entries: SmartSheetEntry[]): Promise<SmartSheetEntry[]> {
  const ids = new Set(entries.flatMap((e) => [...e.task.attempters, ...e.task.solvers].map((p) => p.id)).filter((id) => UUID.test(id)));
  if (!ids.size) return entries;
  const rows = await db
    .select({ userId: verifiedHandles.userId, platform: platformAccounts.platform })
    .from(verifiedHandles)
    .innerJoin(userHandles, and(eq(userHandles.userId, verifiedHandles.userId), eq(userHandles.accountId, verifiedHandles.accountId)))
    .innerJoin(platformAccounts, eq(platformAccounts.id, verifiedHandles.accountId))
    .where(inArray(verifiedHandles.userId, [...ids]));
  if (!rows.length) return entries;
  const verified = new Set(rows.map((r) => `${r.userId}:${r.platform}`));
  const mark = <P extends { id: string }>(people: P[], platform: string) =>
    people.map((p) => (verified.has(`${p.id}:${platform}`) ? { ...p, verified: true as const } : p));
  return entries.map((e) => ({
    ...e,
    task: { ...e.task, attempters: mark(e.task.attempters, e.task.platform), solvers: mark(e.task.solvers, e.task.platform) },
  }));
}

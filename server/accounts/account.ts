import { PLATFORMS } from "@/lib/contract/platforms";
import type { AccountSync } from "@/lib/contract/profile";
import type { platformAccounts } from "../db/schema";

export type AccountRow = typeof platformAccounts.$inferSelect;

/** A followed bare handle is a "person" whose id is this prefix and the account id. */
export const ACCOUNT_PREFIX = "account:";

export const accountPersonId = (accountId: string) => `${ACCOUNT_PREFIX}${accountId}`;

/** Platforms treat handles without regard to case. */
export const handleKeyOf = (handle: string) => handle.toLowerCase();

export function accountNotes(a: AccountRow): string[] {
  const label = PLATFORMS[a.platform].label;
  const notes: string[] = [];
  const previous = a.handleHistory.at(-1);
  if (previous) notes.push(`Renamed from ${previous.handle} on ${label}`);
  for (const m of a.missingItems.slice(0, 3)) notes.push(`${m.note}; we keep what we know and ask again later`);
  if (a.missingItems.length > 3) notes.push(`${a.missingItems.length - 3} more items ${label} would not describe`);
  return notes;
}

export const toAccountSync = (a: AccountRow): AccountSync => ({
  platform: a.platform,
  handle: a.handle,
  profileUrl: PLATFORMS[a.platform].profileUrl(a.handle),
  displayName: a.displayName,
  rating: a.rating,
  maxRating: a.maxRating,
  rank: a.rank,
  status: a.status,
  lastSyncedAt: a.lastSyncedAt?.toISOString() ?? null,
  nextSyncAt: a.nextSyncAt?.toISOString() ?? null,
  lastCheckedAt: a.lastCheckedAt?.toISOString() ?? null,
  lastError: a.lastError,
  mayHaveMissedSince: a.mayHaveMissedSince?.toISOString() ?? null,
  renamedFrom: a.handleHistory.at(-1)?.handle ?? null,
  notes: accountNotes(a),
});

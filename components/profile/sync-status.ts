import { PLATFORMS, platformLabel } from "@/lib/contract/platforms";
import type { AccountSync } from "@/lib/contract/profile";
import { MINUTE, HOUR, DAY } from "@/lib/time";
import { shortDate } from "@/lib/intl";

/** While an account waits for its first (or a requested) sync. */
export const FAST_POLL_MS = 2_500;
/** Otherwise, so scheduled syncs still show up while the page stays open. */
export const SLOW_POLL_MS = 30_000;
export const SYNC_NOW_WATCH_MS = 90_000;
/** A sync this shortly before 'Sync now' answers it: the API may fold the request into a sync under way. */
export const SYNC_NOW_GRACE_MS = 15_000;

/** "under a minute", "12 min", "1 h 5 min", "3 h", "2 days": a span short enough for a status line. */
export function formatSpan(ms: number): string {
  const span = Math.max(0, ms);
  if (span < MINUTE) return "under a minute";
  if (span < HOUR) return `${Math.floor(span / MINUTE)} min`;
  if (span < DAY) {
    const hours = Math.floor(span / HOUR);
    const minutes = Math.floor((span % HOUR) / MINUTE);
    return minutes && hours < 3 ? `${hours} h ${minutes} min` : `${hours} h`;
  }
  const days = Math.floor(span / DAY);
  return days === 1 ? "1 day" : `${days} days`;
}

export function formatAgo(iso: string, now: number): string {
  const ms = now - Date.parse(iso);
  return ms < MINUTE ? "just now" : `${formatSpan(ms)} ago`;
}

export function formatIn(iso: string, now: number): string {
  const ms = Date.parse(iso) - now;
  return ms <= 0 ? "any moment now" : `in ${formatSpan(ms)}`;
}

/** In the user's time zone unless one is given (tests). */
export function formatDay(iso: string, timeZone?: string): string {
  return shortDate(iso, timeZone);
}

/** The server's sync policy in the page's words; a unit test keeps the two equal. */
export const SYNC_CADENCE = {
  activeMinutes: 5,
  recentMinutes: 15,
  maxMinutes: 30,
  codeforcesCheckActiveMinutes: 2,
  codeforcesCheckRecentMinutes: 5,
  codeforcesFullSyncHours: 24,
} as const;

export function cadenceText(platform: AccountSync["platform"]): string {
  const c = SYNC_CADENCE;
  const { batchCheck, recentCap } = PLATFORMS[platform].sync;
  if (batchCheck)
    return (
      `We check Codeforces for new activity every ${c.codeforcesCheckActiveMinutes} min after activity in the last hour, ` +
      `every ${c.codeforcesCheckRecentMinutes} min after activity today and at least every ${c.maxMinutes} min, ` +
      `and fetch new submissions as soon as it shows any. Sync now looks at once.`
    );
  const capped =
    recentCap !== null
      ? ` ${PLATFORMS[platform].label} shows only the last ${recentCap} submissions, so a busy account is looked at sooner.`
      : "";
  return (
    `We look every ${c.activeMinutes} min after activity in the last hour, every ${c.recentMinutes} min after activity today ` +
    `and at least every ${c.maxMinutes} min.${capped} Sync now looks at once.`
  );
}

export type SyncTone = "pending" | "ok" | "error" | "not_found";
export type SyncDescription = { tone: SyncTone; text: string; detail?: string };

/** A healthy account not synced since 'Sync now' (`syncRequestedAt`) shows as syncing until the watch ends (docs/architecture.md §5). */
export function describeSync(account: AccountSync, now: number, syncRequestedAt?: number): SyncDescription {
  const label = platformLabel(account.platform);
  const synced = account.lastSyncedAt ? Date.parse(account.lastSyncedAt) : null;
  const retry = account.nextSyncAt ? ` ${formatIn(account.nextSyncAt, now)}` : "";
  switch (account.status) {
    case "pending":
      return { tone: "pending", text: "Syncing…" };
    case "not_found":
      return {
        tone: "not_found",
        text: account.lastError ?? `${label} handle not found`,
        detail: `${label} no longer knows this handle. Check its spelling, or change or clear it above.`,
      };
    case "error":
      return {
        tone: "error",
        text: account.lastError ?? `The last sync with ${label} failed`,
        detail: `It retries by itself${retry}.${synced !== null ? ` Last good sync ${formatAgo(account.lastSyncedAt!, now)}.` : ""}`,
      };
    case "ok": {
      const watching = syncRequestedAt !== undefined && now - syncRequestedAt < SYNC_NOW_WATCH_MS;
      if (watching && (synced === null || synced < syncRequestedAt - SYNC_NOW_GRACE_MS)) return { tone: "pending", text: "Syncing…" };
      if (!account.lastSyncedAt) return { tone: "pending", text: "Waiting for the first sync" };
      // A Codeforces account's activity is checked every few minutes but fully fetched daily, so its line gives the check's times.
      const checked =
        PLATFORMS[account.platform].sync.batchCheck && account.lastCheckedAt && Date.parse(account.lastCheckedAt) - synced! >= MINUTE
          ? ` · checked ${formatAgo(account.lastCheckedAt, now)}`
          : "";
      const next = PLATFORMS[account.platform].sync.batchCheck
        ? ` · next look within ${SYNC_CADENCE.maxMinutes} min`
        : account.nextSyncAt
          ? ` · next look ${formatIn(account.nextSyncAt, now)}`
          : "";
      return {
        tone: "ok",
        text: `Synced ${formatAgo(account.lastSyncedAt, now)}${checked}${next}`,
        detail: cadenceText(account.platform),
      };
    }
  }
}

/** LeetCode's public list holds only the last 20 submissions (docs/decisions/008-platform-sync.md). */
export function missedNote(account: AccountSync, timeZone?: string): string | null {
  if (!account.mayHaveMissedSince) return null;
  return `${platformLabel(account.platform)} shows only the last 20 submissions; some since ${formatDay(account.mayHaveMissedSince, timeZone)} may be missing`;
}

export function syncPollInterval(accounts: readonly AccountSync[], now: number, syncRequestedAt?: number): number {
  const busy = accounts.some((a) => describeSync(a, now, syncRequestedAt).tone === "pending");
  return busy ? FAST_POLL_MS : SLOW_POLL_MS;
}

/** When it moves, the profile's numbers are out of date. */
export function latestSync(accounts: readonly AccountSync[]): string | null {
  let latest: string | null = null;
  for (const a of accounts) if (a.lastSyncedAt && (!latest || a.lastSyncedAt > latest)) latest = a.lastSyncedAt;
  return latest;
}

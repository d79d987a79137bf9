import { unitsAgo } from "@/lib/intl";
import { MINUTE, HOUR, DAY } from "@/lib/time";
import { platformLabel, type PlatformId } from "@/lib/contract/platforms";

export function timeAgo(iso: string, now: number): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "at an unknown time";
  const ms = Math.max(0, now - then);
  if (ms < MINUTE) return "just now";
  if (ms < HOUR) return unitsAgo(Math.floor(ms / MINUTE), "minute");
  if (ms < DAY) return unitsAgo(Math.floor(ms / HOUR), "hour");
  if (ms < 30 * DAY) return unitsAgo(Math.floor(ms / DAY), "day");
  if (ms < 365 * DAY) return unitsAgo(Math.floor(ms / (30 * DAY)), "month");
  return unitsAgo(Math.floor(ms / (365 * DAY)), "year");
}

/** A lower bound, for stale data. */
export function overAgo(ms: number): string {
  if (ms >= 2 * DAY) return `over ${Math.floor(ms / DAY)} days ago`;
  if (ms >= DAY) return "over a day ago";
  if (ms >= 2 * HOUR) return `over ${Math.floor(ms / HOUR)} hours ago`;
  if (ms >= HOUR) return "over an hour ago";
  if (ms >= 2 * MINUTE) return `over ${Math.floor(ms / MINUTE)} minutes ago`;
  return "a moment ago";
}

export type Freshness = {
  oldestSyncAt: string | null;
  staleAccounts: number;
  stalest?: ReadonlyArray<{ name: string; platform: PlatformId }>;
};

/** Whom the banner means, as Help promises; "" for none. */
export const stalestNote = (stalest: Freshness["stalest"]) =>
  stalest?.length ? `Stalest: ${stalest.map((s) => `${s.name} (${platformLabel(s.platform)})`).join(", ")}.` : "";

/** The API counts an account stale when never synced, failed, or two intervals behind; null when all are fresh. */
export function freshnessNote({ oldestSyncAt, staleAccounts }: Freshness, now: number): string | null {
  if (staleAccounts <= 0) return null;
  const one = staleAccounts === 1;
  const accounts = one ? "1 account in your network" : `${staleAccounts} accounts in your network`;
  const oldest = oldestSyncAt === null ? Number.NaN : Date.parse(oldestSyncAt);
  if (Number.isNaN(oldest)) return `${accounts} ${one ? "has" : "have"} not been synced yet`;
  const age = Math.max(0, now - oldest);
  // A recent oldest sync means the stale ones are still waiting for a first sync or failing.
  if (age < HOUR) return `${accounts} ${one ? "is" : "are"} still syncing or could not be synced`;
  return `${accounts} ${one ? "was" : "were"} last synced ${overAgo(age)}`;
}

import type { NetworkUser } from "@/lib/contract/network";
import { PLATFORM_IDS, type PlatformId } from "@/lib/contract/platforms";

export type NetworkPlatformFilter = "all" | PlatformId;
export type NetworkFilter = { query: string; platform: NetworkPlatformFilter };
export const NO_NETWORK_FILTER: NetworkFilter = { query: "", platform: "all" };

/** docs/behaviour.md §2 order for the network's platform filter. */
export const NETWORK_PLATFORMS: readonly PlatformId[] = ["codeforces", "leetcode", "codechef"];

type Person = Pick<NetworkUser, "fullName" | "userName" | "handles">;

/** docs/behaviour.md §5/§9: a handle of 20 or more characters is shown as its first 18 and an ellipsis. */
export function truncateHandle(handle: string): string {
  return handle.length >= 20 ? `${handle.slice(0, 18)}…` : handle;
}

/**
 * docs/behaviour.md §5: name, username or handle containing the query (case-insensitive), and a handle on the
 * chosen platform. With a platform chosen, only that platform's handle is searched.
 */
export function matchesNetworkFilter(person: Person, { query, platform }: NetworkFilter): boolean {
  if (platform !== "all" && !person.handles[platform]) return false;
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const handles = platform === "all" ? PLATFORM_IDS.map((p) => person.handles[p]) : [person.handles[platform]];
  return [person.fullName, person.userName, ...handles].some((text) => text.toLowerCase().includes(q));
}

export const filterPeople = <T extends Person>(people: readonly T[], filter: NetworkFilter): T[] =>
  people.filter((p) => matchesNetworkFilter(p, filter));

/** The rating badge: the rating (in its platform's tier colour), else 'Unrated' with a handle, else 'NA'. */
export type RatingDisplay = { kind: "rating"; rating: number } | { kind: "syncing" } | { kind: "unrated" } | { kind: "none" };

/**
 * The rating; 'Syncing' for a handle whose account has never been synced (its rating is not
 * known); 'Unrated' for a synced handle without one; 'NA' without a handle.
 */
export function ratingDisplay(person: Pick<NetworkUser, "handles" | "ratings" | "syncing">, platform: PlatformId): RatingDisplay {
  const rating = person.ratings[platform];
  if (rating !== undefined) return { kind: "rating", rating };
  if (!person.handles[platform]) return { kind: "none" };
  return person.syncing?.includes(platform) ? { kind: "syncing" } : { kind: "unrated" };
}

/** The platforms a card lists: all three for a user, only its own for a followed bare handle. */
export function platformsOf(person: Pick<NetworkUser, "kind" | "handles">): PlatformId[] {
  return person.kind === "account" ? NETWORK_PLATFORMS.filter((p) => person.handles[p]) : [...NETWORK_PLATFORMS];
}

/** The avatar letter: the first letter of the name, upper-cased. */
export const initialOf = (name: string) => (Array.from(name.trim())[0] ?? "?").toUpperCase();

/** "1 connection", "24 connections". */
export const connectionCount = (n: number) => `${n} ${n === 1 ? "connection" : "connections"}`;

/** A network with this person put back where it was (a failed removal), unless it is already there. */
export function putBack<T extends { id: string }>(list: readonly T[], person: T, index: number): T[] {
  if (list.some((p) => p.id === person.id)) return [...list];
  const at = index < 0 ? list.length : Math.min(index, list.length);
  return [...list.slice(0, at), person, ...list.slice(at)];
}

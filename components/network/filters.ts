import type { NetworkUser } from "@/lib/contract/network";
import { PLATFORM_IDS, type PlatformId } from "@/lib/contract/platforms";

export type NetworkPlatformFilter = "all" | PlatformId;
export type NetworkFilter = { query: string; platform: NetworkPlatformFilter };
export const NO_NETWORK_FILTER: NetworkFilter = { query: "", platform: "all" };

/** docs/behaviour.md §2 order. */
export const NETWORK_PLATFORMS: readonly PlatformId[] = ["codeforces", "leetcode", "codechef"];

type Person = Pick<NetworkUser, "fullName" | "userName" | "handles">;

/** docs/behaviour.md §5/§9 */
export function truncateHandle(handle: string): string {
  return handle.length >= 20 ? `${handle.slice(0, 18)}…` : handle;
}

/** docs/behaviour.md §5: with a platform chosen, only that platform's handle is searched. */
export function matchesNetworkFilter(person: Person, { query, platform }: NetworkFilter): boolean {
  if (platform !== "all" && !person.handles[platform]) return false;
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const handles = platform === "all" ? PLATFORM_IDS.map((p) => person.handles[p]) : [person.handles[platform]];
  return [person.fullName, person.userName, ...handles].some((text) => text.toLowerCase().includes(q));
}

export const filterPeople = <T extends Person>(people: readonly T[], filter: NetworkFilter): T[] =>
  people.filter((p) => matchesNetworkFilter(p, filter));

export type RatingDisplay = { kind: "rating"; rating: number } | { kind: "syncing" } | { kind: "unrated" } | { kind: "none" };

/** 'Syncing' for a never-synced handle, 'Unrated' for a synced one without a rating, 'NA' without a handle. */
export function ratingDisplay(person: Pick<NetworkUser, "handles" | "ratings" | "syncing">, platform: PlatformId): RatingDisplay {
  const rating = person.ratings[platform];
  if (rating !== undefined) return { kind: "rating", rating };
  if (!person.handles[platform]) return { kind: "none" };
  return person.syncing?.includes(platform) ? { kind: "syncing" } : { kind: "unrated" };
}

/** Only its own for a followed bare handle. */
export function platformsOf(person: Pick<NetworkUser, "kind" | "handles">): PlatformId[] {
  return person.kind === "account" ? NETWORK_PLATFORMS.filter((p) => person.handles[p]) : [...NETWORK_PLATFORMS];
}

export const initialOf = (name: string) => (Array.from(name.trim())[0] ?? "?").toUpperCase();

export const connectionCount = (n: number) => `${n} ${n === 1 ? "connection" : "connections"}`;

/** After a failed removal, unless it is already there. */
export function putBack<T extends { id: string }>(list: readonly T[], person: T, index: number): T[] {
  if (list.some((p) => p.id === person.id)) return [...list];
  const at = index < 0 ? list.length : Math.min(index, list.length);
  return [...list.slice(0, at), person, ...list.slice(at)];
}

import type { NetworkUser } from "@/lib/contract/network";
import { PLATFORM_IDS, platformLabel, type PlatformId } from "@/lib/contract/platforms";

/** Ratings compare on one platform at a time; every order ends in name then id, so the list never shuffles. */
export type NetworkSort = "followed" | "activity" | `rating:${PlatformId}`;

export const NETWORK_SORT_OPTIONS: ReadonlyArray<{ value: NetworkSort; label: string }> = [
  { value: "followed", label: "Followed first to last" },
  { value: "activity", label: "Recent activity" },
  ...PLATFORM_IDS.map((p) => ({ value: `rating:${p}` as const, label: `${platformLabel(p)} rating` })),
];

export const isNetworkSort = (v: string): v is NetworkSort => NETWORK_SORT_OPTIONS.some((o) => o.value === v);

type Person = Pick<NetworkUser, "id" | "fullName" | "ratings" | "lastActiveAt">;

const byName = (a: Person, b: Person) =>
  a.fullName.localeCompare(b.fullName, "en", { sensitivity: "base" }) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** "followed" keeps the server's order. */
export function sortPeople<T extends Person>(people: readonly T[], sort: NetworkSort): T[] {
  if (sort === "followed") return [...people];
  if (sort === "activity") {
    const at = (p: Person) => (p.lastActiveAt ? Date.parse(p.lastActiveAt) : -Infinity);
    return [...people].sort((a, b) => at(b) - at(a) || byName(a, b));
  }
  const platform = sort.slice("rating:".length) as PlatformId;
  const rating = (p: Person) => p.ratings[platform] ?? -Infinity;
  return [...people].sort((a, b) => rating(b) - rating(a) || byName(a, b));
}

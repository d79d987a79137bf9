import { COLLECTION_PLATFORMS, platformOfLink, type CollectionPlatform } from "@/lib/contract/platforms";
import { STUMBLE_LIMITS } from "@/lib/contract/limits";

type StumblePrefill = { name: string; url: string; platform: CollectionPlatform; summary: string };

export function trickyProblemHref(p: { name: string; url: string; platform: string; summary?: string }): string {
  const params = new URLSearchParams({ add: "1", name: p.name, url: p.url, platform: p.platform });
  if (p.summary) params.set("summary", p.summary);
  return `/stumbles?${params.toString()}`;
}

/** Cut to the form's limits. */
export function readPrefill(search: string): StumblePrefill | null {
  const params = new URLSearchParams(search);
  if (params.get("add") !== "1") return null;
  const url = (params.get("url") ?? "").trim();
  const named = params.get("platform") ?? "";
  const platform = (COLLECTION_PLATFORMS as readonly string[]).includes(named)
    ? (named as CollectionPlatform)
    : (platformOfLink(url) ?? "other");
  return {
    name: (params.get("name") ?? "").trim().slice(0, STUMBLE_LIMITS.name),
    url: url.length <= STUMBLE_LIMITS.url ? url : "",
    platform,
    summary: (params.get("summary") ?? "").trim().slice(0, STUMBLE_LIMITS.summary),
  };
}

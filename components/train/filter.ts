import { PLATFORM_IDS } from "@/lib/contract/platforms";
import { BAND_IDS, TOPIC_IDS, type Band } from "@/lib/contract/topics";
import type { RecommendationsQuery } from "@/lib/contract/train";

/** Shared by the page on the server and its view. */
export type TrainFilter = {
  band: Band;
  platform: string;
  tag: string;
  exclude: "solved" | "attempted" | "none";
  withinDays: string;
};

export const DEFAULT_FILTER: TrainFilter = { band: "moderate", platform: "", tag: "", exclude: "solved", withinDays: "" };

export function toQuery(f: TrainFilter): RecommendationsQuery {
  return {
    band: f.band,
    exclude: f.exclude,
    ...(f.platform ? { platform: f.platform } : {}),
    ...(f.tag ? { tag: f.tag } : {}),
    ...(f.withinDays && f.exclude !== "none" ? { withinDays: Number(f.withinDays) } : {}),
  };
}

/** Unknown values ignored. */
export function filterFromSearch(search: URLSearchParams): TrainFilter {
  const band = search.get("band");
  const tag = search.get("tag");
  const platform = search.get("platform");
  return {
    ...DEFAULT_FILTER,
    band: (BAND_IDS as string[]).includes(band ?? "") ? (band as Band) : DEFAULT_FILTER.band,
    tag: (TOPIC_IDS as string[]).includes(tag ?? "") ? tag! : "",
    platform: (PLATFORM_IDS as readonly string[]).includes(platform ?? "") ? platform! : "",
  };
}

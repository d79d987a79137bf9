import { DIFFICULTY_BUCKETS, isPlatformId } from "@/lib/contract/platforms";
import type { DifficultyFilter, SheetFilter } from "./filters";

/** In the address so a reload, Back, or a shared link shows the same list; defaults are left out. */
export type SheetUrlState = { filter: SheetFilter; page: number; showTags: boolean };

export const DEFAULT_SHEET_FILTER: SheetFilter = { query: "", difficulty: "all", platform: "all", hideSolved: true };

export function parseSheetUrl(search: string): SheetUrlState {
  const params = new URLSearchParams(search);
  const difficulty = params.get("difficulty") ?? "";
  const platform = params.get("platform") ?? "";
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    filter: {
      query: (params.get("q") ?? "").slice(0, 100),
      difficulty: (DIFFICULTY_BUCKETS as readonly string[]).includes(difficulty) ? (difficulty as DifficultyFilter) : "all",
      platform: isPlatformId(platform) ? platform : "all",
      hideSolved: params.get("solved") !== "show",
    },
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    showTags: params.get("tags") !== "hide",
  };
}

/** In a fixed order; "" for the defaults. */
export function sheetSearch({ filter, page, showTags }: SheetUrlState): string {
  const params = new URLSearchParams();
  if (filter.query.trim()) params.set("q", filter.query);
  if (filter.difficulty !== "all") params.set("difficulty", filter.difficulty);
  if (filter.platform !== "all") params.set("platform", filter.platform);
  if (!filter.hideSolved) params.set("solved", "show");
  if (!showTags) params.set("tags", "hide");
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** What "Clear filters" resets. */
export const isFiltered = (f: SheetFilter) => f.query.trim() !== "" || f.difficulty !== "all" || f.platform !== "all";

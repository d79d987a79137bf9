import { DIFFICULTY_BUCKETS, isPlatformId } from "@/lib/contract/platforms";
import type { DifficultyFilter, SheetFilter } from "./filters";

/**
 * The sheet's filters, search, tags and page live in the address (`?q=dp&difficulty=hard&platform=
 * codeforces&solved=show&tags=hide&page=2`), so a reload, Back, or a shared link shows the same list.
 * Defaults are left out; what the viewer already solved is hidden unless `solved=show`, tags are shown unless `tags=hide`.
 */
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

/** The query string for a state ("" for the defaults), in a fixed order. */
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

/** Whether any of search, difficulty or platform narrows the list (what "Clear filters" resets). */
export const isFiltered = (f: SheetFilter) => f.query.trim() !== "" || f.difficulty !== "all" || f.platform !== "all";

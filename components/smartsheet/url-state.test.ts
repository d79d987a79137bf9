import { DEFAULT_SHEET_FILTER, isFiltered, parseSheetUrl, sheetSearch } from "./url-state";

describe("the sheet's address", () => {
  it("hides what the viewer solved, on page 1, when the address says nothing", () => {
    expect(parseSheetUrl("")).toEqual({ filter: DEFAULT_SHEET_FILTER, page: 1, showTags: true });
    expect(DEFAULT_SHEET_FILTER.hideSolved).toBe(true);
    expect(sheetSearch({ filter: DEFAULT_SHEET_FILTER, page: 1, showTags: true })).toBe("");
  });

  it("round-trips search, difficulty, platform, solved, tags and page", () => {
    const state = {
      filter: { query: "dp tree", difficulty: "hard", platform: "codeforces", hideSolved: false },
      page: 3,
      showTags: false,
    } as const;
    const search = sheetSearch(state);
    expect(search).toBe("?q=dp+tree&difficulty=hard&platform=codeforces&solved=show&tags=hide&page=3");
    expect(parseSheetUrl(search)).toEqual(state);
  });

  it("ignores values it does not know rather than showing a broken list", () => {
    expect(parseSheetUrl("?difficulty=extreme&platform=atcoder&page=-2&solved=maybe")).toEqual({
      filter: DEFAULT_SHEET_FILTER,
      page: 1,
      showTags: true,
    });
    expect(parseSheetUrl("?page=abc").page).toBe(1);
  });

  it("knows when a filter narrows the list", () => {
    expect(isFiltered(DEFAULT_SHEET_FILTER)).toBe(false);
    expect(isFiltered({ ...DEFAULT_SHEET_FILTER, hideSolved: false })).toBe(false);
    expect(isFiltered({ ...DEFAULT_SHEET_FILTER, query: "graph" })).toBe(true);
    expect(isFiltered({ ...DEFAULT_SHEET_FILTER, platform: "leetcode" })).toBe(true);
  });
});

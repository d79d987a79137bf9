import type { Locator, Page } from "@playwright/test";
import { expect, waitForHydration } from "../fixtures";

export type FavoriteSeed = { name: string; url: string; platform: string; short_note?: string };

export const FAVORITES_EMPTY = "No favorite contests yet. Add some to get started!";

/** What /api/contests/upsolve answers, as far as the tests read it. */
export type RecentContestBody = {
  name: string;
  url: string;
  date: string;
  platform: string;
  rating: number | null;
  rank: number | null;
  problems: { name: string; url: string; index: string | null; state: "solved" | "upsolved" | "attempted" | "untried" }[] | null;
  upsolveUrl: string;
};
export type UpcomingContestBody = { name: string; startTime: string; duration: number; url: string; platform: string };

export class ContestsPage {
  readonly heading: Locator;
  readonly upsolve: Locator;
  readonly favorites: Locator;
  readonly addButton: Locator;
  readonly favoriteItems: Locator;
  readonly addDialog: Locator;
  readonly confirmDialog: Locator;
  readonly quickNavigator: Locator;
  readonly recentList: Locator;
  /** The recent contests' rows (not the problems listed inside them). */
  readonly recentItems: Locator;
  readonly stats: Locator;
  readonly upcoming: Locator;
  readonly upcomingItems: Locator;
  readonly daily: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Contest Actions" });
    this.upsolve = page.locator("#upsolve");
    this.favorites = page.locator("#favorites");
    this.addButton = this.favorites.getByRole("button", { name: "Add Contest" });
    this.favoriteItems = page.getByRole("list", { name: "Favorite contests" }).getByRole("listitem");
    this.addDialog = page.getByRole("dialog", { name: "Add Favorite Contest" });
    this.confirmDialog = page.getByRole("dialog", { name: "Remove from favourites?" });
    this.quickNavigator = page.getByRole("navigation", { name: "Quick Navigator" });
    this.recentList = page.getByRole("list", { name: "Recent contests" });
    this.recentItems = this.recentList.locator(":scope > li");
    this.stats = page.getByRole("region", { name: "Contest Stats" });
    this.upcoming = page.getByRole("region", { name: "Upcoming Contests" });
    this.upcomingItems = this.upcoming.getByRole("list", { name: "Upcoming contests" }).locator(":scope > li");
    this.daily = page.getByRole("region", { name: "Daily Problem" });
  }

  async open() {
    await this.page.goto("/contests");
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByRole("status").filter({ hasText: "Loading Contests..." })).toBeHidden();

    await waitForHydration(this.page);
  }

  stat(label: string): Locator {
    return this.stats
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator("xpath=following-sibling::dd[1]");
  }

  recentContest(name: string): Locator {
    return this.recentItems.filter({ has: this.page.getByRole("link", { name, exact: true }) });
  }

  async recentFromApi(): Promise<RecentContestBody[]> {
    const body = (await (await this.page.request.get("/api/contests/upsolve")).json()) as { recent_contests: RecentContestBody[] };
    return body.recent_contests;
  }

  async upcomingFromApi(): Promise<UpcomingContestBody[]> {
    const body = (await (await this.page.request.get("/api/contests/upcoming")).json()) as { contests: UpcomingContestBody[] };
    return body.contests;
  }

  favorite(name: string): Locator {
    return this.favoriteItems.filter({ hasText: name });
  }

  async fillFavorite(v: { name?: string; url?: string; platform?: string; note?: string }) {
    const d = this.addDialog;
    if (v.name !== undefined) await d.getByLabel("Contest name").fill(v.name);
    if (v.platform !== undefined) await d.getByLabel("Platform").selectOption(v.platform);
    if (v.url !== undefined) await d.getByLabel("Contest link").fill(v.url);
    if (v.note !== undefined) await d.getByLabel("Short note").fill(v.note);
    await d.getByRole("button", { name: "Save Contest" }).click();
    return d;
  }

  async askToDelete(name: string) {
    await this.favorite(name)
      .getByRole("button", { name: `Delete ${name}` })
      .click();
  }

  async seed(baseURL: string, items: FavoriteSeed[]) {
    for (const item of items) {
      const res = await this.page.request.post("/api/contests/favorites/add", { data: item, headers: { origin: baseURL } });
      expect(res.status(), await res.text()).toBe(201);
    }
  }

  async savedNames(): Promise<string[]> {
    const body = (await (await this.page.request.get("/api/contests/favorites/get")).json()) as { favorites: { name: string }[] };
    return body.favorites.map((f) => f.name);
  }
}

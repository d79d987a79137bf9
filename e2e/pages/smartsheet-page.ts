import type { Locator, Page } from "@playwright/test";
import { expect, openFromApp, signIn, type TestUser } from "../fixtures";

/** The seeded demo account (server/demo/seed.ts): follows 24 users and 2 bare handles. */
export const DEMO_USER: TestUser = {
  fullName: "Demo Programmer",
  userName: "demo",
  email: "demo@algoladder.dev",
  password: "demo-password",
};

export type SheetEntry = {
  count: number;
  task: {
    _id: string;
    name: string;
    url: string;
    difficulty: string;
    oneScale?: { value: number; estimated: boolean };
    platform: string;
    tags: string[];
    solvers: Array<{ id: string; name: string; at: string }>;
    attempters: Array<{ id: string; name: string; at: string }>;
    solvedByMe: boolean;
    lastAttemptAt: string;
  };
};
export type SheetBody = {
  success: true;
  smartSheet: SheetEntry[];
  freshness: {
    oldestSyncAt: string | null;
    staleAccounts: number;
    stalest?: Array<{ name: string; platform: string }>;
    windowDays: number;
  };
};

export const SHEET_CALL = /\/api\/fetch\/smartsheet(\?|$)/;

export class SmartSheetPage {
  readonly heading: Locator;
  readonly list: Locator;
  readonly cards: Locator;
  readonly names: Locator;
  readonly search: Locator;
  readonly difficulty: Locator;
  readonly platform: Locator;
  readonly showSolved: Locator;
  readonly pagination: Locator;
  readonly prev: Locator;
  readonly next: Locator;
  readonly summary: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Smart Sheet" });
    this.list = page.getByRole("list", { name: "Problems" });
    this.cards = this.list.getByRole("article");
    this.names = this.list.getByRole("heading");
    this.search = page.getByRole("searchbox", { name: "Search problems" });
    this.difficulty = page.getByRole("combobox", { name: "Difficulty" });
    this.platform = page.getByRole("combobox", { name: "Platform" });
    this.showSolved = page.getByRole("button", { name: "Show solved" });
    this.pagination = page.getByRole("navigation", { name: "Pagination" });
    this.prev = this.pagination.getByRole("button", { name: "Prev" });
    this.next = this.pagination.getByRole("button", { name: "Next" });
    this.summary = page.getByRole("definition");
  }

  /** Opened by a click inside the app, so the browser reads the sheet itself and `serve` decides what is shown. */
  async open() {
    await openFromApp(this.page, "Smart Sheet");
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByRole("status").filter({ hasText: "Loading Smartsheet..." })).toBeHidden();
  }

  card(name: string): Locator {
    return this.list.getByRole("article", { name, exact: true });
  }

  pageButton(n: number): Locator {
    return this.pagination.getByRole("button", { name: `Page ${n}`, exact: true });
  }

  async windowNumbers(): Promise<number[]> {
    const labels = await this.pagination.getByRole("button", { name: /^Page \d+$/ }).allTextContents();
    return labels.map(Number);
  }

  async sheet(): Promise<SheetBody> {
    return (await (await this.page.request.get("/api/fetch/smartsheet?limit=200")).json()) as SheetBody;
  }

  /** Signs in as the demo account and waits until its network's submissions have synced into a sheet of `atLeast` problems. */
  async signInAsDemo(atLeast = 41) {
    await signIn(this.page, DEMO_USER);
    await expect
      .poll(async () => (await this.sheet()).smartSheet.length, {
        message: "the demo network syncs within a couple of minutes",
        timeout: 170_000,
        intervals: [2_000, 5_000],
      })
      .toBeGreaterThanOrEqual(atLeast);
  }

  /** Serves this sheet instead of the server's, for states the demo data does not reach on its own. */
  async serve(body: Omit<SheetBody, "success">) {
    // The API always names the stalest accounts; a test that does not care names none.
    const freshness = { stalest: [], ...body.freshness };
    await this.page.route(SHEET_CALL, (route) => route.fulfill({ json: { success: true, ...body, freshness } }));
  }
}

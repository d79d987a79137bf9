import type { Locator, Page } from "@playwright/test";
import { expect, waitForHydration } from "../fixtures";

export type StumbleSeed = {
  name: string;
  summary: string;
  platform?: string;
  url?: string;
  hint?: string;
  intuition?: string;
  solution?: string;
};

export class StumblesPage {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly list: Locator;
  readonly names: Locator;
  /** Total, Solved, Unsolved. */
  readonly totals: Locator;
  readonly search: Locator;
  readonly platform: Locator;
  readonly status: Locator;
  readonly addDialog: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Tricky Problems" });
    this.addButton = page.getByRole("button", { name: "Add Problem" });
    this.list = page.getByRole("list", { name: "Saved problems" });
    this.names = this.list.getByRole("heading");
    this.totals = page.getByRole("definition");
    this.search = page.getByRole("searchbox", { name: "Search problems" });
    this.platform = page.getByRole("combobox", { name: "Platform" });
    this.status = page.getByRole("combobox", { name: "Status" });
    this.addDialog = page.getByRole("dialog", { name: "Add Problem" });
    this.confirmDialog = page.getByRole("dialog", { name: "Delete this problem?" });
  }

  async open() {
    await this.page.goto("/stumbles");
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByRole("status").filter({ hasText: "Loading Problems..." })).toBeHidden();

    await waitForHydration(this.page);
  }

  card(name: string): Locator {
    return this.page.getByRole("article", { name });
  }

  async add(fields: Partial<Record<"name" | "summary" | "link" | "platform" | "hint" | "intuition" | "solution", string>>) {
    await this.addButton.click();
    const d = this.addDialog;
    if (fields.name !== undefined) await d.getByLabel("Name").fill(fields.name);
    if (fields.summary !== undefined) await d.getByLabel("Summary").fill(fields.summary);
    if (fields.link !== undefined) await d.getByLabel("Problem link").fill(fields.link);
    if (fields.platform !== undefined) await d.getByLabel("Platform").selectOption(fields.platform);
    if (fields.hint !== undefined) await d.getByLabel("Hint").fill(fields.hint);
    if (fields.intuition !== undefined) await d.getByLabel("Intuition").fill(fields.intuition);
    if (fields.solution !== undefined) await d.getByLabel("Solution link").fill(fields.solution);
    await d.getByRole("button", { name: "Save Problem" }).click();
  }

  /** Clicks a card's delete button; the confirmation dialog is then open. */
  async askToDelete(name: string) {
    await this.card(name)
      .getByRole("button", { name: `Delete ${name}` })
      .click();
  }

  async deleteProblem(name: string) {
    await this.askToDelete(name);
    await this.confirmDialog.getByRole("button", { name: "Delete" }).click();
  }

  async seed(baseURL: string, items: StumbleSeed[]) {
    for (const item of items) {
      const res = await this.page.request.post("/api/saved/stumbles/add", {
        data: { platform: "leetcode", ...item },
        headers: { origin: baseURL },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
  }

  /** The names the server holds, newest first. */
  async savedNames(): Promise<string[]> {
    const body = (await (await this.page.request.get("/api/saved/stumbles/get")).json()) as { allStumbles: { name: string }[] };
    return body.allStumbles.map((s) => s.name);
  }
}

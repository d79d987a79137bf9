import type { Locator, Page } from "@playwright/test";
import { expect, openFromApp, waitForHydration } from "../fixtures";

export type ConceptSeed = {
  title: string;
  description?: string;
  notes?: { basic?: string; intermediate?: string; advanced?: string };
  problemLinks?: string[];
};

export class ConceptsPage {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly list: Locator;
  readonly items: Locator;
  readonly search: Locator;
  readonly stats: Locator;
  readonly addDialog: Locator;
  readonly editDialog: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Saved Notes" });
    this.addButton = page.getByRole("button", { name: "Add Note" });
    this.list = page.getByRole("list", { name: "Notes" });
    this.items = this.list.getByRole("listitem");
    this.search = page.getByRole("searchbox", { name: "Search notes" });
    this.stats = page.locator("dd");
    this.addDialog = page.getByRole("dialog", { name: "Add Note" });
    this.editDialog = page.getByRole("dialog", { name: "Edit Note" });
    this.confirmDialog = page.getByRole("dialog", { name: "Delete this note?" });
  }

  async open() {
    await this.page.goto("/concepts");
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByRole("status").filter({ hasText: "Loading Notes..." })).toBeHidden();

    await waitForHydration(this.page);
  }

  /** Opened by a click inside the app, so the browser reads the notes itself and tests can change or fail that read. */
  async openFromApp() {
    await openFromApp(this.page, "Saved Notes");
    await expect(this.heading).toBeVisible();
  }

  /** One note in the list, found by its edit button (titles may repeat in note text). */
  note(title: string): Locator {
    return this.items.filter({ has: this.page.getByRole("button", { name: `Edit ${title}`, exact: true }) });
  }

  /** Opens a note (its title row is the toggle). */
  async expand(title: string) {
    await this.note(title)
      .getByRole("button", { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
      .click();
  }

  async edit(title: string) {
    await this.note(title)
      .getByRole("button", { name: `Edit ${title}` })
      .click();
  }

  async deleteNote(title: string) {
    await this.note(title)
      .getByRole("button", { name: `Delete ${title}` })
      .click();
    await this.confirmDialog.getByRole("button", { name: "Delete" }).click();
  }

  async seed(baseURL: string, items: ConceptSeed[]) {
    for (const item of items) {
      const res = await this.page.request.post("/api/saved/concepts/add", { data: item, headers: { origin: baseURL } });
      expect(res.status(), await res.text()).toBe(201);
    }
  }

  async saved() {
    const body = (await (await this.page.request.get("/api/saved/concepts/get")).json()) as {
      allConcepts: Array<ConceptSeed & { problemLinks: string[] }>;
    };
    return body.allConcepts;
  }
}

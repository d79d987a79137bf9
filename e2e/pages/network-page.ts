import type { Locator, Page } from "@playwright/test";
import { SIM_URL } from "../../playwright.config";
import { expect, openFromApp } from "../fixtures";

type Person = { id: string; kind: "user" | "account"; fullName: string; userName: string; handles: Record<string, string> };

/** A Codeforces handle the simulator knows and the demo seed gives nobody (it uses the first ~42). */
export async function unclaimedCodeforcesHandle(offsetFromEnd = 3): Promise<string> {
  const all = (await (await fetch(`${SIM_URL}/__sim/handles`)).json()) as Record<string, string[]>;
  const pool = (all.codeforces ?? []).filter((h) => !/^(unrated|empty)_/.test(h));
  const handle = pool[pool.length - offsetFromEnd];
  if (!handle || pool.length < 50) throw new Error(`the simulator lists too few Codeforces handles (${pool.length})`);
  return handle;
}

export class NetworkPage {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly list: Locator;
  readonly names: Locator;
  readonly search: Locator;
  readonly platform: Locator;
  readonly addDialog: Locator;
  readonly confirmDialog: Locator;
  readonly results: Locator;
  readonly handleInput: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "My Network" });
    this.addButton = page.getByRole("button", { name: "Add User", exact: true });
    this.list = page.getByRole("list", { name: "Network" });
    this.names = this.list.getByRole("heading");
    this.search = page.getByRole("searchbox", { name: "Search network" });
    this.platform = page.getByRole("main").getByRole("combobox", { name: "Platform" });
    this.addDialog = page.getByRole("dialog", { name: "Add User to Network" });
    this.confirmDialog = page.getByRole("dialog", { name: "Remove from network?" });
    this.handleInput = this.addDialog.getByRole("textbox", { name: "Handle", exact: true });
    // Direct items only: a user's result holds a list of their handles.
    this.results = this.addDialog.getByRole("list", { name: "Search results" }).locator(":scope > li");
  }

  /** Opened by a click inside the app, so the browser reads the network itself and tests can serve or fail that read. */
  async open() {
    await openFromApp(this.page, "Network");
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByRole("status").filter({ hasText: "Loading Network..." })).toBeHidden();
  }

  card(name: string): Locator {
    return this.list.getByRole("article", { name, exact: true });
  }

  async searchFor(query: string, { platform = "all", withEnter = false }: { platform?: string; withEnter?: boolean } = {}) {
    if (!(await this.addDialog.isVisible())) await this.addButton.click();
    await this.addDialog.getByRole("combobox", { name: "Platform", exact: true }).selectOption(platform);
    const handle = this.handleInput;
    await handle.fill(query);
    if (withEnter) await handle.press("Enter");
    else await this.addDialog.getByRole("button", { name: "Search" }).click();
  }

  result(text: string): Locator {
    return this.results.filter({ hasText: text });
  }

  /** Clicks a card's trash button; the confirmation dialog is then open. */
  async askToRemove(fullName: string) {
    await this.card(fullName)
      .getByRole("button", { name: `Remove ${fullName} from network` })
      .click();
    await expect(this.confirmDialog).toBeVisible();
  }

  async remove(fullName: string) {
    await this.askToRemove(fullName);
    await this.confirmDialog.getByRole("button", { name: "Remove" }).click();
  }

  /** Follows the first search result for a query through the BFF, as the dialog does. */
  async follow(baseURL: string, searchQuery: string, platform?: string): Promise<Person> {
    const found = await this.page.request.post("/api/fetch/searchUser", {
      data: platform ? { searchQuery, platform } : { searchQuery },
      headers: { origin: baseURL },
    });
    expect(found.ok(), await found.text()).toBeTruthy();
    const [person] = ((await found.json()) as { searchResults: Person[] }).searchResults;
    if (!person) throw new Error(`nobody found for ${searchQuery}`);
    const res = await this.page.request.post("/api/friends/toggleFriend", { data: { friend_id: person.id }, headers: { origin: baseURL } });
    expect(res.ok(), await res.text()).toBeTruthy();
    expect(((await res.json()) as { following: boolean }).following).toBe(true);
    return person;
  }

  async savedNames(): Promise<string[]> {
    const body = (await (await this.page.request.get("/api/fetch/network")).json()) as { networkData: Person[] };
    return body.networkData.map((p) => p.fullName);
  }
}

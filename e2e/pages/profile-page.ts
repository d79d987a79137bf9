import type { Locator, Page } from "@playwright/test";
import { expect, waitForHydration } from "../fixtures";

export type HandlesInput = { leetcode?: string; codeforces?: string; codechef?: string };
const LABEL = { leetcode: "LeetCode", codeforces: "Codeforces", codechef: "CodeChef" } as const;
type Platform = keyof typeof LABEL;

export class ProfilePage {
  readonly heading: Locator;
  readonly handles: Locator;
  readonly saveHandles: Locator;
  readonly syncNow: Locator;
  readonly stats: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Profile" });
    this.handles = page.locator("#handles");
    this.saveHandles = this.handles.getByRole("button", { name: "Save handles" });
    this.syncNow = this.handles.getByRole("button", { name: "Sync now" });
    this.stats = page.getByRole("region", { name: "Quick stats" });
  }

  async open() {
    await this.page.goto("/profile");
    await expect(this.heading).toBeVisible();

    await waitForHydration(this.page);
  }

  handleField(platform: Platform): Locator {
    return this.handles.getByLabel(`${LABEL[platform]} handle`);
  }

  status(platform: Platform): Locator {
    return this.page.getByTestId(`sync-${platform}`);
  }

  stat(label: string): Locator {
    return this.stats
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator("xpath=following-sibling::dd[1]");
  }

  async fillHandles(values: HandlesInput) {
    for (const platform of Object.keys(values) as Platform[]) await this.handleField(platform).fill(values[platform] ?? "");
    await this.saveHandles.click();
  }

  async savedHandles(): Promise<Record<Platform, string>> {
    const body = (await (await this.page.request.get("/api/profile/getProfileData")).json()) as {
      profileData: { handles: Record<Platform, string> };
    };
    return body.profileData.handles;
  }

  /** Sets handles straight through the BFF, as the form does (each is checked on its platform first). */
  async setHandles(baseURL: string, values: HandlesInput) {
    const res = await this.page.request.post("/api/profile/updateHandles", {
      data: { leetcode: "", codeforces: "", codechef: "", ...values },
      headers: { origin: baseURL },
      timeout: 30_000,
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  async waitForSync(timeout = 90_000) {
    await expect
      .poll(
        async () => {
          const body = (await (await this.page.request.get("/api/profile/sync-status")).json()) as {
            accounts: { status: string; lastSyncedAt: string | null }[];
          };
          return body.accounts.length > 0 && body.accounts.every((a) => a.status === "ok" && a.lastSyncedAt !== null);
        },
        { timeout, intervals: [1_000] },
      )
      .toBe(true);
  }
}

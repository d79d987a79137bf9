import type { Locator, Page } from "@playwright/test";
import type { FullData } from "@/lib/contract/dashboard";
import { expect, waitForHydration } from "../fixtures";

export const DEMO = { fullName: "Demo Programmer", userName: "demo", email: "demo@algoladder.dev", password: "demo-password" };
export const NO_HANDLES = "Add your handles to see your progress";

export class DashboardPage {
  readonly heading: Locator;
  readonly totals: Locator;
  readonly activeDays: Locator;
  readonly heatmap: Locator;
  readonly heatmapRegion: Locator;
  readonly heatmapTooltip: Locator;
  readonly heatmapDay: Locator;
  readonly sidebarProgress: Locator;
  readonly goalCount: Locator;
  readonly goalBar: Locator;
  readonly streak: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Dashboard" });
    this.totals = page.getByTestId("totals");
    this.activeDays = page.getByTestId("active-days");
    this.heatmap = page.getByTestId("heatmap");
    this.heatmapRegion = page.getByRole("region", { name: "Activity by day" });
    this.heatmapTooltip = page.getByTestId("heatmap-tooltip");
    // What a screen reader hears as the arrow keys move through the days.
    this.heatmapDay = page.getByTestId("heatmap-day");
    // The sidebar column (the phone drawer holds a second copy only while it is open).
    this.sidebarProgress = page.locator("aside").getByRole("region", { name: "Today's progress" });
    this.goalCount = this.sidebarProgress.getByTestId("daily-goal-count");
    this.goalBar = this.sidebarProgress.getByRole("progressbar", { name: "Daily goal" });
    this.streak = this.sidebarProgress.getByTestId("streak");
  }

  async open() {
    await this.page.goto("/dashboard");
    await this.settle();
  }

  async settle() {
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByRole("status").filter({ hasText: "Loading Dashboard..." })).toBeHidden({ timeout: 30_000 });
    await waitForHydration(this.page);
  }

  total(label: string): Locator {
    return this.totals
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator("xpath=following-sibling::dd[1]");
  }

  /** Puts the pointer over the square of the year's `index`-th day (the year starting on `firstDate`). */
  async hoverDay(index: number, firstDate: string) {
    // The drawing's grid (components/dashboard/heatmap-weeks.ts): 30 units of labels left, 18 on top, a 14-unit step, Sunday first.
    const slot = new Date(`${firstDate}T00:00:00Z`).getUTCDay() + index;
    const [column, row] = [Math.floor(slot / 7), slot % 7];
    await this.heatmap.scrollIntoViewIfNeeded();
    const viewBox = (await this.heatmap.getAttribute("viewBox"))!.split(" ").map(Number);
    const box = (await this.heatmap.boundingBox())!;
    const k = box.width / viewBox[2]!;
    await this.page.mouse.move(box.x + (30 + column * 14 + 5.5) * k, box.y + (18 + row * 14 + 5.5) * k);
  }

  chart(testId: string): Locator {
    return this.page.getByTestId(testId).locator("svg").first();
  }

  /** The dashboard as the API answers it (UTC days, as the browser in these tests sends). */
  async fetchData(): Promise<FullData> {
    const res = await this.page.request.get("/api/fetch/dashboard?tz=UTC");
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { fullData: FullData }).fullData;
  }

  /** Waits until every platform account has had its first sync (the demo syncs in its first minute or two). */
  async waitForSync(timeout = 180_000): Promise<FullData> {
    let data: FullData | undefined;
    await expect
      .poll(
        async () => {
          data = await this.fetchData();
          return data.platforms.length > 0 && data.platforms.every((p) => p.account.status === "ok" && p.account.lastSyncedAt !== null);
        },
        { timeout, intervals: [2_000, 5_000] },
      )
      .toBe(true);
    return data!;
  }

  async setGoal(baseURL: string, fullName: string, dailyGoal: number) {
    const res = await this.page.request.post("/api/profile/updateProfile", { data: { fullName, dailyGoal }, headers: { origin: baseURL } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

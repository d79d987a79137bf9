import { expect, signIn, test } from "./fixtures";
import { DashboardPage, DEMO } from "./pages/dashboard-page";

// The browser's days are UTC days, as in the dashboard's own tests.
test.use({ timezoneId: "UTC" });

test.describe("LeetCode's solved counts on the demo account", () => {
  // The demo syncs during the first minute or two of the run.
  test.describe.configure({ timeout: 240_000 });

  test("come from LeetCode's own totals, and a difference from ours is said in words", async ({ page }) => {
    await signIn(page, DEMO);
    const dashboard = new DashboardPage(page);
    await dashboard.waitForSync();
    await dashboard.open();

    // A later sync may move the numbers, so read the API and the page until they agree.
    await expect(async () => {
      const data = await dashboard.fetchData();
      const leetcode = data.platforms.find((p) => p.platform === "leetcode");
      expect(leetcode, "the demo account has a LeetCode handle").toBeDefined();
      // By difficulty and in total, one count: LeetCode's.
      expect(leetcode!.solved).toBe(leetcode!.solvedBy.reduce((n, d) => n + d.count, 0));
      await page.reload();
      await dashboard.settle();
      if (leetcode!.solvedNote) {
        expect(leetcode!.solvedNote).toMatch(/^LeetCode counts \d+ problems? solved/);
        await expect(page.getByText(leetcode!.solvedNote).first()).toBeVisible({ timeout: 1_000 });
      }
    }).toPass({ timeout: 60_000 });
  });
});

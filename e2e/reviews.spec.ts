import type { Page } from "@playwright/test";
import { SIM_URL } from "../playwright.config";
import { expect, expectAccessible, test } from "./fixtures";
import { unclaimedHandle } from "./pages/platform-sim";
import { ProfilePage } from "./pages/profile-page";
import { StumblesPage } from "./pages/stumbles-page";

// Syncs wait on the simulated platforms.
test.describe.configure({ timeout: 150_000 });

const TWO_SUM = {
  name: "Two Sum",
  summary: "Needed the hash map hint.",
  platform: "leetcode",
  url: "https://leetcode.com/problems/two-sum/",
};

type Card = { stumbleId: string; reviews: Array<{ passed: boolean; source: string }> };
const dueToday = (page: Page) => page.getByRole("region", { name: "Due today" });
const dueCount = (page: Page) => page.getByRole("navigation", { name: "App" }).getByTestId("review-due-count");

test("a saved problem is due, and a simulated Accepted on it clears it after the next sync", async ({ signedInPage: page, baseURL }) => {
  const handle = await unclaimedHandle("leetcode", { nth: 7 });
  const profile = new ProfilePage(page);
  await profile.setHandles(baseURL!, { leetcode: handle });
  await profile.waitForSync();

  const stumbles = new StumblesPage(page);
  await stumbles.seed(baseURL!, [TWO_SUM]);
  await stumbles.open();
  await expect(dueToday(page).getByRole("link", { name: "Two Sum" })).toHaveAttribute("href", TWO_SUM.url);
  await expect(dueToday(page)).toContainText("Due now, no reviews yet");
  await expect(dueCount(page)).toContainText("1 review due");

  await page.goto("/dashboard");
  await expect(dueToday(page).getByRole("link", { name: "Two Sum" })).toBeVisible();

  // The owner solves it on LeetCode; the next sync brings the Accepted in.
  const res = await fetch(`${SIM_URL}/__sim/submit`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ platform: "leetcode", handle, verdict: "accepted", problem: "two-sum" }),
  });
  expect(res.status).toBe(201);
  const sync = await page.request.post("/api/profile/sync", { headers: { origin: baseURL! } });
  expect(sync.status(), await sync.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const body = (await (await page.request.get("/api/reviews/cards")).json()) as { cards: Card[] };
        return body.cards[0]?.reviews.map((r) => `${r.source}:${r.passed}`) ?? [];
      },
      { timeout: 90_000, intervals: [2_000], message: "the synced Accepted grades the card" },
    )
    .toEqual(["platform:true"]);

  await stumbles.open();
  await expect(dueToday(page)).toContainText("Nothing to re-solve today. 1 coming up later.");
  await expect(dueCount(page)).toHaveCount(0);
  const card = stumbles.card("Two Sum");
  await card.getByRole("button", { name: /^Review history: next review / }).click();
  await expect(card.getByRole("list", { name: "Reviews of Two Sum" })).toContainText("Passed (synced Accepted)");
});

test("a review marked by hand clears the card, and the settings are checked and saved", async ({ signedInPage: page, baseURL }) => {
  const stumbles = new StumblesPage(page);
  await stumbles.seed(baseURL!, [{ ...TWO_SUM, name: "Offline Problem", platform: "other", url: "https://example.com/offline" }]);
  await stumbles.open();
  const due = dueToday(page);
  await expect(due.getByText("Offline Problem")).toBeVisible();
  await due
    .getByRole("group", { name: "Mark the review of Offline Problem" })
    .getByRole("button", { name: "Re-solved from scratch" })
    .click();
  await expect(page.getByText("Review saved")).toBeVisible();
  await expect(due).toContainText("Nothing to re-solve today.");
  const card = stumbles.card("Offline Problem");
  await card.getByRole("button", { name: /^Review history/ }).click();
  await expect(card.getByRole("list", { name: "Reviews of Offline Problem" })).toContainText("Passed (marked by hand, from scratch)");

  await page.getByRole("button", { name: "Review settings" }).click();
  await page.getByLabel("Target retention").fill("0.5");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Target retention is at least 0.7")).toBeVisible();
  await page.getByLabel("Target retention").fill("0.85");
  await page.getByLabel("Maximum interval (days)").fill("30");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Review settings saved")).toBeVisible();
  const saved = (await (await page.request.get("/api/reviews/settings")).json()) as { settings: unknown };
  expect(saved.settings).toEqual({ targetRetention: 0.85, maximumIntervalDays: 30 });
});

for (const theme of ["dark", "light"] as const) {
  test(`axe finds nothing serious on /stumbles with a card due (${theme})`, async ({ signedInPage: page, baseURL }) => {
    await page.addInitScript((t) => localStorage.setItem("algo-ladder-theme", t), theme);
    const stumbles = new StumblesPage(page);
    await stumbles.seed(baseURL!, [TWO_SUM]);
    await stumbles.open();
    await expect(dueToday(page).getByRole("link", { name: "Two Sum" })).toBeVisible();
    await expect(dueCount(page)).toContainText("1 review due");
    await page.getByRole("button", { name: "Review settings" }).click();
    await stumbles
      .card("Two Sum")
      .getByRole("button", { name: /^Review history/ })
      .click();
    await expectAccessible(page);
  });
}

test("at phone width the due list and its marks fit and stay accessible", async ({ signedInPage: page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const stumbles = new StumblesPage(page);
  await stumbles.seed(baseURL!, [TWO_SUM]);
  await stumbles.open();
  const due = dueToday(page);
  await expect(due.getByRole("button", { name: "Re-solved from scratch" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await page.goto("/dashboard");
  await expect(dueToday(page).getByRole("link", { name: "Two Sum" })).toBeVisible();
  await expectAccessible(page);
});

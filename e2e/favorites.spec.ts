import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

type Seed = { name: string; url: string; platform: string; short_note?: string };

async function seed(page: Page, baseURL: string, items: Seed[]) {
  for (const item of items) {
    const res = await page.request.post("/api/contests/favorites/add", { data: item, headers: { origin: baseURL } });
    expect(res.status(), await res.text()).toBe(201);
  }
}

async function savedNames(page: Page) {
  const body = (await (await page.request.get("/api/contests/favorites/get")).json()) as { favorites: { name: string }[] };
  return body.favorites.map((f) => f.name);
}

const favorites = (page: Page) => page.locator("#favorites");
const row = (page: Page, name: string) =>
  page.getByRole("list", { name: "Favorite contests" }).getByRole("listitem").filter({ hasText: name });
const EMPTY = "No favorite contests yet. Add some to get started!";

async function open(page: Page) {
  await page.goto("/contests");
  await expect(page.getByRole("heading", { level: 1, name: "Contest Actions" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading Contests..." })).toBeHidden();
}

async function fillForm(page: Page, v: { name?: string; url?: string; platform?: string; note?: string }) {
  const dialog = page.getByRole("dialog", { name: "Add Favorite Contest" });
  if (v.name !== undefined) await dialog.getByLabel("Contest name").fill(v.name);
  if (v.platform !== undefined) await dialog.getByLabel("Platform").selectOption(v.platform);
  if (v.url !== undefined) await dialog.getByLabel("Contest link").fill(v.url);
  if (v.note !== undefined) await dialog.getByLabel("Short note").fill(v.note);
  await dialog.getByRole("button", { name: "Save Contest" }).click();
  return dialog;
}

test("sections, empty favourites, then adding one shows it with its badge, note and link", async ({ signedInPage: page }) => {
  await open(page);
  await expect(page.locator("#upsolve").getByRole("heading", { name: "Recent Contests" })).toBeVisible();
  await expect(favorites(page).getByRole("heading", { name: "Favorite Contests" })).toBeVisible();
  await expect(favorites(page).getByText(EMPTY)).toBeVisible();
  await expect(page.getByRole("definition")).toHaveText("0");

  await favorites(page).getByRole("button", { name: "Add Contest" }).click();
  const dialog = await fillForm(page, {
    name: "Educational Round 160",
    platform: "codeforces",
    url: "https://codeforces.com/contest/1913",
    note: "Great D",
  });
  await expect(page.getByText("Added new contest to favourites")).toBeVisible();
  await expect(dialog).toBeHidden();
  const item = row(page, "Educational Round 160");
  await expect(item.getByText("Codeforces")).toBeVisible();
  await expect(item.getByText("Great D")).toBeVisible();
  const link = item.getByRole("link", { name: "Educational Round 160" });
  await expect(link).toHaveAttribute("href", "https://codeforces.com/contest/1913");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(favorites(page).getByText(EMPTY)).toHaveCount(0);
  await expect(page.getByRole("definition")).toHaveText("1");
  expect(await savedNames(page)).toEqual(["Educational Round 160"]);
});

test("validation: a missing name and a link off the platform's site get the spec toasts and field errors", async ({
  signedInPage: page,
}) => {
  await open(page);
  await favorites(page).getByRole("button", { name: "Add Contest" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Favorite Contest" });
  await expect(dialog.getByLabel("Contest name")).toHaveAttribute("maxlength", "100");
  await expect(dialog.getByLabel("Contest link")).toHaveAttribute("maxlength", "150");
  await expect(dialog.getByLabel("Short note")).toHaveAttribute("maxlength", "150");
  await fillForm(page, { url: "https://codeforces.com/contest/1" });
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Please enter valid name of contest" })).toBeVisible();
  await expect(dialog.getByText("Please enter valid name of contest")).toBeVisible();

  await fillForm(page, { name: "Weekly 400", platform: "leetcode", url: "https://codeforces.com/contest/1" });
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Please enter valid url of contest" })).toBeVisible();
  await expect(dialog.getByText("Please enter valid url of contest")).toBeVisible();
  await expect(dialog.getByLabel("Contest link")).toHaveAttribute("aria-invalid", "true");

  await fillForm(page, { url: "javascript:alert(1)", platform: "other" });
  await expect(dialog.getByText("Please enter valid url of contest")).toBeVisible();

  await fillForm(page, { platform: "leetcode", url: "https://leetcode.com/contest/weekly-contest-400/" });
  await expect(page.getByText("Added new contest to favourites")).toBeVisible();
  expect(await savedNames(page)).toEqual(["Weekly 400"]);
});

test("a duplicate shows the failure toast with the server's reason", async ({ signedInPage: page, baseURL }) => {
  await seed(page, baseURL!, [{ name: "Starters 100", url: "https://www.codechef.com/START100", platform: "codechef" }]);
  await open(page);
  await favorites(page).getByRole("button", { name: "Add Contest" }).click();
  await fillForm(page, { name: "Same again", platform: "codechef", url: "https://www.codechef.com/START100" });
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Addition to favourites failed" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Contest already in favourites");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("list", { name: "Favorite contests" }).getByRole("listitem")).toHaveCount(1);
  expect(await savedNames(page)).toEqual(["Starters 100"]);
});

test("delete asks first, then removes the contest with a toast; the last one leaves the empty text", async ({
  signedInPage: page,
  baseURL,
}) => {
  await seed(page, baseURL!, [
    { name: "Round A", url: "https://codeforces.com/contest/1", platform: "codeforces" },
    { name: "Round B", url: "https://codeforces.com/contest/2", platform: "codeforces" },
  ]);
  await open(page);
  await row(page, "Round A").getByRole("button", { name: "Delete Round A" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove from favourites?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row(page, "Round A")).toBeVisible();
  await row(page, "Round A").getByRole("button", { name: "Delete Round A" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Removed from favourites")).toBeVisible();
  await expect(row(page, "Round A")).toHaveCount(0);
  expect(await savedNames(page)).toEqual(["Round B"]);
  await row(page, "Round B").getByRole("button", { name: "Delete Round B" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(favorites(page).getByText(EMPTY)).toBeVisible();
});

test("server failures show the failure toasts and keep the list", async ({ signedInPage: page, baseURL }) => {
  await seed(page, baseURL!, [{ name: "Round Z", url: "https://codeforces.com/contest/9", platform: "codeforces" }]);
  await open(page);
  await page.route("**/api/contests/favorites/remove", (route) => route.fulfill({ status: 500, json: { success: false, message: "x" } }));
  await row(page, "Round Z").getByRole("button", { name: "Delete Round Z" }).click();
  await page.getByRole("dialog", { name: "Remove from favourites?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Server error occurred")).toBeVisible();
  await expect(page.getByText("Removal from favourites failed")).toBeVisible();
  await expect(row(page, "Round Z")).toBeVisible();

  await page.route("**/api/contests/favorites/add", (route) => route.fulfill({ status: 500, json: { success: false, message: "x" } }));
  await favorites(page).getByRole("button", { name: "Add Contest" }).click();
  await fillForm(page, { name: "Round Y", platform: "codeforces", url: "https://codeforces.com/contest/8" });
  await expect(page.getByText("Addition to favourites failed")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(row(page, "Round Y")).toHaveCount(0);
  expect(await savedNames(page)).toEqual(["Round Z"]);
});

test("a failed load shows an error with a retry that works", async ({ signedInPage: page, baseURL }) => {
  await seed(page, baseURL!, [{ name: "Round Retry", url: "https://codeforces.com/contest/5", platform: "codeforces" }]);
  let fail = true;
  await page.route("**/api/contests/favorites/get", (route) =>
    fail ? route.fulfill({ status: 500, json: { success: false, message: "x" } }) : route.fallback(),
  );
  await page.goto("/contests");
  await expect(page.getByText("Could not load your favourite contests")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Contest Actions" })).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(row(page, "Round Retry")).toBeVisible();
});

test("Quick Navigator links to the dashboard and the handles section", async ({ signedInPage: page }) => {
  await open(page);
  const nav = page.getByRole("navigation", { name: "Quick Navigator" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
  await nav.getByRole("link", { name: "Add your handles" }).click();
  await expect(page).toHaveURL(/\/profile#handles$/);
});

test("the sidebar's Favorites link lands on the favourites section", async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto("/contests#favorites");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(favorites(page).getByRole("heading", { name: "Favorite Contests" })).toBeInViewport();
});

for (const theme of ["dark", "light"] as const) {
  test(`axe finds nothing serious on /contests (${theme})`, async ({ signedInPage: page, baseURL }) => {
    await seed(page, baseURL!, [
      { name: "Round A11y", url: "https://codeforces.com/contest/3", platform: "codeforces", short_note: "note" },
    ]);
    await page.addInitScript((t) => localStorage.setItem("algo-ladder-theme", t), theme);
    await open(page);
    await expect(row(page, "Round A11y")).toBeVisible();
    await expectAccessible(page);
    await favorites(page).getByRole("button", { name: "Add Contest" }).click();
    const dialog = await fillForm(page, {});
    await expect(dialog.getByText("Please enter valid name of contest")).toBeVisible();
    // Let the toast close so this check is about the page and its dialog.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(page);
  });
}

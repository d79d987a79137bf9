import { expect, expectAccessible, expectSeededOnLoad, openFromApp, test } from "./fixtures";
import { ContestsPage, FAVORITES_EMPTY } from "./pages/contests-page";

test("sections, empty favourites, then adding one shows it with its badge, note and link", async ({ signedInPage: page }) => {
  const contests = new ContestsPage(page);
  await contests.open();
  await expect(contests.upsolve.getByRole("heading", { name: "Recent Contests" })).toBeVisible();
  await expect(contests.favorites.getByRole("heading", { name: "Favorite Contests" })).toBeVisible();
  await expect(contests.favorites.getByText(FAVORITES_EMPTY)).toBeVisible();
  await expect(contests.stat("Favourites")).toHaveText("0");

  await contests.addButton.click();
  const dialog = await contests.fillFavorite({
    name: "Educational Round 160",
    platform: "codeforces",
    url: "https://codeforces.com/contest/1913",
    note: "Great D",
  });
  await expect(page.getByText("Added new contest to favourites")).toBeVisible();
  await expect(dialog).toBeHidden();
  const item = contests.favorite("Educational Round 160");
  await expect(item.getByText("Codeforces")).toBeVisible();
  await expect(item.getByText("Great D")).toBeVisible();
  const link = item.getByRole("link", { name: "Educational Round 160" });
  await expect(link).toHaveAttribute("href", "https://codeforces.com/contest/1913");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(contests.favorites.getByText(FAVORITES_EMPTY)).toHaveCount(0);
  await expect(contests.stat("Favourites")).toHaveText("1");
  expect(await contests.savedNames()).toEqual(["Educational Round 160"]);
});

test("validation: a missing name and a link off the platform's site get the spec toasts and field errors", async ({
  signedInPage: page,
}) => {
  const contests = new ContestsPage(page);
  await contests.open();
  await contests.addButton.click();
  const dialog = contests.addDialog;
  await expect(dialog.getByLabel("Contest name")).toHaveAttribute("maxlength", "100");
  await expect(dialog.getByLabel("Contest link")).toHaveAttribute("maxlength", "150");
  await expect(dialog.getByLabel("Short note")).toHaveAttribute("maxlength", "150");
  await contests.fillFavorite({ url: "https://codeforces.com/contest/1" });
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Please enter valid name of contest" })).toBeVisible();
  await expect(dialog.getByText("Please enter valid name of contest")).toBeVisible();

  await contests.fillFavorite({ name: "Weekly 400", platform: "leetcode", url: "https://codeforces.com/contest/1" });
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Please enter valid url of contest" })).toBeVisible();
  await expect(dialog.getByText("Please enter valid url of contest")).toBeVisible();
  await expect(dialog.getByLabel("Contest link")).toHaveAttribute("aria-invalid", "true");

  await contests.fillFavorite({ url: "javascript:alert(1)", platform: "other" });
  await expect(dialog.getByText("Please enter valid url of contest")).toBeVisible();

  await contests.fillFavorite({ platform: "leetcode", url: "https://leetcode.com/contest/weekly-contest-400/" });
  await expect(page.getByText("Added new contest to favourites")).toBeVisible();
  expect(await contests.savedNames()).toEqual(["Weekly 400"]);
});

test("a duplicate shows the failure toast with the server's reason", async ({ signedInPage: page, baseURL }) => {
  const contests = new ContestsPage(page);
  await contests.seed(baseURL!, [{ name: "Starters 100", url: "https://www.codechef.com/START100", platform: "codechef" }]);
  await contests.open();
  await contests.addButton.click();
  await contests.fillFavorite({ name: "Same again", platform: "codechef", url: "https://www.codechef.com/START100" });
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Addition to favourites failed" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Contest already in favourites");
  await page.keyboard.press("Escape");
  await expect(contests.favoriteItems).toHaveCount(1);
  expect(await contests.savedNames()).toEqual(["Starters 100"]);
});

test("delete asks first, then removes the contest with a toast; the last one leaves the empty text", async ({
  signedInPage: page,
  baseURL,
}) => {
  const contests = new ContestsPage(page);
  await contests.seed(baseURL!, [
    { name: "Round A", url: "https://codeforces.com/contest/1", platform: "codeforces" },
    { name: "Round B", url: "https://codeforces.com/contest/2", platform: "codeforces" },
  ]);
  await contests.open();
  await contests.askToDelete("Round A");
  await contests.confirmDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(contests.favorite("Round A")).toBeVisible();
  await contests.askToDelete("Round A");
  await contests.confirmDialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Removed from favourites")).toBeVisible();
  await expect(contests.favorite("Round A")).toHaveCount(0);
  expect(await contests.savedNames()).toEqual(["Round B"]);
  await contests.askToDelete("Round B");
  await contests.confirmDialog.getByRole("button", { name: "Delete" }).click();
  await expect(contests.favorites.getByText(FAVORITES_EMPTY)).toBeVisible();
});

test("server failures show the failure toasts and keep the list", async ({ signedInPage: page, baseURL }) => {
  const contests = new ContestsPage(page);
  await contests.seed(baseURL!, [{ name: "Round Z", url: "https://codeforces.com/contest/9", platform: "codeforces" }]);
  await contests.open();
  await page.route("**/api/contests/favorites/remove", (route) => route.fulfill({ status: 500, json: { success: false, message: "x" } }));
  await contests.askToDelete("Round Z");
  await contests.confirmDialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Server error occurred")).toBeVisible();
  await expect(page.getByText("Removal from favourites failed")).toBeVisible();
  await expect(contests.favorite("Round Z")).toBeVisible();

  await page.route("**/api/contests/favorites/add", (route) => route.fulfill({ status: 500, json: { success: false, message: "x" } }));
  await contests.addButton.click();
  await contests.fillFavorite({ name: "Round Y", platform: "codeforces", url: "https://codeforces.com/contest/8" });
  await expect(page.getByText("Addition to favourites failed")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(contests.favorite("Round Y")).toHaveCount(0);
  expect(await contests.savedNames()).toEqual(["Round Z"]);
});

test("a failed load shows an error with a retry that works", async ({ signedInPage: page, baseURL }) => {
  const contests = new ContestsPage(page);
  await contests.seed(baseURL!, [{ name: "Round Retry", url: "https://codeforces.com/contest/5", platform: "codeforces" }]);
  let fail = true;
  await page.route("**/api/contests/favorites/get", (route) =>
    fail ? route.fulfill({ status: 500, json: { success: false, message: "x" } }) : route.fallback(),
  );
  // Reached from inside the app, where the browser reads the list (a page load reads it on the server).
  await openFromApp(page, "Contests", "/dashboard");
  await expect(page.getByText("Could not load your favourite contests")).toBeVisible();
  await expect(contests.heading).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(contests.favorite("Round Retry")).toBeVisible();
});

test("a page load brings the favourites in the server's HTML, and the page hydrates without a mismatch", async ({
  signedInPage: page,
  baseURL,
}) => {
  const contests = new ContestsPage(page);
  const text = "Round From The Server";
  await contests.seed(baseURL!, [{ name: text, url: "https://codeforces.com/contest/7", platform: "codeforces" }]);
  await expectSeededOnLoad(page, {
    baseURL: baseURL!,
    path: "/contests",
    text,
    open: () => contests.open(),
    shown: contests.favorite(text),
  });
});

test("Quick Navigator links to the dashboard and the handles section", async ({ signedInPage: page }) => {
  const contests = new ContestsPage(page);
  await contests.open();
  await expect(contests.quickNavigator.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
  await contests.quickNavigator.getByRole("link", { name: "Add your handles" }).click();
  await expect(page).toHaveURL(/\/profile#handles$/);
});

test("a link to /contests#favorites lands on the favourites section", async ({ signedInPage: page }) => {
  const contests = new ContestsPage(page);
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto("/contests#favorites");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(contests.favorites.getByRole("heading", { name: "Favorite Contests" })).toBeInViewport();
});

test("a star on an upcoming contest row adds it to the favourites and a second press removes it", async ({ signedInPage: page }) => {
  const contests = new ContestsPage(page);
  await contests.open();
  const upcoming = await contests.upcomingFromApi();
  expect(upcoming.length, "the simulated platforms announce contests").toBeGreaterThan(0);
  const first = upcoming[0]!;
  const star = contests.upcomingItems.first().getByRole("button", { name: `Favourite: ${first.name}` });
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await expect(contests.favorites.getByText(FAVORITES_EMPTY)).toBeVisible();

  await star.click();
  await expect(page.getByText("Added new contest to favourites")).toBeVisible();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expect(contests.favoriteItems).toHaveCount(1);
  await expect(contests.favoriteItems.first().getByRole("link", { name: first.name })).toHaveAttribute("href", first.url);
  await expect(contests.stat("Favourites")).toHaveText("1");

  await star.click();
  await expect(page.getByText("Removed from favourites")).toBeVisible();
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await expect(contests.favorites.getByText(FAVORITES_EMPTY)).toBeVisible();
});

for (const theme of ["dark", "light"] as const) {
  test(`axe finds nothing serious on /contests (${theme})`, async ({ signedInPage: page, baseURL }) => {
    const contests = new ContestsPage(page);
    await contests.seed(baseURL!, [
      { name: "Round A11y", url: "https://codeforces.com/contest/3", platform: "codeforces", short_note: "note" },
    ]);
    await page.addInitScript((t) => localStorage.setItem("algo-ladder-theme", t), theme);
    await contests.open();
    await expect(contests.favorite("Round A11y")).toBeVisible();
    await expectAccessible(page);
    await contests.addButton.click();
    const dialog = await contests.fillFavorite({});
    await expect(dialog.getByText("Please enter valid name of contest")).toBeVisible();
    // The toast mounts a moment after the inline errors and axe once met it mid-fade, so wait for it to close.
    const toasts = page.locator("[data-sonner-toast]");
    await expect(toasts.filter({ hasText: "Please enter valid name of contest" })).toBeVisible();
    await expect(toasts).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(page);
  });
}

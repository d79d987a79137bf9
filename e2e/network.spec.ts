import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectRenderedOnLoad, openFromApp, test } from "./fixtures";
import { NetworkPage, unclaimedCodeforcesHandle } from "./pages/network-page";
import { addSimFault } from "./pages/platform-sim";

const DL_ROW = (platform: string) => `div:has(> dt:text-is("${platform}"))`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Cards by CSS, so they can be checked while a dialog hides the page from the accessibility tree. */
const cardWith = (page: Page, text: string) => page.locator("main article").filter({ hasText: text });

test("a fresh user's empty network invites them to add someone; the dialog searches only with a query", async ({ signedInPage: page }) => {
  const network = new NetworkPage(page);
  await network.open();
  await expect(page.getByText("0 connections")).toBeVisible();
  await expect(page.getByText("No users found")).toBeVisible();
  await expect(page.getByText("Start building your network by adding users")).toBeVisible();

  await page.getByRole("button", { name: "Add Your First User" }).click();
  await expect(network.addDialog).toBeVisible();
  const handle = network.handleInput;
  await expect(handle).toBeFocused();
  const searchButton = network.addDialog.getByRole("button", { name: "Search" });
  await expect(searchButton).toBeDisabled();
  await handle.fill("   ");
  await expect(searchButton).toBeDisabled();
  await handle.fill("mei");
  await expect(searchButton).toBeEnabled();
  await page.keyboard.press("Escape");
  await expect(network.addDialog).toBeHidden();
  await expect(page.getByText("No users found")).toBeVisible();
});

test("search by part of a name (Enter searches) and follow a user: the card appears with a toast", async ({ signedInPage: page }) => {
  const network = new NetworkPage(page);
  await network.open();
  const sent = page.waitForRequest("**/api/fetch/searchUser");
  await network.searchFor("Mei Ros", { withEnter: true });
  expect((await sent).postDataJSON()).toEqual({ searchQuery: "Mei Ros" });
  await expect(network.results).toHaveCount(1);
  const result = network.result("Mei Rossi");
  await expect(result).toContainText("@mei_rossi_1");

  await result.getByRole("button", { name: "Add Mei Rossi to network" }).click();
  await expect(page.getByText("Connection added successfully")).toBeVisible();
  await expect(result.getByText("Added")).toBeVisible();
  await page.keyboard.press("Escape");

  const card = network.card("Mei Rossi");
  await expect(card).toBeVisible();
  await expect(card).toContainText("@mei_rossi_1");
  await expect(card.locator("dt")).toHaveText(["Codeforces", "LeetCode", "CodeChef"]);
  await expect(card.getByText("Not set")).toHaveCount(0);
  for (const platform of ["Codeforces", "LeetCode", "CodeChef"]) {
    await expect(card.locator(DL_ROW(platform)).locator("dd")).toHaveText(
      new RegExp(`^\\S+${platform} rating:? (\\d+ \\([^)]+\\)|Unrated|not known until the first sync, Syncing)$`),
    );
  }
  await expect(page.getByText("1 connection", { exact: true })).toBeVisible();
  expect(await network.savedNames()).toEqual(["Mei Rossi"]);
});

test("a handle nobody here uses is looked up on the chosen platform and followed as an account", async ({ signedInPage: page }) => {
  const handle = await unclaimedCodeforcesHandle();
  const network = new NetworkPage(page);
  await network.open();
  const sent = page.waitForRequest("**/api/fetch/searchUser");
  await network.searchFor(handle, { platform: "codeforces" });
  expect((await sent).postDataJSON()).toEqual({ searchQuery: handle, platform: "codeforces" });

  const result = network.result(handle);
  await expect(result).toHaveCount(1);
  await expect(result.getByText("Found on Codeforces")).toBeVisible();
  await result.getByRole("button", { name: /^Add .* to network$/ }).click();
  await expect(page.getByText("Connection added successfully")).toBeVisible();
  await page.keyboard.press("Escape");

  const card = network.list.getByRole("article").filter({ hasText: `@${handle}` });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Codeforces account")).toBeVisible();
  await expect(card.locator("dt")).toHaveText(["Codeforces"]);
  await expect(card.locator("dd")).toContainText(handle);
  await expect(card.locator("dd")).toHaveText(
    new RegExp(`^${escapeRegExp(handle)}Codeforces rating:? (\\d+ \\([^)]+\\)|Unrated|not known until the first sync, Syncing)$`),
  );
  await expect(page.getByText("1 connection", { exact: true })).toBeVisible();

  const again = page.waitForResponse("**/api/fetch/searchUser");
  await network.searchFor(handle, { platform: "codeforces" });
  await again;
  await expect(network.addDialog.getByRole("button", { name: /^Add .* to network$/ })).toHaveCount(0);
});

test("a platform that cannot be asked is said so, never 'nobody matches', and Try again asks again", async ({ signedInPage: page }) => {
  // Not the handle the test above adds: once stored, a handle is found here without asking the platform.
  const handle = await unclaimedCodeforcesHandle(5);
  // Every attempt of the lookup fails (the API tries 3 times); the fault then wears off.
  await addSimFault({ platform: "codeforces", kind: "http_503", handle, count: 3 });
  const network = new NetworkPage(page);
  await network.open();
  await network.searchFor(handle, { platform: "codeforces" });
  const alert = network.addDialog.getByRole("alert");
  await expect(alert).toContainText(`Codeforces could not be reached, so we could not ask whether “${handle}” is on it.`);
  await expect(network.addDialog.getByText(/Nobody matches/)).toHaveCount(0);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Server error occurred" })).toHaveCount(0);

  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(network.result(handle).getByText("Found on Codeforces")).toBeVisible();
});

test("cards show 'Not set' and 'NA' for a platform without a handle; search and platform filter narrow the list", async ({
  signedInPage: page,
  baseURL,
}) => {
  const network = new NetworkPage(page);
  await network.follow(baseURL!, "sofia_park_5");
  await network.follow(baseURL!, "kenji_fischer_22");
  await network.open();
  await expect(page.getByText("2 connections")).toBeVisible();
  await expect(network.names).toHaveText(["Sofia Park", "Kenji Fischer"]);
  const codechef = network.card("Sofia Park").locator(DL_ROW("CodeChef"));
  await expect(codechef.locator("dd")).toHaveText(/^Not set\s*CodeChef rating: NA$/);
  await expect(codechef.getByText("Not set")).toBeVisible();

  await network.search.fill("KENJI");
  await expect(network.names).toHaveText(["Kenji Fischer"]);
  await network.search.fill("sofia_park");
  await expect(network.names).toHaveText(["Sofia Park"]);
  await network.search.fill("");
  await network.platform.selectOption("codechef");
  await expect(network.names).toHaveText(["Kenji Fischer"]);
  await network.search.fill("sofia");
  await expect(page.getByText("No users found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search filters")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Your First User" })).toHaveCount(0);
});

test("remove asks first: Cancel keeps the card, Remove takes it away with a toast", async ({ signedInPage: page, baseURL }) => {
  const network = new NetworkPage(page);
  await network.follow(baseURL!, "lucas_mehta_2");
  await network.follow(baseURL!, "priya_chen_3");
  await network.open();
  await network.askToRemove("Lucas Mehta");
  await expect(network.confirmDialog.getByRole("button", { name: "Remove" })).toBeVisible();
  await network.confirmDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(network.confirmDialog).toBeHidden();
  await expect(network.card("Lucas Mehta")).toBeVisible();

  await network.askToRemove("Lucas Mehta");
  await page.keyboard.press("Escape");
  await expect(network.confirmDialog).toBeHidden();

  await network.remove("Lucas Mehta");
  await expect(network.card("Lucas Mehta")).toHaveCount(0);
  await expect(page.getByText("Connection removed successfully")).toBeVisible();
  await expect(page.getByText("1 connection", { exact: true })).toBeVisible();
  expect(await network.savedNames()).toEqual(["Priya Chen"]);
});

test("a failed removal takes the card away at once, then puts it back with 'Connection removal failed'", async ({
  signedInPage: page,
  baseURL,
}) => {
  const network = new NetworkPage(page);
  await network.follow(baseURL!, "dmitri_tanaka_4");
  await network.follow(baseURL!, "kenji_novak_6");
  await network.open();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/friends/toggleFriend", async (route) => {
    await held;
    await route.fulfill({ status: 500, json: { success: false, message: "down" } });
  });
  await network.remove("Dmitri Tanaka");
  // docs/behaviour.md §4: the card goes before the server answers...
  await expect(network.card("Dmitri Tanaka")).toHaveCount(0);
  release();
  // ...and comes back, in its place, when the server fails (docs/architecture.md §6).
  await expect(page.getByText("Connection removal failed")).toBeVisible();
  await expect(page.getByText("Server error occurred")).toBeVisible();
  await expect(network.names).toHaveText(["Dmitri Tanaka", "Kenji Novak"]);
  expect(await network.savedNames()).toEqual(["Dmitri Tanaka", "Kenji Novak"]);
});

test("a failed addition shows the card at once, then takes it away with 'Connection addition failed'", async ({ signedInPage: page }) => {
  const network = new NetworkPage(page);
  await network.open();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/friends/toggleFriend", async (route) => {
    await held;
    await route.fulfill({ status: 500, json: { success: false, message: "down" } });
  });
  await network.searchFor("amara_okafor_23");
  await network.result("Amara Okafor").getByRole("button", { name: "Add Amara Okafor to network" }).click();
  await expect(cardWith(page, "@amara_okafor_23")).toHaveCount(1);
  release();
  await expect(page.getByText("Connection addition failed")).toBeVisible();
  await expect(cardWith(page, "@amara_okafor_23")).toHaveCount(0);
  await expect(network.result("Amara Okafor").getByRole("button", { name: "Add Amara Okafor to network" })).toBeEnabled();
  expect(await network.savedNames()).toEqual([]);
});

test("a page load brings the network in the server's HTML, and the page hydrates without a mismatch", async ({
  signedInPage: page,
  baseURL,
}) => {
  const network = new NetworkPage(page);
  await network.follow(baseURL!, "zara_kowalski_13");
  await expectRenderedOnLoad(page, { path: "/network", text: "Zara Kowalski", shown: network.card("Zara Kowalski") });
});

test("a handle not synced yet reads 'Syncing', not 'Unrated'; a synced one without a rating reads 'Unrated'", async ({
  signedInPage: page,
}) => {
  const person = {
    id: "00000000-0000-4000-8000-000000000001",
    kind: "user",
    fullName: "Cy Syncing",
    userName: "cy_syncing",
    handles: { leetcode: "cy_lc", codeforces: "cy_cf", codechef: "" },
    ratings: {},
    syncing: ["codeforces"],
    lastActiveAt: null,
  };
  await page.route(/\/api\/fetch\/network$/, (route) => route.fulfill({ json: { success: true, networkData: [person] } }));
  const network = new NetworkPage(page);
  await network.open();
  const card = network.card("Cy Syncing");
  await expect(card.locator(DL_ROW("Codeforces")).locator("dd")).toHaveText(
    "cy_cfCodeforces rating: not known until the first sync, Syncing",
  );
  await expect(card.locator(DL_ROW("LeetCode")).locator("dd")).toHaveText("cy_lcLeetCode rating: Unrated");
  await expect(card.locator(DL_ROW("CodeChef")).locator("dd")).toContainText("NA");
});

test("a failed load shows an error with a retry that works", async ({ signedInPage: page, baseURL }) => {
  const network = new NetworkPage(page);
  await network.follow(baseURL!, "zara_kowalski_13");
  let fail = true;
  await page.route("**/api/fetch/network", (route) =>
    fail ? route.fulfill({ status: 500, json: { success: false, message: "down" } }) : route.fallback(),
  );
  await openFromApp(page, "Network");
  await expect(page.getByText("Could not load your network")).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(network.card("Zara Kowalski")).toBeVisible();
});

for (const theme of ["dark", "light"] as const) {
  test(`axe finds nothing serious on /network (${theme})`, async ({ signedInPage: page, baseURL }) => {
    const network = new NetworkPage(page);
    await network.follow(baseURL!, "hana_nguyen_11");
    await page.addInitScript((t) => localStorage.setItem("algo-ladder-theme", t), theme);
    await network.open();
    await expect(network.card("Hana Nguyen")).toBeVisible();
    await expectAccessible(page);
    await network.searchFor("Rossi");
    await expect(network.results.first()).toBeVisible();
    await expectAccessible(page);
  });
}

import { expect, expectAccessible, expectSeededOnLoad, test, waitForHydration } from "./fixtures";
import { StumblesPage } from "./pages/stumbles-page";

test("empty list, then adding a problem puts it at the top with a toast and updates the totals", async ({
  signedInPage: page,
  baseURL,
}) => {
  const stumbles = new StumblesPage(page);
  await stumbles.open();
  await expect(page.getByText("No problems saved")).toBeVisible();
  await expect(page.getByText("Add your first problem to get started")).toBeVisible();
  await expect(stumbles.totals).toHaveText(["0", "0", "0"]);

  await stumbles.seed(baseURL!, [{ name: "Older One", summary: "seeded first" }]);
  await page.reload();
  await waitForHydration(page);
  await stumbles.add({
    name: "Two Sum",
    summary: "Find two numbers adding up to a target",
    link: "https://leetcode.com/problems/two-sum/",
    platform: "leetcode",
    hint: "Remember what you have seen",
    intuition: "A hash map from value to index",
    solution: "https://example.com/two-sum-solution",
  });

  await expect(page.getByText("Problem added successfully")).toBeVisible();
  await expect(stumbles.addDialog).toBeHidden();
  await expect(stumbles.list.getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("article").first()).toHaveAccessibleName("Two Sum");
  await expect(stumbles.totals).toHaveText(["2", "1", "1"]);
  await expect(stumbles.card("Two Sum").getByText("Solved", { exact: true })).toBeVisible();
  await expect(stumbles.card("Older One").getByText("Unsolved", { exact: true })).toBeVisible();

  await stumbles.addButton.click();
  await expect(stumbles.addDialog.getByLabel("Name")).toHaveValue("");
  await expect(stumbles.addDialog.getByLabel("Hint")).toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(stumbles.addDialog).toBeHidden();
  expect(await stumbles.savedNames()).toEqual(["Two Sum", "Older One"]);
});

test("the form shows each field's error and keeps the limits", async ({ signedInPage: page }) => {
  const stumbles = new StumblesPage(page);
  await stumbles.open();
  await stumbles.addButton.click();
  const dialog = stumbles.addDialog;
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await expect(dialog.getByLabel("Name")).toHaveAttribute("maxlength", "50");
  await expect(dialog.getByLabel("Intuition")).toHaveAttribute("maxlength", "500");
  await dialog.getByLabel("Problem link").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Save Problem" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Summary is required")).toBeVisible();
  await expect(dialog.getByText("Must be a link starting with http:// or https://")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await page.keyboard.press("Escape");
  await expect(page.getByText("No problems saved")).toBeVisible();
  expect(await stumbles.savedNames()).toEqual([]);
});

test("what is typed in Add Problem survives a reload and Back until it is saved; signing out drops it", async ({ signedInPage: page }) => {
  const stumbles = new StumblesPage(page);
  await stumbles.open();
  await stumbles.addButton.click();
  await stumbles.addDialog.getByLabel("Name").fill("Half-typed problem");
  await stumbles.addDialog.getByLabel("Summary").fill("Only the start of a summary");

  await page.reload();
  await waitForHydration(page);
  await stumbles.addButton.click();
  await expect(stumbles.addDialog.getByLabel("Name")).toHaveValue("Half-typed problem");
  await expect(stumbles.addDialog.getByLabel("Summary")).toHaveValue("Only the start of a summary");
  await page.keyboard.press("Escape");

  await page.goto("/concepts");
  await page.goBack();
  await waitForHydration(page);
  await stumbles.addButton.click();
  await expect(stumbles.addDialog.getByLabel("Name")).toHaveValue("Half-typed problem");
  await stumbles.addDialog.getByRole("button", { name: "Save Problem" }).click();
  await expect(stumbles.card("Half-typed problem")).toBeVisible();

  // Sent, the draft is gone: the form opens blank.
  await page.reload();
  await waitForHydration(page);
  await stumbles.addButton.click();
  await expect(stumbles.addDialog.getByLabel("Name")).toHaveValue("");
  await stumbles.addDialog.getByLabel("Name").fill("Typed before signing out");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes("draft")))).toEqual([]);
});

test("cards open Hint, Intuition and Solution; links open in a new tab", async ({ signedInPage: page, baseURL }) => {
  const stumbles = new StumblesPage(page);
  await stumbles.seed(baseURL!, [
    {
      name: "Graph Cut",
      summary: "Min cut on a grid",
      url: "https://codeforces.com/problemset/problem/1/A",
      platform: "codeforces",
      hint: "Think flows",
      intuition: "Max-flow equals min-cut",
      solution: "https://example.com/cut",
    },
  ]);
  await stumbles.open();
  const c = stumbles.card("Graph Cut");
  await expect(c.getByText("Codeforces", { exact: true })).toBeVisible();
  await expect(c.getByText("Think flows")).toBeHidden();
  await c.getByRole("button", { name: "Hint" }).click();
  await expect(c.getByText("Think flows")).toBeVisible();
  await expect(c.getByRole("button", { name: "Hint" })).toHaveAttribute("aria-expanded", "true");
  await c.getByRole("button", { name: "Intuition" }).click();
  await expect(c.getByText("Max-flow equals min-cut")).toBeVisible();
  await c.getByRole("button", { name: "Solution" }).click();
  const solution = c.getByRole("link", { name: "View Solution" });
  await expect(solution).toHaveAttribute("href", "https://example.com/cut");
  await expect(solution).toHaveAttribute("target", "_blank");
  const problem = c.getByRole("link", { name: /Open problem/ });
  await expect(problem).toHaveAttribute("href", "https://codeforces.com/problemset/problem/1/A");
  await expect(problem).toHaveAttribute("target", "_blank");
  await expect(problem).toHaveAttribute("rel", "noopener noreferrer");
  await c.getByRole("button", { name: "Hint" }).click();
  await expect(c.getByText("Think flows")).toBeHidden();
});

test("search, platform and status filters narrow the list; filters that hide everything say so", async ({
  signedInPage: page,
  baseURL,
}) => {
  const stumbles = new StumblesPage(page);
  await stumbles.seed(baseURL!, [
    { name: "Alpha Trees", summary: "segment tree lazy", platform: "codeforces", solution: "https://example.com/a" },
    { name: "Beta Strings", summary: "suffix automaton", platform: "leetcode" },
    { name: "Gamma DP", summary: "bitmask over subsets", platform: "codechef" },
  ]);
  await stumbles.open();
  await expect(stumbles.names).toHaveText(["Gamma DP", "Beta Strings", "Alpha Trees"]);
  await stumbles.search.fill("AUTOMATON");
  await expect(stumbles.names).toHaveText(["Beta Strings"]);
  await stumbles.search.fill("gamma");
  await expect(stumbles.names).toHaveText(["Gamma DP"]);
  await stumbles.search.fill("");
  await stumbles.platform.selectOption("codeforces");
  await expect(stumbles.names).toHaveText(["Alpha Trees"]);
  await stumbles.platform.selectOption("all");
  await stumbles.status.selectOption("unsolved");
  await expect(stumbles.names).toHaveText(["Gamma DP", "Beta Strings"]);
  await stumbles.platform.selectOption("other");
  await expect(page.getByText("No problems saved")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
  // Totals count everything saved, not what the filters show.
  await expect(stumbles.totals).toHaveText(["3", "1", "2"]);
});

test("delete asks first, then removes the right problem with a toast", async ({ signedInPage: page, baseURL }) => {
  const stumbles = new StumblesPage(page);
  await stumbles.seed(baseURL!, [
    { name: "Keep Me", summary: "stays" },
    { name: "Drop Me", summary: "goes", platform: "codechef" },
  ]);
  await stumbles.open();
  await stumbles.platform.selectOption("leetcode");
  await stumbles.askToDelete("Keep Me");
  await stumbles.confirmDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(stumbles.card("Keep Me")).toBeVisible();
  await stumbles.platform.selectOption("all");
  await stumbles.deleteProblem("Drop Me");
  await expect(page.getByText("Problem removed successfully")).toBeVisible();
  await expect(stumbles.card("Drop Me")).toHaveCount(0);
  await expect(stumbles.card("Keep Me")).toBeVisible();
  expect(await stumbles.savedNames()).toEqual(["Keep Me"]);
});

test("a filtered delete sends the item's place in the full list", async ({ signedInPage: page, baseURL }) => {
  const stumbles = new StumblesPage(page);
  await stumbles.seed(baseURL!, [
    { name: "First Saved", summary: "x", platform: "codeforces" },
    { name: "Second Saved", summary: "y", platform: "leetcode" },
  ]);
  await stumbles.open();
  await stumbles.platform.selectOption("codeforces");
  const sent = page.waitForRequest("**/api/saved/stumbles/remove");
  await stumbles.deleteProblem("First Saved");
  expect((await sent).postDataJSON()).toMatchObject({ index: 1 });
  await expect(page.getByText("Problem removed successfully")).toBeVisible();
  expect(await stumbles.savedNames()).toEqual(["Second Saved"]);
});

test("server failures show the failure toasts and change nothing", async ({ signedInPage: page, baseURL }) => {
  const stumbles = new StumblesPage(page);
  await stumbles.seed(baseURL!, [{ name: "Sturdy", summary: "survives" }]);
  await stumbles.open();
  await page.route("**/api/saved/stumbles/add", (route) => route.fulfill({ status: 500, json: { success: false, message: "boom" } }));
  await stumbles.add({ name: "Will Fail", summary: "never saved" });
  await expect(page.getByText("Server error occurred")).toBeVisible();
  await expect(page.getByText("Problem addition failed")).toBeVisible();
  await expect(stumbles.addDialog.getByLabel("Name")).toHaveValue("Will Fail");
  await page.keyboard.press("Escape");
  await expect(stumbles.card("Will Fail")).toHaveCount(0);

  await page.route("**/api/saved/stumbles/remove", (route) =>
    route.fulfill({ status: 422, json: { success: false, code: "invalid", message: "index must be a number" } }),
  );
  await stumbles.deleteProblem("Sturdy");
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Problem removal failed" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("index must be a number");
  await expect(stumbles.card("Sturdy")).toBeVisible();
});

test("a failed load shows an error with a retry that works", async ({ signedInPage: page, baseURL }) => {
  const stumbles = new StumblesPage(page);
  await stumbles.seed(baseURL!, [{ name: "Behind The Error", summary: "x" }]);
  let fail = true;
  await page.route("**/api/saved/stumbles/get", (route) =>
    fail ? route.fulfill({ status: 500, json: { success: false, message: "down" } }) : route.fallback(),
  );
  // Reached from inside the app, where the browser reads the list (a page load reads it on the server).
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Tricky Problems" }).click();
  await expect(page.getByText("Could not load your problems")).toBeVisible();
  await expect(page.getByText("Server error occurred")).toBeVisible();
  // One failed read, one message: the cache does not retry behind the user's back.
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Server error occurred" })).toHaveCount(1);
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(stumbles.card("Behind The Error")).toBeVisible();
  await expect(page.getByText("Could not load your problems")).toHaveCount(0);
});

test("a stale second tab cannot delete the wrong problem", async ({ signedInPage: pageA, baseURL }) => {
  const tabA = new StumblesPage(pageA);
  await tabA.seed(baseURL!, [
    { name: "Problem Y", summary: "must survive" },
    { name: "Problem X", summary: "deleted twice" },
  ]);
  const tabB = new StumblesPage(await pageA.context().newPage());
  await tabA.open();
  await tabB.open();
  await tabA.deleteProblem("Problem X");
  await expect(pageA.getByText("Problem removed successfully")).toBeVisible();

  await tabB.deleteProblem("Problem X");
  await expect(tabB.page.getByText("Problem removal failed")).toBeVisible();
  await expect(tabB.card("Problem X")).toHaveCount(0);
  await expect(tabB.card("Problem Y")).toBeVisible();
  await tabB.page.reload();
  await expect(tabB.card("Problem Y")).toBeVisible();
  expect(await tabB.savedNames()).toEqual(["Problem Y"]);
});

test("a page load brings the saved problems in the server's HTML, and the page hydrates without a mismatch", async ({
  signedInPage: page,
  baseURL,
}) => {
  const stumbles = new StumblesPage(page);
  const name = "From The Server";
  // The summary, which only the list shows (the sidebar's re-solves due, read on every load, name the problem).
  const summary = "Rendered there with its summary";
  await stumbles.seed(baseURL!, [{ name, summary }]);
  await expectSeededOnLoad(page, {
    baseURL: baseURL!,
    path: "/stumbles",
    text: summary,
    open: () => stumbles.open(),
    shown: stumbles.card(name),
  });
});

test("going to another page and back shows the list from the cache, with what was added, without reading it again", async ({
  signedInPage: page,
  baseURL,
}) => {
  const stumbles = new StumblesPage(page);
  await stumbles.seed(baseURL!, [{ name: "Cached One", summary: "x" }]);
  await stumbles.open();
  await stumbles.add({ name: "Added Here", summary: "y" });
  await expect(page.getByText("Problem added successfully")).toBeVisible();
  let reads = 0;
  page.on("request", (req) => {
    if (req.url().endsWith("/api/saved/stumbles/get")) reads += 1;
  });
  await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Tricky Problems" }).click();
  await expect(stumbles.names).toHaveText(["Added Here", "Cached One"]);
  expect(reads).toBe(0);
});

for (const theme of ["dark", "light"] as const) {
  test(`axe finds nothing serious on /stumbles (${theme})`, async ({ signedInPage: page, baseURL }) => {
    const stumbles = new StumblesPage(page);
    await stumbles.seed(baseURL!, [
      { name: "Accessible", summary: "a11y", url: "https://leetcode.com/problems/a/", solution: "https://example.com/s", hint: "h" },
    ]);
    await page.addInitScript((t) => localStorage.setItem("algo-ladder-theme", t), theme);
    await stumbles.open();
    await expect(stumbles.card("Accessible")).toBeVisible();
    await stumbles.card("Accessible").getByRole("button", { name: "Hint" }).click();
    await expectAccessible(page);
    await stumbles.add({});
    await expectAccessible(page);
  });
}

import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

type Seed = { name: string; summary: string; platform?: string; url?: string; hint?: string; intuition?: string; solution?: string };

/** Adds problems through the BFF, as the page does; returns them newest first, like the list. */
async function seed(page: Page, baseURL: string, items: Seed[]) {
  for (const item of items) {
    const res = await page.request.post("/api/saved/stumbles/add", {
      data: { platform: "leetcode", ...item },
      headers: { origin: baseURL },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

async function listNames(request: APIRequestContext) {
  const body = (await (await request.get("/api/saved/stumbles/get")).json()) as { allStumbles: { name: string }[] };
  return body.allStumbles.map((s) => s.name);
}

const card = (page: Page, name: string) => page.getByRole("article", { name });
const totals = (page: Page) => page.getByRole("definition");

async function open(page: Page) {
  await page.goto("/stumbles");
  await expect(page.getByRole("heading", { level: 1, name: "Tricky Problems" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading Problems..." })).toBeHidden();
}

test("empty list, then adding a problem puts it at the top with a toast and updates the totals", async ({
  signedInPage: page,
  baseURL,
}) => {
  await open(page);
  await expect(page.getByText("No problems saved")).toBeVisible();
  await expect(page.getByText("Add your first problem to get started")).toBeVisible();
  await expect(totals(page)).toHaveText(["0", "0", "0"]);

  await seed(page, baseURL!, [{ name: "Older One", summary: "seeded first" }]);
  await page.reload();
  await page.getByRole("button", { name: "Add Problem" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Problem" });
  await dialog.getByLabel("Name").fill("Two Sum");
  await dialog.getByLabel("Summary").fill("Find two numbers adding up to a target");
  await dialog.getByLabel("Problem link").fill("https://leetcode.com/problems/two-sum/");
  await dialog.getByLabel("Platform").selectOption("leetcode");
  await dialog.getByLabel("Hint").fill("Remember what you have seen");
  await dialog.getByLabel("Intuition").fill("A hash map from value to index");
  await dialog.getByLabel("Solution link").fill("https://example.com/two-sum-solution");
  await dialog.getByRole("button", { name: "Save Problem" }).click();

  await expect(page.getByText("Problem added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("list", { name: "Saved problems" }).getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("article").first()).toHaveAccessibleName("Two Sum");
  await expect(totals(page)).toHaveText(["2", "1", "1"]);
  const added = card(page, "Two Sum");
  await expect(added.getByText("Solved", { exact: true })).toBeVisible();
  await expect(card(page, "Older One").getByText("Unsolved", { exact: true })).toBeVisible();

  // The form starts empty again after a successful add.
  await page.getByRole("button", { name: "Add Problem" }).click();
  await expect(dialog.getByLabel("Name")).toHaveValue("");
  await expect(dialog.getByLabel("Hint")).toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await listNames(page.request)).toEqual(["Two Sum", "Older One"]);
});

test("the form shows each field's error and keeps the limits", async ({ signedInPage: page }) => {
  await open(page);
  await page.getByRole("button", { name: "Add Problem" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Problem" });
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
  expect(await listNames(page.request)).toEqual([]);
});

test("cards open Hint, Intuition and Solution; links open in a new tab", async ({ signedInPage: page, baseURL }) => {
  await seed(page, baseURL!, [
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
  await open(page);
  const c = card(page, "Graph Cut");
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
  await seed(page, baseURL!, [
    { name: "Alpha Trees", summary: "segment tree lazy", platform: "codeforces", solution: "https://example.com/a" },
    { name: "Beta Strings", summary: "suffix automaton", platform: "leetcode" },
    { name: "Gamma DP", summary: "bitmask over subsets", platform: "codechef" },
  ]);
  await open(page);
  const names = page.getByRole("list", { name: "Saved problems" }).getByRole("heading");
  await expect(names).toHaveText(["Gamma DP", "Beta Strings", "Alpha Trees"]);
  await page.getByRole("searchbox", { name: "Search problems" }).fill("AUTOMATON");
  await expect(names).toHaveText(["Beta Strings"]);
  await page.getByRole("searchbox", { name: "Search problems" }).fill("gamma");
  await expect(names).toHaveText(["Gamma DP"]);
  await page.getByRole("searchbox", { name: "Search problems" }).fill("");
  await page.getByRole("combobox", { name: "Platform" }).selectOption("codeforces");
  await expect(names).toHaveText(["Alpha Trees"]);
  await page.getByRole("combobox", { name: "Platform" }).selectOption("all");
  await page.getByRole("combobox", { name: "Status" }).selectOption("unsolved");
  await expect(names).toHaveText(["Gamma DP", "Beta Strings"]);
  await page.getByRole("combobox", { name: "Platform" }).selectOption("other");
  await expect(page.getByText("No problems saved")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
  // Totals count everything saved, not what the filters show.
  await expect(totals(page)).toHaveText(["3", "1", "2"]);
});

test("delete asks first, then removes the right problem with a toast", async ({ signedInPage: page, baseURL }) => {
  await seed(page, baseURL!, [
    { name: "Keep Me", summary: "stays" },
    { name: "Drop Me", summary: "goes", platform: "codechef" },
  ]);
  await open(page);
  await page.getByRole("combobox", { name: "Platform" }).selectOption("leetcode");
  await card(page, "Keep Me").getByRole("button", { name: "Delete Keep Me" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this problem?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(card(page, "Keep Me")).toBeVisible();
  await page.getByRole("combobox", { name: "Platform" }).selectOption("all");
  // Drop Me is at the top of the full list; delete it, then check Keep Me (now filtered index 0) survived.
  await card(page, "Drop Me").getByRole("button", { name: "Delete Drop Me" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Problem removed successfully")).toBeVisible();
  await expect(card(page, "Drop Me")).toHaveCount(0);
  await expect(card(page, "Keep Me")).toBeVisible();
  expect(await listNames(page.request)).toEqual(["Keep Me"]);
});

test("a filtered delete sends the item's place in the full list", async ({ signedInPage: page, baseURL }) => {
  await seed(page, baseURL!, [
    { name: "First Saved", summary: "x", platform: "codeforces" },
    { name: "Second Saved", summary: "y", platform: "leetcode" },
  ]);
  await open(page);
  await page.getByRole("combobox", { name: "Platform" }).selectOption("codeforces");
  const sent = page.waitForRequest("**/api/saved/stumbles/remove");
  await card(page, "First Saved").getByRole("button", { name: "Delete First Saved" }).click();
  await page.getByRole("dialog", { name: "Delete this problem?" }).getByRole("button", { name: "Delete" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ index: 1 });
  await expect(page.getByText("Problem removed successfully")).toBeVisible();
  expect(await listNames(page.request)).toEqual(["Second Saved"]);
});

test("server failures show the failure toasts and change nothing", async ({ signedInPage: page, baseURL }) => {
  await seed(page, baseURL!, [{ name: "Sturdy", summary: "survives" }]);
  await open(page);
  await page.route("**/api/saved/stumbles/add", (route) => route.fulfill({ status: 500, json: { success: false, message: "boom" } }));
  await page.getByRole("button", { name: "Add Problem" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Problem" });
  await dialog.getByLabel("Name").fill("Will Fail");
  await dialog.getByLabel("Summary").fill("never saved");
  await dialog.getByRole("button", { name: "Save Problem" }).click();
  await expect(page.getByText("Server error occurred")).toBeVisible();
  await expect(page.getByText("Problem addition failed")).toBeVisible();
  // The dialog stays open with the draft, and no card appears.
  await expect(dialog.getByLabel("Name")).toHaveValue("Will Fail");
  await page.keyboard.press("Escape");
  await expect(card(page, "Will Fail")).toHaveCount(0);

  await page.route("**/api/saved/stumbles/remove", (route) =>
    route.fulfill({ status: 422, json: { success: false, code: "invalid", message: "index must be a number" } }),
  );
  await card(page, "Sturdy").getByRole("button", { name: "Delete Sturdy" }).click();
  await page.getByRole("dialog", { name: "Delete this problem?" }).getByRole("button", { name: "Delete" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Problem removal failed" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("index must be a number");
  await expect(card(page, "Sturdy")).toBeVisible();
});

test("a failed load shows an error with a retry that works", async ({ signedInPage: page, baseURL }) => {
  await seed(page, baseURL!, [{ name: "Behind The Error", summary: "x" }]);
  let fail = true;
  await page.route("**/api/saved/stumbles/get", (route) =>
    fail ? route.fulfill({ status: 500, json: { success: false, message: "down" } }) : route.fallback(),
  );
  await page.goto("/stumbles");
  await expect(page.getByText("Could not load your problems")).toBeVisible();
  await expect(page.getByText("Server error occurred")).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(card(page, "Behind The Error")).toBeVisible();
  await expect(page.getByText("Could not load your problems")).toHaveCount(0);
});

test("a stale second tab cannot delete the wrong problem", async ({ signedInPage: tabA, baseURL }) => {
  await seed(tabA, baseURL!, [
    { name: "Problem Y", summary: "must survive" },
    { name: "Problem X", summary: "deleted twice" },
  ]);
  const tabB = await tabA.context().newPage();
  await open(tabA);
  await open(tabB);
  await card(tabA, "Problem X").getByRole("button", { name: "Delete Problem X" }).click();
  await tabA.getByRole("dialog", { name: "Delete this problem?" }).getByRole("button", { name: "Delete" }).click();
  await expect(tabA.getByText("Problem removed successfully")).toBeVisible();

  await card(tabB, "Problem X").getByRole("button", { name: "Delete Problem X" }).click();
  await tabB.getByRole("dialog", { name: "Delete this problem?" }).getByRole("button", { name: "Delete" }).click();
  await expect(tabB.getByText("Problem removal failed")).toBeVisible();
  // Tab B re-reads the list: X is gone, Y stays.
  await expect(card(tabB, "Problem X")).toHaveCount(0);
  await expect(card(tabB, "Problem Y")).toBeVisible();
  await tabB.reload();
  await expect(card(tabB, "Problem Y")).toBeVisible();
  expect(await listNames(tabB.request)).toEqual(["Problem Y"]);
});

for (const theme of ["dark", "light"] as const) {
  test(`axe finds nothing serious on /stumbles (${theme})`, async ({ signedInPage: page, baseURL }) => {
    await seed(page, baseURL!, [
      { name: "Accessible", summary: "a11y", url: "https://leetcode.com/problems/a/", solution: "https://example.com/s", hint: "h" },
    ]);
    await page.addInitScript((t) => localStorage.setItem("algo-ladder-theme", t), theme);
    await open(page);
    await expect(card(page, "Accessible")).toBeVisible();
    await card(page, "Accessible").getByRole("button", { name: "Hint" }).click();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add Problem" }).click();
    await page.getByRole("dialog", { name: "Add Problem" }).getByRole("button", { name: "Save Problem" }).click();
    await expectAccessible(page);
  });
}

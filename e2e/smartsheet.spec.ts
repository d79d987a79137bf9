import { expect, expectAccessible, expectRenderedOnLoad, test, waitForHydration } from "./fixtures";
import type { Page } from "@playwright/test";
import { SHEET_CALL, SmartSheetPage, type SheetBody, type SheetEntry } from "./pages/smartsheet-page";

const PLATFORM_SITES = /^https:\/\/(www\.)?(leetcode|codeforces|codechef)\.com\//;

/** docs/behaviour.md §5, written out independently of the page's code: the bucket a problem falls in. */
function bucketOf({ platform, difficulty }: SheetEntry["task"]): string | null {
  if (!difficulty) return null;
  if (platform === "leetcode") return difficulty.toLowerCase();
  const rating = Number(difficulty);
  if (Number.isNaN(rating)) return null;
  return rating < 1400 ? "easy" : rating < 1800 ? "medium" : rating < 2100 ? "hard" : "insane";
}

let seq = 0;
function entry(task: Partial<SheetEntry["task"]>, count = 1): SheetEntry {
  seq += 1;
  return {
    count,
    task: {
      _id: `p${seq}`,
      name: `Problem ${seq}`,
      url: `https://codeforces.com/problemset/problem/${1000 + seq}/A`,
      difficulty: "1500",
      platform: "codeforces",
      tags: ["math"],
      solvers: [],
      attempters: [{ id: "u1", name: "Mei Rossi", at: new Date(Date.now() - 3 * 3_600_000).toISOString() }],
      solvedByMe: false,
      lastAttemptAt: new Date().toISOString(),
      ...task,
    },
  };
}

test.describe("with the demo account's synced network", () => {
  test.describe.configure({ timeout: 240_000 });
  let body: SheetBody;

  test.beforeEach(async ({ page }) => {
    const sheet = new SmartSheetPage(page);
    await sheet.signInAsDemo();
    // The simulated platforms keep producing submissions; freeze one real sheet so the checks are exact.
    body = await sheet.sheet();
    // The demo account's own solves would be hidden by default; the solved filter has its own test.
    body = { ...body, smartSheet: body.smartSheet.map((e) => ({ ...e, task: { ...e.task, solvedByMe: false } })) };
    await sheet.serve(body);
    await page.context().route(PLATFORM_SITES, (route) => route.fulfill({ contentType: "text/html", body: "<title>problem</title>" }));
  });

  test("the first page, its summary, and problems that open in a new tab", async ({ page }) => {
    const sheet = new SmartSheetPage(page);
    await sheet.open();
    const all = body.smartSheet;
    const pages = Math.ceil(all.length / 10);
    await expect(sheet.names).toHaveText(all.slice(0, 10).map((e) => e.task.name));
    await expect(sheet.summary).toHaveText(["10", String(new Set(all.map((e) => e.task.platform)).size), `1 / ${pages}`]);

    const first = all[0]!.task;
    const card = sheet.cards.first();
    await expect(card).toContainText(`${all[0]!.count} connections attempted`);
    await expect(card).toContainText(`${first.solvers.length} solved`);
    for (const link of [card.getByRole("link", { name: first.name, exact: true }), card.getByRole("link", { name: /^Solve Now/ })]) {
      await expect(link).toHaveAttribute("href", first.url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const popup = page.waitForEvent("popup");
    await card.click({ position: { x: 8, y: 8 } });
    expect((await popup).url()).toBe(first.url);

    await card.getByRole("button", { name: /connections attempted/ }).hover();
    const tip = page.getByRole("tooltip");
    await expect(tip).toContainText(`Attempted (${first.attempters.length})`);
    await expect(tip).toContainText(first.attempters[0]!.name);
    await expect(tip).toContainText(`Solved (${first.solvers.length})`);
  });

  test("difficulty, platform and search filters narrow the sheet, and any change goes back to page 1", async ({ page }) => {
    const sheet = new SmartSheetPage(page);
    await sheet.open();
    const all = body.smartSheet;
    const expectFirstPage = async (matching: SheetEntry[]) => {
      await expect(sheet.names).toHaveText(matching.slice(0, 10).map((e) => e.task.name));
      await expect(sheet.summary.nth(2)).toHaveText(`1 / ${Math.max(1, Math.ceil(matching.length / 10))}`);
    };

    await sheet.pageButton(2).click();
    await expect(sheet.pageButton(2)).toHaveAttribute("aria-current", "page");
    await sheet.difficulty.selectOption("easy");
    await expectFirstPage(all.filter((e) => bucketOf(e.task) === "easy"));
    for (const badge of await sheet.cards.all()) await expect(badge).toContainText("Easy");

    await sheet.difficulty.selectOption("all");
    await sheet.platform.selectOption("leetcode");
    const leetcode = all.filter((e) => e.task.platform === "leetcode");
    await expectFirstPage(leetcode);
    await sheet.difficulty.selectOption("medium");
    await expectFirstPage(leetcode.filter((e) => e.task.difficulty.toLowerCase() === "medium"));
    await sheet.difficulty.selectOption("all");
    await sheet.platform.selectOption("all");

    // Search by a tag that some problems have and others do not, in another case.
    const tags = all.flatMap((e) => e.task.tags);
    const tag = tags.find((t) => all.some((e) => !e.task.tags.includes(t)) && t.length > 3)!;
    await sheet.search.fill(tag.toUpperCase());
    const byTag = all.filter(
      (e) => e.task.name.toLowerCase().includes(tag.toLowerCase()) || e.task.tags.some((t) => t.toLowerCase().includes(tag.toLowerCase())),
    );
    await expectFirstPage(byTag);

    const name = all[3]!.task.name;
    const part = name.slice(1, Math.min(name.length, 8)).toLowerCase();
    await sheet.search.fill(part);
    await expect(sheet.names.filter({ hasText: name }).first()).toBeVisible();
    for (const card of await sheet.cards.all()) {
      const text = (await card.textContent())!.toLowerCase();
      expect(text).toContain(part);
    }

    await sheet.search.fill("zz no such problem zz");
    await expect(page.getByText("No problems found")).toBeVisible();
    await expect(page.getByText("Try adjusting your filters or expand your network to see more problems.")).toBeVisible();
    await expect(sheet.pagination).toHaveCount(0);
    await expect(sheet.summary).toHaveText(["0", "0", "1 / 1"]);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(sheet.search).toHaveValue("");
    await expectFirstPage(all);
  });

  test("filters, search and page live in the address: reload and Back keep them", async ({ page }) => {
    const sheet = new SmartSheetPage(page);
    await sheet.open();
    const codeforces = body.smartSheet.filter((e) => e.task.platform === "codeforces");
    test.skip(codeforces.length <= 10, "needs two pages of Codeforces problems");
    await sheet.platform.selectOption("codeforces");
    await expect(page).toHaveURL(/\/smartsheet\?platform=codeforces$/);
    await sheet.pageButton(2).click();
    await expect(page).toHaveURL(/\/smartsheet\?platform=codeforces&page=2$/);
    const secondPage = codeforces.slice(10, 20).map((e) => e.task.name);
    await expect(sheet.names).toHaveText(secondPage);

    // A reload reads the live sheet on the server, with the same filter and page.
    await page.reload();
    await waitForHydration(page);
    await expect(sheet.platform).toHaveValue("codeforces");
    await expect(sheet.pageButton(2)).toHaveAttribute("aria-current", "page");
    await expect(sheet.summary.nth(1)).toHaveText("1");
    await expect(sheet.summary.nth(2)).toHaveText(/^2 \/ \d+$/);

    // Back goes to the previous page of the same filtered list (the browser may load it again).
    await page.goBack();
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/smartsheet\?platform=codeforces$/);
    await expect(sheet.pageButton(1)).toHaveAttribute("aria-current", "page");
    await expect(sheet.summary.nth(1)).toHaveText("1");

    await sheet.search.fill("a");
    await expect(page).toHaveURL(/[?&]q=a\b/);
    await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Network" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My Network" })).toBeVisible();
    await page.goBack();
    await expect(sheet.search).toHaveValue("a");
    await expect(sheet.platform).toHaveValue("codeforces");

    // A link clicked while a search is still being written leaves the sheet for good.
    await sheet.search.fill("ab");
    await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Network" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My Network" })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/network$/);
  });

  test("a card is sent to Tricky Problems with its name, link and platform filled in", async ({ page }) => {
    const sheet = new SmartSheetPage(page);
    await sheet.open();
    const first = body.smartSheet[0]!.task;
    await sheet.cards
      .first()
      .getByRole("link", { name: /^Add to Tricky Problems/ })
      .click();
    await expect(page).toHaveURL(/\/stumbles/);
    const dialog = page.getByRole("dialog", { name: "Add Problem" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue(first.name.slice(0, 50));
    await expect(dialog.getByLabel("Problem link")).toHaveValue(first.url);
    await expect(dialog.getByLabel("Platform")).toHaveValue(first.platform);
  });

  test("Show/Hide Tags", async ({ page }) => {
    const sheet = new SmartSheetPage(page);
    await sheet.open();
    const tagLists = sheet.list.getByRole("list", { name: "Tags" });
    const withTags = body.smartSheet.slice(0, 10).filter((e) => e.task.tags.length > 0).length;
    await expect(tagLists).toHaveCount(withTags);
    await page.getByRole("button", { name: "Hide Tags" }).click();
    await expect(tagLists).toHaveCount(0);
    await page.getByRole("button", { name: "Show Tags" }).click();
    await expect(tagLists).toHaveCount(withTags);
  });

  test("pagination at both ends and in the middle, 5 numbers wide and 3 on a small screen", async ({ page }) => {
    const sheet = new SmartSheetPage(page);
    await sheet.open();
    const pages = Math.ceil(body.smartSheet.length / 10);
    expect(pages).toBeGreaterThanOrEqual(5);
    await expect(sheet.prev).toBeDisabled();
    await expect(sheet.next).toBeEnabled();
    expect(await sheet.windowNumbers()).toEqual([1, 2, 3, 4, 5]);
    await expect(sheet.pageButton(1)).toHaveAttribute("aria-current", "page");

    await sheet.pageButton(5).click();
    await expect(sheet.pageButton(5)).toHaveAttribute("aria-current", "page");
    await expect(sheet.names.first()).toHaveText(body.smartSheet[40]!.task.name);
    if (pages >= 7) expect(await sheet.windowNumbers()).toEqual([3, 4, 5, 6, 7]);

    while (await sheet.next.isEnabled()) await sheet.next.click();
    await expect(sheet.pageButton(pages)).toHaveAttribute("aria-current", "page");
    await expect(sheet.prev).toBeEnabled();
    expect(await sheet.windowNumbers()).toEqual([pages - 4, pages - 3, pages - 2, pages - 1, pages]);
    await expect(sheet.summary).toHaveText([String(body.smartSheet.length - (pages - 1) * 10), /\d/, `${pages} / ${pages}`]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => sheet.windowNumbers()).toEqual([pages - 2, pages - 1, pages]);
    await sheet.prev.click();
    await sheet.prev.click();
    await sheet.prev.click();
    expect(await sheet.windowNumbers()).toEqual([pages - 4, pages - 3, pages - 2]);
    await sheet.pageButton(pages - 4).click();
    while (await sheet.prev.isEnabled()) await sheet.prev.click();
    expect(await sheet.windowNumbers()).toEqual([1, 2, 3]);
    await expect(sheet.prev).toBeDisabled();
    await expect(sheet.names).toHaveText(body.smartSheet.slice(0, 10).map((e) => e.task.name));
  });
});

test("a fresh user's sheet is empty, after the loader", async ({ signedInPage: page }) => {
  const sheet = new SmartSheetPage(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SHEET_CALL, async (route) => {
    await held;
    await route.fallback();
  });
  // From inside the app, where the browser reads the sheet (a page load reads it on the server).
  await page.goto("/virtual");
  await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Smart Sheet" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading Smartsheet..." })).toBeVisible();
  release();
  await expect(page.getByRole("status").filter({ hasText: "Loading Smartsheet..." })).toBeHidden();
  await expect(page.getByText("No problems found")).toBeVisible();
  await expect(page.getByText("Try adjusting your filters or expand your network to see more problems.")).toBeVisible();
  await expect(sheet.summary).toHaveText(["0", "0", "1 / 1"]);
  await expect(sheet.pagination).toHaveCount(0);
  await page.getByRole("link", { name: "Go to My Network" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Network" })).toBeVisible();
});

test("a page load brings the sheet in the server's HTML, and the page hydrates without a mismatch", async ({ signedInPage: page }) => {
  await expectRenderedOnLoad(page, { path: "/smartsheet", text: "No problems found", shown: page.getByText("No problems found") });
});

test("difficulty buckets at their edges, the CodeChef option, solved problems and stale data", async ({ signedInPage: page }) => {
  const sheet = new SmartSheetPage(page);
  const rated = (difficulty: string, name: string) => entry({ difficulty, name });
  const entries = [
    rated("1399", "Edge 1399"),
    rated("1400", "Edge 1400"),
    rated("1799", "Edge 1799"),
    rated("1800", "Edge 1800"),
    rated("2099", "Edge 2099"),
    rated("2100", "Edge 2100"),
    entry({ difficulty: "", name: "No Difficulty" }),
    entry({ platform: "leetcode", difficulty: "Medium", name: "Word Medium", url: "https://leetcode.com/problems/word-medium/" }),
    entry({
      difficulty: "1200",
      name: "Already Solved",
      solvedByMe: true,
      solvers: [{ id: "me", name: "Demo", at: new Date().toISOString() }],
    }),
  ];
  const oldest = new Date(Date.now() - 90 * 60_000).toISOString();
  await sheet.serve({ smartSheet: entries, freshness: { oldestSyncAt: oldest, staleAccounts: 3, windowDays: 30 } });
  await sheet.open();
  await expect(page.getByText("3 accounts in your network were last synced over an hour ago")).toBeVisible();
  await expect(sheet.platform.locator("option")).toHaveText(["All platforms", "LeetCode", "Codeforces"]);

  const shows = async (difficulty: string, names: string[]) => {
    await sheet.difficulty.selectOption(difficulty);
    await expect(sheet.names).toHaveText(names);
  };
  await expect(sheet.showSolved).toHaveAttribute("aria-pressed", "false");
  await expect(sheet.card("Already Solved")).toHaveCount(0);
  await expect(sheet.cards).toHaveCount(entries.length - 1);
  await sheet.showSolved.click();
  await expect(sheet.showSolved).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/[?&]solved=show\b/);

  await shows("easy", ["Edge 1399", "Already Solved"]);
  await shows("medium", ["Edge 1400", "Edge 1799", "Word Medium"]);
  await shows("hard", ["Edge 1800", "Edge 2099"]);
  await shows("insane", ["Edge 2100"]);
  await shows(
    "all",
    entries.map((e) => e.task.name),
  );

  const solved = sheet.card("Already Solved");
  await expect(solved.getByText("Solved", { exact: true })).toBeVisible();
  await expect(solved.getByRole("link", { name: /^Solve again/ })).toBeVisible();
  await expect(solved.getByRole("link", { name: /^Solve Now/ })).toHaveCount(0);
  await expect(sheet.card("Edge 1399").getByText("Solved", { exact: true })).toHaveCount(0);
  await expect(sheet.card("Edge 1399").getByRole("link", { name: /^Solve Now/ })).toBeVisible();
  await sheet.showSolved.click();
  await expect(sheet.card("Already Solved")).toHaveCount(0);

  await page.unroute(SHEET_CALL);
  await sheet.serve({
    smartSheet: [...entries, entry({ platform: "codechef", difficulty: "1650", name: "Chef Problem" })],
    freshness: { oldestSyncAt: new Date().toISOString(), staleAccounts: 0, windowDays: 30 },
  });
  await sheet.open();
  await expect(sheet.platform.locator("option")).toHaveText(["All platforms", "LeetCode", "Codeforces", "CodeChef"]);
  await sheet.platform.selectOption("codechef");
  await expect(sheet.names).toHaveText(["Chef Problem"]);
  await expect(page.getByText(/last synced/)).toHaveCount(0);
});

for (const theme of ["dark", "light"] as const) {
  test(`axe finds nothing serious on /smartsheet (${theme})`, async ({ signedInPage: page }) => {
    const sheet = new SmartSheetPage(page);
    await sheet.serve({
      smartSheet: Array.from({ length: 12 }, (_, i) =>
        entry({
          name: `Accessible ${i}`,
          difficulty: String(1100 + i * 120),
          tags: ["graphs", "dp"],
          solvedByMe: i === 1,
          solvers: i % 2 ? [{ id: "u2", name: "Kenji Fischer", at: new Date().toISOString() }] : [],
        }),
      ),
      freshness: { oldestSyncAt: null, staleAccounts: 2, windowDays: 30 },
    });
    await page.addInitScript((t) => localStorage.setItem("algo-ladder-theme", t), theme);
    await sheet.open();
    await expect(sheet.cards).toHaveCount(10);
    await expectAccessible(page);
    await sheet.cards
      .first()
      .getByRole("button", { name: /connections attempted/ })
      .focus();
    await expect(page.getByRole("tooltip")).toContainText("Mei Rossi");
    await expectAccessible(page);
  });
}

/** The sheet with ten fresh cards named `${prefix} 0` to 9, in a window `height` px tall, once all ten are there. */
async function openTenCards(page: Page, prefix: string, height: number): Promise<SmartSheetPage> {
  const sheet = new SmartSheetPage(page);
  await sheet.serve({
    smartSheet: Array.from({ length: 10 }, (_, i) => entry({ name: `${prefix} ${i}` })),
    freshness: { oldestSyncAt: new Date().toISOString(), staleAccounts: 0, windowDays: 30 },
  });
  await page.setViewportSize({ width: 1280, height });
  await sheet.open();
  await expect(sheet.cards).toHaveCount(10);
  return sheet;
}

/** Runs default to reduced motion (playwright.config.ts), and Playwright counts a transparent element as visible: opacity is read. */
test.describe("as a user who allows motion", () => {
  test.use({ reducedMotion: "no-preference" });

  test("every section and card of the sheet comes in and ends fully shown", async ({ signedInPage: page }) => {
    // Short enough that the list starts below the fold (it starts about 350 px down).
    const sheet = await openTenCards(page, "Shown", 280);
    const opacities = () =>
      page
        .locator("main .reveal, main .reveal-on-scroll, main article")
        .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).opacity));
    expect(await opacities()).toContain("0");
    await sheet.cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 10_000);
    await expect.poll(async () => [...new Set(await opacities())]).toEqual(["1"]);
  });
});

test("the sheet the server sends is readable before any script runs, with motion allowed", async ({
  signedInPage: page,
  browser,
  baseURL,
}) => {
  // docs/decisions/028-sheet-reveal-without-script.md: no section waits for a script to be shown.
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    reducedMotion: "no-preference",
    storageState: await page.context().storageState(),
  });
  const bare = await context.newPage();
  await bare.goto("/smartsheet");
  const heading = bare.getByRole("heading", { level: 1, name: "Smart Sheet" });
  await expect(heading).toBeVisible();
  // What the eye sees: the heading's opacity times every ancestor's (Playwright counts a transparent element as visible).
  const seen = await heading.evaluate((node) => {
    let opacity = 1;
    for (let n: Element | null = node; n; n = n.parentElement) opacity *= Number(getComputedStyle(n).opacity);
    return opacity;
  });
  expect(seen).toBe(1);
  await context.close();
});

test("with reduced motion, the sheet is shown at once, with nothing animating", async ({ signedInPage: page }) => {
  await openTenCards(page, "Still", 360);
  const state = await page.locator("main").evaluate((main) => ({
    // Shown to the eye: not hidden by `visibility` (a finished loader is) and not transparent.
    hidden: [...main.querySelectorAll("*")].filter((node) => {
      const style = getComputedStyle(node);
      return style.visibility === "visible" && style.opacity === "0";
    }).length,
    animating: document.getAnimations().filter((a) => a.playState === "running").length,
  }));
  expect(state).toEqual({ hidden: 0, animating: 0 });
});

import { BASE_URL } from "../playwright.config";
import { expect, signIn, test } from "./fixtures";
import { ContestsPage } from "./pages/contests-page";
import { DashboardPage, DEMO } from "./pages/dashboard-page";
import { SmartSheetPage } from "./pages/smartsheet-page";
import { TrainPage } from "./pages/train-page";

const scrollsSideways = (page: TrainPage["page"]) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe("one scale, named (demo account)", () => {
  test.describe.configure({ timeout: 240_000 });

  test("each Train row's chance uses the rating on the problem's own platform, and says so", async ({ page }) => {
    await signIn(page, DEMO);
    await new DashboardPage(page).waitForSync();
    const train = new TrainPage(page);
    await train.waitForCatalogue();
    await train.open();
    await expect(train.rows.first()).toBeVisible();
    const body = await train.recommendations("band=moderate&exclude=solved");
    for (const p of body.problems) {
      const own = body.userRating.from.find((f) => f.platform === p.platform);
      // The platform's own rating on the one scale where there is one, the blend only where there is none.
      expect(p.ratingUsed).toEqual(own ? { value: own.onScale, own: true } : { value: body.userRating.value, own: false });
      expect(p.chance).toBeCloseTo(1 / (1 + 10 ** ((p.difficulty.value - p.ratingUsed.value) / 400)), 2);
    }
    const first = body.problems[0]!;
    const row = train.list.getByRole("article", { name: first.name, exact: true });
    await expect(row).toContainText(first.ratingUsed.own ? `at your ` : "at your blended rating");
    await expect(row).toContainText(`${first.ratingUsed.value} one scale`);
    await expect(row).toContainText(/Difficulty ≈? ?\d+ one scale/);
  });

  test("the Smart Sheet names the platform's scale and shows the one-scale figure Train uses", async ({ page }) => {
    const sheet = new SmartSheetPage(page);
    await sheet.signInAsDemo();
    await sheet.open();
    const body = await sheet.sheet();
    const shown = await sheet.names.allTextContents();
    const rated = body.smartSheet.find((e) => e.task.platform !== "leetcode" && e.task.oneScale && shown.includes(e.task.name));
    expect(rated, "a rated Codeforces or CodeChef problem on the first page").toBeDefined();
    const card = sheet.card(rated!.task.name);
    const label = rated!.task.platform === "codechef" ? "CodeChef" : "Codeforces";
    await expect(card).toContainText(`${label} ${rated!.task.difficulty}`);
    await expect(card).toContainText(`${rated!.task.oneScale!.value} one scale`);
  });
});

test("opened at 127.0.0.1, the browser is sent to the configured localhost and writes go through", async ({ page, user }) => {
  const loopback = BASE_URL.replace("localhost", "127.0.0.1");
  await page.goto(`${loopback}/sign-in`);
  await expect(page).toHaveURL(`${BASE_URL}/sign-in`);
  await signIn(page, user);
  const res = await page.request.post("/api/contests/favorites/add", {
    data: { name: "Round 1", url: "https://codeforces.com/contest/1", platform: "codeforces", short_note: "" },
    headers: { origin: BASE_URL },
  });
  expect(res.status()).toBe(201);
});

test.describe("text at the field limits on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a long unbroken note and name wrap inside their cards: no page scrolls sideways", async ({ page, request, baseURL }) => {
    const long = { fullName: "N".repeat(80), userName: `wide_${Date.now().toString(36)}`.slice(0, 30), password: "correct horse battery" };
    const user = { ...long, email: `${long.userName}@example.com` };
    const res = await request.post("/api/auth/signup", { data: user, headers: { origin: baseURL! } });
    expect(res.status(), await res.text()).toBe(201);
    await signIn(page, user);
    const contests = new ContestsPage(page);
    await contests.seed(baseURL!, [
      { name: "C".repeat(100), url: "https://codeforces.com/contest/1", platform: "codeforces", short_note: "x".repeat(150) },
    ]);
    for (const path of ["/contests", "/profile", "/dashboard"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await scrollsSideways(page), path).toBe(false);
    }
  });
});

test("Escape closes a dialog and focus goes back to the button that opened it", async ({ signedInPage: page }) => {
  const contests = new ContestsPage(page);
  await contests.open();
  await contests.addButton.click();
  await expect(contests.addDialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(contests.addDialog).toBeHidden();
  await expect(contests.addButton).toBeFocused();
  // A second time, with the dialog's code already loaded.
  await contests.addButton.click();
  await expect(contests.addDialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(contests.addButton).toBeFocused();
});

test.describe("the Smart Sheet's address (demo account)", () => {
  test.describe.configure({ timeout: 240_000 });

  test("Hide Tags survives a reload, a page past the end is corrected, and Last reaches the end", async ({ page }) => {
    const sheet = new SmartSheetPage(page);
    await sheet.signInAsDemo();
    const body = await sheet.sheet();
    const pages = Math.ceil(body.smartSheet.filter((e) => !e.task.solvedByMe).length / 10);
    expect(pages).toBeGreaterThan(3);

    await page.goto(`/smartsheet?page=${pages + 1}`);
    await expect(sheet.heading).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${pages}(&|$)`));
    await expect(sheet.summary.last()).toHaveText(`${pages} / ${pages}`);

    await page.goto("/smartsheet");
    await expect(sheet.cards.first()).toBeVisible();
    await sheet.pagination.getByRole("button", { name: `Last page, ${pages}` }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${pages}(&|$)`));
    await expect(sheet.pageButton(pages)).toHaveAttribute("aria-current", "page");

    await page.getByRole("button", { name: "Hide Tags" }).click();
    await expect(page).toHaveURL(/[?&]tags=hide(&|$)/);
    await page.reload();
    await expect(page.getByRole("button", { name: "Show Tags" })).toBeVisible();
  });
});

import { mkdirSync } from "node:fs";
import type { FullData } from "@/lib/contract/dashboard";
import { expect, expectAccessible, signIn, test, watchHydration, waitForHydration } from "./fixtures";
import { DashboardPage, DEMO, NO_HANDLES } from "./pages/dashboard-page";

// The browser's days are UTC days, so the page asks for what the tests read from the API.
test.use({ timezoneId: "UTC" });

const SHOTS = "/tmp/shots-dash";
const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;
const count = (n: number) => n.toLocaleString("en-US");
const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

async function openSynced(page: DashboardPage["page"]) {
  await signIn(page, DEMO);
  const dashboard = new DashboardPage(page);
  await dashboard.waitForSync();
  await dashboard.open();
  return dashboard;
}

test.describe("the demo account, once synced", () => {
  // The demo syncs during the first minute or two of the run.
  test.describe.configure({ timeout: 240_000 });

  test("shows the API's numbers, a chart per rating history and both solved charts, and the year heatmap", async ({ page }) => {
    const dashboard = await openSynced(page);
    await expect(page.getByText(`, ${DEMO.fullName}.`)).toBeVisible();

    // The page and the API agree (a later sync may move the numbers, so read both until they match).
    let data!: FullData;
    await expect(async () => {
      data = await dashboard.fetchData();
      await page.reload();
      await dashboard.settle();
      await expect(dashboard.total("Problems solved")).toHaveText(count(data.totals.solved), { timeout: 1_000 });
      await expect(dashboard.total("Submissions")).toHaveText(count(data.totals.submissions), { timeout: 1_000 });
      await expect(dashboard.total("Contests")).toHaveText(count(data.totals.contests), { timeout: 1_000 });
      await expect(dashboard.total("Active days")).toHaveText(count(data.totals.activeDays), { timeout: 1_000 });
      await expect(dashboard.total("Current streak")).toHaveText(count(data.streak.current), { timeout: 1_000 });
      await expect(dashboard.total("Longest streak")).toHaveText(count(data.streak.longest), { timeout: 1_000 });
      await expect(dashboard.activeDays).toHaveText(`${data.totals.activeDays} active days in the last year`, { timeout: 1_000 });
    }).toPass({ timeout: 90_000 });
    expect(data.totals.solved).toBeGreaterThan(0);

    expect(data.activity).toHaveLength(365);
    expect(data.activity.filter((d) => d.submissions > 0)).toHaveLength(data.totals.activeDays);
    await expect(dashboard.heatmap).toHaveAttribute("aria-label", new RegExp(`: ${data.totals.activeDays} active days?\\.`));
    const busiest = data.activity.reduce((a, b) => (b.submissions > a.submissions ? b : a));
    const busiestText = `${busiest.submissions} submissions, ${busiest.accepted} accepted on ${longDate(busiest.date)}`;
    expect(busiest.level).not.toBe(0);
    await dashboard.hoverDay(data.activity.indexOf(busiest), data.activity[0]!.date);
    await expect(dashboard.heatmapTooltip).toHaveText(busiestText);
    await dashboard.heatmapRegion.focus();
    await page.keyboard.press("End");
    const today = data.activity.at(-1)!;
    await expect(dashboard.heatmapDay).toHaveText(
      `${today.submissions} ${today.submissions === 1 ? "submission" : "submissions"}, ${today.accepted} accepted on ${longDate(today.date)}`,
    );
    await page.keyboard.press("ArrowLeft");
    await expect(dashboard.heatmapDay).toContainText(`on ${longDate(data.activity.at(-8)!.date)}`);
    // A header row and one row per calendar month the year touches: 13, or 12 when it starts on a month's first day.
    const months = new Set(data.activity.map((d) => d.date.slice(0, 7)));
    await expect(page.getByRole("table", { name: "Submissions per month over the last year" }).getByRole("row")).toHaveCount(
      months.size + 1,
    );
    await expect(page.getByRole("list", { name: "Colour scale, from fewer to more submissions" }).getByRole("listitem")).toHaveCount(5);

    const rated = data.platforms.filter((p) => p.ratingSeries.length > 1);
    expect(rated.length).toBeGreaterThan(0);
    // A single contest is a line of text: the card is sized to its data.
    for (const p of data.platforms.filter((x) => x.ratingSeries.length === 1)) {
      await expect(page.locator(`#rating-${p.platform}-summary`)).toContainText(`One rated contest: ${p.ratingSeries[0]!.contest}, `);
      await expect(page.getByTestId(`rating-chart-${p.platform}`)).toHaveCount(0);
    }
    for (const p of rated) {
      // Each chart's code loads as its card nears the screen.
      await page.locator(`#rating-${p.platform}-summary`).locator("xpath=..").scrollIntoViewIfNeeded();
      await expect(dashboard.chart(`rating-chart-${p.platform}`)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId(`rating-chart-${p.platform}`).getByTestId("rating-band").first()).toBeAttached();
      await expect(page.locator(`#rating-${p.platform}-summary`)).toContainText("rating over");
    }
    for (const p of data.platforms.filter((x) => x.solved > 0)) {
      const label = { leetcode: "LeetCode", codeforces: "Codeforces", codechef: "CodeChef" }[p.platform];
      const difficulty = page.getByTestId(`difficulty-chart-${p.platform}`);
      await expect(difficulty.getByRole("img", { name: new RegExp(`^${label}, \\d[\\d,]* solved: `) })).toBeVisible();
      await expect(difficulty).toContainText("Difficulty");
      await expect(difficulty).toContainText("Problems solved");
    }
    await expect(page.getByTestId("tags-chart")).toContainText("in each platform's own tag names");
    await expect(page.getByTestId("tags-chart").getByRole("img").first()).toHaveAttribute("aria-label", /top \d+ tags: /);

    const first = rated[0]!;
    const chart = page.getByTestId(`rating-chart-${first.platform}`);
    await chart.scrollIntoViewIfNeeded();
    // Contests a day apart are a pixel apart, so the pointer goes to the line's end.
    const box = (await chart.getByTestId("rating-line").boundingBox())!;
    await page.mouse.move(box.x + box.width, box.y + box.height / 2);
    const last = first.ratingSeries.at(-1)!;
    await expect(chart.getByTestId("rating-tooltip")).toContainText(last.contest);
    await expect(chart.getByTestId("rating-tooltip")).toContainText(`Rating ${last.rating}`);
    await chart.focus();
    await page.keyboard.press("Home");
    await expect(chart.getByTestId("rating-tooltip")).toContainText(first.ratingSeries[0]!.contest);
    await expect(chart.locator("[aria-live]")).toContainText(`${first.ratingSeries[0]!.contest}, `);

    await expect(page.getByRole("region", { name: "Upcoming contests" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Network activity" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Daily problem" })).toBeVisible();
  });

  test("the sidebar shows today's solves against the real goal and the streak", async ({ page }) => {
    const dashboard = await openSynced(page);
    await expect(async () => {
      const data = await dashboard.fetchData();
      await page.reload();
      await dashboard.settle();
      await expect(dashboard.goalCount).toHaveText(`${data.solvedToday}/${data.dailyGoal}`, { timeout: 1_000 });
      await expect(dashboard.streak).toHaveText(`Streak: ${days(data.streak.current)}`, { timeout: 1_000 });
      const percent = Math.min(100, Math.round((data.solvedToday / data.dailyGoal) * 100));
      await expect(dashboard.goalBar).toHaveAttribute("aria-valuenow", String(percent), { timeout: 1_000 });
    }).toPass({ timeout: 90_000 });
    // The sidebar follows the user to other pages, with its own small read, not the whole dashboard.
    const dashboardReads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/fetch/dashboard") dashboardReads.push(request.url());
    });
    const progressRead = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/fetch/progress");
    await page.goto("/stumbles");
    await expect(dashboard.streak).toHaveText(/^Streak: \d+ days?$/);
    expect((await progressRead).ok()).toBe(true);
    expect(dashboardReads).toEqual([]);
  });

  test("the first screen's numbers come in the server's HTML, read for the zone the browser last said it is in", async ({
    page,
    baseURL,
  }) => {
    // docs/decisions/019-server-read-profile.md: the page reads the dashboard on the server for the zone in the cookie.
    const dashboard = await openSynced(page);
    const zoneCookie = async () => (await page.context().cookies()).find((c) => c.name === "tz")?.value;
    expect(await zoneCookie()).toBe("UTC");
    await expect(async () => {
      const data = await dashboard.fetchData();
      const html = await (await page.request.get("/dashboard")).text();
      expect(html).toMatch(new RegExp(`Problems solved</dt><dd[^>]*>${count(data.totals.solved)}</dd>`));
      expect(html).toMatch(new RegExp(`Active days</dt><dd[^>]*>${count(data.totals.activeDays)}</dd>`));
      expect(html).toMatch(/Time zone: (<!-- -->)?UTC(<!-- -->)?\./);
    }).toPass({ timeout: 30_000 });

    const hydrationErrors = watchHydration(page);
    await dashboard.open();
    await waitForHydration(page);
    expect(hydrationErrors()).toEqual([]);
    // No page stays open to write its zone back into the cookie while the checks below change it.
    await page.goto("about:blank");

    // A zone the runtime does not know, or none: nothing is read on the server, the browser reads it.
    for (const value of ["Not%2FA_Zone", ""]) {
      await page.context().clearCookies({ name: "tz" });
      if (value) await page.context().addCookies([{ name: "tz", value, url: baseURL! }]);
      const html = await (await page.request.get("/dashboard")).text();
      expect(html, value).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
      expect(html, value).not.toContain('data-testid="totals"');
    }

    // A cookie from another zone (the user travelled) gets that zone's page, then the browser's own zone once it runs.
    await page.context().addCookies([{ name: "tz", value: "Asia%2FTokyo", url: baseURL! }]);
    expect(await (await page.request.get("/dashboard")).text()).toMatch(/Time zone: (<!-- -->)?Asia\/Tokyo/);
    await dashboard.open();
    await expect(page.getByTestId("active-day-rule")).toContainText("Time zone: UTC.");
    expect(await zoneCookie()).toBe("UTC");
  });

  test("loading a page with the demo's numbers makes no call into Intl until the browser's zone is read, once idle", async ({ page }) => {
    // The first Intl call must be the idle zone read (docs/decisions/027-english-without-intl.md); pages rendering with Intl are skipped.
    await openSynced(page);
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { intlCalls: string[] }).intlCalls = calls;
      const watch = <T extends object>(owner: T, key: keyof T & string, name: string) => {
        const original = owner[key] as unknown as (...args: unknown[]) => unknown;
        owner[key] = new Proxy(original, {
          construct: (target, args) => (calls.push(`${name}(${args.length ? "…" : ""})`), Reflect.construct(target, args)),
          apply: (target, self, args) => (calls.push(`${name}(${args.length ? "…" : ""})`), Reflect.apply(target, self, args)),
        }) as T[keyof T & string];
      };
      for (const name of ["DateTimeFormat", "NumberFormat", "RelativeTimeFormat", "PluralRules", "Collator", "ListFormat"] as const)
        watch(Intl, name, `Intl.${name}`);
      watch(Number.prototype, "toLocaleString", "Number.toLocaleString");
      for (const name of ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"] as const)
        watch(Date.prototype, name, `Date.${name}`);
      watch(String.prototype, "localeCompare", "String.localeCompare");
    });
    for (const [path, shown] of [
      ["/dashboard", page.getByTestId("totals")],
      ["/smartsheet", page.getByRole("heading", { level: 1, name: "Smart Sheet" })],
      ["/network", page.getByRole("heading", { level: 1, name: "My Network" })],
      ["/train", page.getByRole("heading", { level: 1, name: "Train" })],
      ["/concepts", page.getByRole("heading", { level: 1, name: "Saved Notes" })],
      ["/profile", page.getByRole("heading", { level: 1, name: "Profile" })],
    ] as const) {
      await page.goto(path);
      await expect(shown).toBeVisible();
      await waitForHydration(page);
      // The zone read comes once the browser is idle (docs/decisions/026-time-zone-when-idle.md).
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls[0]), { message: path })
        .toBe("Intl.DateTimeFormat()");
    }
  });

  for (const theme of ["dark", "light"] as const) {
    test(`axe finds nothing serious on /dashboard (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem("algo-ladder-theme", t), theme);
      await openSynced(page);
      await expect(page.getByTestId("tags-chart")).toBeVisible({ timeout: 15_000 });
      await expectAccessible(page);
    });
  }

  test("screenshots in both themes, wide and narrow", async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    const dashboard = await openSynced(page);
    for (const theme of ["dark", "light"] as const) {
      await page.evaluate((t) => localStorage.setItem("algo-ladder-theme", t), theme);
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        await expect(page.getByRole("status").filter({ hasText: "Loading Dashboard..." })).toBeHidden();
        await expect(page.getByTestId("tags-chart")).toBeVisible({ timeout: 15_000 });
        await expect(page.locator('[data-testid="page-loader"]:visible')).toHaveCount(0);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        if (width === 390) {
          // A phone shows the latest weeks first: the year is wider than the strip, and its right end is in view.
          const strip = (await dashboard.heatmapRegion.boundingBox())!;
          const year = (await dashboard.heatmap.boundingBox())!;
          expect(year.width).toBeGreaterThan(strip.width);
          expect(Math.abs(year.x + year.width - (strip.x + strip.width))).toBeLessThan(2);
        }
        await page.screenshot({ path: `${SHOTS}/dashboard-${theme}-${width}.png`, fullPage: true });
      }
    }
  });
});

test("a new user without handles is led to add them, and the sidebar follows the goal they set", async ({
  signedInPage: page,
  user,
  baseURL,
}) => {
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  const empty = page.getByRole("region", { name: NO_HANDLES });
  await expect(empty).toBeVisible();
  await expect(empty.getByRole("link", { name: "Add your handles" })).toHaveAttribute("href", "/profile#handles");
  // No zeros pretending to be progress.
  await expect(dashboard.totals).toHaveCount(0);
  await expect(page.getByTestId("heatmap")).toHaveCount(0);
  mkdirSync(SHOTS, { recursive: true });
  await expect(page.locator('[data-testid="page-loader"]:visible')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/dashboard-no-handles.png` });

  await expect(dashboard.goalCount).toHaveText("0/5");
  await expect(dashboard.goalBar).toHaveAttribute("aria-valuenow", "0");
  await expect(dashboard.streak).toHaveText("Streak: 0 days");

  await dashboard.setGoal(baseURL!, user.fullName, 12);
  await page.reload();
  await expect(dashboard.goalCount).toHaveText("0/12");

  await page.goto("/profile");
  const goal = page.getByRole("spinbutton", { name: "Daily goal" });
  await goal.fill("8");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(dashboard.goalCount).toHaveText("0/8");
});

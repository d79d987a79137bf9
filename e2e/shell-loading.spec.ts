import { expect, openFromApp, test, watchHydration, waitForHydration } from "./fixtures";

test("while a page loads, the top bar and the sidebar stay usable and the loader covers only the content", async ({
  signedInPage: page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/fetch\/network$/, async (route) => {
    await held;
    await route.fallback();
  });
  // Reached from inside the app: a load of /network itself arrives with the network read on the server.
  await openFromApp(page, "Network");
  const loader = page.getByRole("status").filter({ hasText: "Loading Network..." });
  await expect(loader).toBeVisible();
  const main = (await page.locator("main#main").boundingBox())!;
  const box = (await loader.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(main.y - 1);
  expect(box.x).toBeGreaterThanOrEqual(main.x - 1);
  await expect(page.getByRole("button", { name: /Switch to (light|dark) theme/ })).toBeEnabled();
  await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Saved Notes" }).click();
  await expect(page).toHaveURL(/\/concepts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Saved Notes" })).toBeVisible();
  release();
});

test("a toast never covers the top bar's controls", async ({ signedInPage: page }) => {
  await page.goto("/stumbles");
  await page.getByRole("button", { name: "Add Problem" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Problem" });
  await dialog.getByLabel("Name").fill("Toast Placement");
  await dialog.getByLabel("Summary").fill("where the toast goes");
  await dialog.getByRole("button", { name: "Save Problem" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Problem added successfully" });
  await expect(toast).toBeVisible();
  // Measured where the toast comes to rest: it slides in from above, so mid-slide it is higher.
  await expect(toast).toHaveAttribute("data-mounted", "true");
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const bar = (await page.getByRole("banner").boundingBox())!;
  const t = (await toast.boundingBox())!;
  expect(t.y).toBeGreaterThanOrEqual(bar.y + bar.height);
});

const SERVER_RENDERED = [
  ["/dashboard", "Dashboard"],
  ["/smartsheet", "Smart Sheet"],
  ["/stumbles", "Tricky Problems"],
  ["/network", "My Network"],
  ["/profile", "Profile"],
] as const;

test("a signed-in page arrives rendered by the server: its heading is in the HTML, with no account loader", async ({
  signedInPage: page,
}) => {
  // docs/decisions/019-server-read-profile.md: the profile is read on the server, so the page is not held behind a loader.
  for (const [path, heading] of SERVER_RENDERED) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html, path).not.toContain(">Loading...<");
  }
});

test("the server's HTML hydrates without a mismatch on the signed-in pages", async ({ signedInPage: page }) => {
  const hydrationErrors = watchHydration(page);
  for (const [path, heading] of SERVER_RENDERED) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await waitForHydration(page);
  }
  expect(hydrationErrors()).toEqual([]);
});

test("a document load of a signed-in page makes no API call from the browser: the page and its frame arrive with their data", async ({
  signedInPage: page,
  baseURL,
}) => {
  const pages = ["/dashboard", "/smartsheet", "/train", "/network", "/contests", "/stumbles", "/concepts", "/virtual", "/profile"];
  // Nineteen document loads, each waited on until quiet, take about 45 s on a busy two-core machine.
  test.setTimeout(150_000);
  const load = async (path: string) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
  };
  // Each page once, so the server has every route loaded and its reads beat their time limit.
  await page.goto("/dashboard");
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await page.context().addCookies([{ name: "tz", value: encodeURIComponent(zone), url: baseURL! }]);
  for (const path of pages) await load(path);

  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) calls.push(`${page.url()} → ${url.pathname}`);
  });
  for (const path of pages) await load(path);
  expect(calls).toEqual([]);
});

test("the sidebar's figures arrive in the server's HTML for the cookie's zone, and are read again once in the browser's own when it differs", async ({
  signedInPage: page,
  baseURL,
}) => {
  // A returning browser: the cookie names its zone, so the server's HTML has the figures.
  await page.goto("/network");
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await page.context().addCookies([{ name: "tz", value: encodeURIComponent(zone), url: baseURL! }]);
  const html = await (await page.request.get("/network")).text();
  expect(html).toContain('data-testid="daily-goal-count"');
  expect(html).not.toContain("Loading daily goal and streak");

  // A browser that has moved: once idle it reads its own zone, the figures again, and the cookie follows.
  const other = zone === "Pacific/Chatham" ? "Asia/Kolkata" : "Pacific/Chatham";
  await page.context().addCookies([{ name: "tz", value: encodeURIComponent(other), url: baseURL! }]);
  const reads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/fetch/progress") reads.push(url.searchParams.get("tz") ?? "");
  });
  await page.goto("/network");
  await expect(page.getByTestId("daily-goal-count")).toBeVisible();
  await expect.poll(() => reads).toEqual([zone]);
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "tz")?.value).toBe(encodeURIComponent(zone));
});

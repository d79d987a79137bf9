import type { Browser, Page } from "@playwright/test";
import { SIM_URL } from "../playwright.config";
import { createUser, expect, expectAccessible, newUser, signIn, test, type TestUser, watchHydration, waitForHydration } from "./fixtures";
import { unclaimedHandle } from "./pages/platform-sim";
import { ProfilePage } from "./pages/profile-page";

const TWO_SUM = "https://leetcode.com/problems/two-sum/";

async function person(browser: Browser, baseURL: string, prefix: string, fullName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user: TestUser = await createUser(page.request, baseURL, { ...newUser(prefix), fullName });
  await signIn(page, user);
  return { page, user, close: () => context.close() };
}

async function idOf(page: Page, baseURL: string, userName: string): Promise<string> {
  const res = await page.request.post("/api/fetch/searchUser", { data: { searchQuery: userName }, headers: { origin: baseURL } });
  const body = (await res.json()) as { searchResults: Array<{ id: string; userName: string }> };
  return body.searchResults.find((r) => r.userName === userName)!.id;
}

async function follow(page: Page, baseURL: string, id: string) {
  const res = await page.request.post("/api/friends/toggleFriend", { data: { friend_id: id }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
}

async function contestStartingLater(
  page: Page,
  baseURL: string,
  { title, mode, durationMinutes, urls }: { title: string; mode: "normal" | "lockout"; durationMinutes: number; urls: string[] },
): Promise<string> {
  const create = () =>
    page.request.post("/api/virtual/create", {
      data: {
        title,
        mode,
        startAt: new Date(Date.now() + 3_600_000).toISOString(),
        durationMinutes,
        problems: urls.map((url) => ({ url })),
      },
      headers: { origin: baseURL },
    });
  // A contest takes only problems the catalogue holds, which the demo's first syncs bring in.
  let made = await create();
  if (made.status() === 422)
    await expect.poll(async () => (made = await create()).status(), { timeout: 90_000, intervals: [2_000] }).not.toBe(422);
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { contest: { id: string } }).contest.id;
}

const row = (page: Page, name: string) => page.getByRole("table", { name: "Standings" }).getByRole("row").filter({ hasText: name });

test("a three-person contest is created, accepted, and its standings change while the page is open", async ({ browser, baseURL }) => {
  test.setTimeout(360_000);
  const ada = await person(browser, baseURL!, "vc_ada", "Ada Racer");
  const bob = await person(browser, baseURL!, "vc_bob", "Bob Racer");
  const cy = await person(browser, baseURL!, "vc_cy", "Cy Racer");
  try {
    const bobHandle = await unclaimedHandle("leetcode", { nth: 8 });
    await new ProfilePage(ada.page).setHandles(baseURL!, { leetcode: await unclaimedHandle("leetcode", { nth: 9 }) });
    await new ProfilePage(bob.page).setHandles(baseURL!, { leetcode: bobHandle });
    await new ProfilePage(cy.page).setHandles(baseURL!, { leetcode: await unclaimedHandle("leetcode", { nth: 10 }) });
    await follow(ada.page, baseURL!, await idOf(ada.page, baseURL!, bob.user.userName));
    await follow(ada.page, baseURL!, await idOf(ada.page, baseURL!, cy.user.userName));

    const found = async (q: string) =>
      (
        (await (await ada.page.request.get(`/api/virtual/problems?q=${encodeURIComponent(q)}`)).json()) as {
          problems: { name: string; url: string }[];
        }
      ).problems;
    await expect
      .poll(async () => (await found("Two Sum")).some((p) => p.name === "Two Sum"), { timeout: 120_000, intervals: [2_000] })
      .toBe(true);
    const other = (await found("an")).find((p) => p.name !== "Two Sum")!.url;

    // 20 to 80 seconds ahead (the field takes whole minutes): not begun before her page first shows it, and little to wait.
    await ada.page.goto("/virtual");
    await ada.page.getByRole("button", { name: "New contest" }).click();
    const form = ada.page.getByRole("form", { name: "New contest" });
    await form.getByLabel("Title").fill("Race of three");
    const soon = await ada.page.evaluate(() => {
      const d = new Date(Date.now() + 80_000);
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    });
    await form.getByLabel("Start").fill(soon);
    await form.getByLabel("Duration (minutes)").fill("30");
    await form.getByLabel("Problem links, one a line").fill(`${TWO_SUM}\n${other}`);
    await form.getByLabel("Bob Racer").check();
    await form.getByLabel("Cy Racer").check();
    await form.getByRole("button", { name: "Create contest" }).click();
    await expect(ada.page).toHaveURL(/\/virtual\/[0-9a-f-]{36}$/);
    await expect(ada.page.getByRole("heading", { name: "Race of three" })).toBeVisible();
    await expect(ada.page.getByText("The problems appear here at the start.")).toBeVisible();

    for (const invitee of [bob, cy]) {
      await invitee.page.goto("/virtual");
      const invitations = invitee.page.getByRole("region", { name: "Invitations" });
      const card = invitations.getByRole("article", { name: "Race of three" });
      await expect(card).toBeVisible();
      await card.getByRole("button", { name: "Accept" }).click();
      await expect(
        invitee.page.getByRole("region", { name: "Your contests" }).getByRole("article", { name: "Race of three" }),
      ).toBeVisible();
    }

    await expect(ada.page.getByText(/^Ends in /)).toBeVisible({ timeout: 120_000 });
    await expect(ada.page.getByRole("list", { name: "Problems" }).getByRole("listitem")).toHaveCount(2);
    for (const name of ["Ada Racer", "Bob Racer", "Cy Racer"]) await expect(row(ada.page, name)).toBeVisible();
    await expect(row(ada.page, "Bob Racer").getByRole("cell").nth(1)).toHaveText("0");

    const res = await fetch(`${SIM_URL}/__sim/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ platform: "leetcode", handle: bobHandle, verdict: "accepted", problem: "two-sum" }),
    });
    expect(res.status).toBe(201);
    await expect(row(ada.page, "Bob Racer").getByRole("cell").nth(1)).toHaveText("100", { timeout: 150_000 });
    await expect(row(ada.page, "Bob Racer").getByRole("cell").first()).toHaveText("1");
    await expect(row(ada.page, "Bob Racer")).toContainText(/Synced \d+ (s|min) ago/);
  } finally {
    await Promise.all([ada.close(), bob.close(), cy.close()]);
  }
});

test("a contest is for the invited only: another user is told it is not found", async ({ signedInPage: page, baseURL, browser }) => {
  const id = await contestStartingLater(page, baseURL!, { title: "Private race", mode: "lockout", durationMinutes: 60, urls: [TWO_SUM] });
  const other = await person(browser, baseURL!, "vc_out", "Outsider");
  try {
    await other.page.goto(`/virtual/${id}`);
    await expect(other.page.getByRole("heading", { name: "Contest not found" })).toBeVisible();
  } finally {
    await other.close();
  }
});

test("a contest's page arrives with its standings and countdown in the server's HTML, and hydrates without a mismatch", async ({
  signedInPage: page,
  baseURL,
}) => {
  const id = await contestStartingLater(page, baseURL!, { title: "Served race", mode: "normal", durationMinutes: 60, urls: [TWO_SUM] });
  // docs/decisions/019-server-read-profile.md: a page load reads the standings on the server.
  const html = await (await page.request.get(`/virtual/${id}`)).text();
  expect(html).toMatch(/<h1[^>]*>Served race<\/h1>/);
  expect(html).toMatch(/Starts in (<!-- -->)?\d/);
  expect(html).not.toContain("Loading standings");

  const hydrationErrors = watchHydration(page);
  await page.goto(`/virtual/${id}`);
  await expect(page.getByRole("table", { name: "Standings" })).toBeVisible();
  const first = await page.getByText(/^Starts in /).textContent();
  await expect(page.getByText(/^Starts in /)).not.toHaveText(first!, { timeout: 5_000 });
  await waitForHydration(page);
  expect(hydrationErrors()).toEqual([]);
});

test("/virtual is for signed-in people only", async ({ page }) => {
  await page.goto("/virtual");
  await expect(page).toHaveURL(/\/login\?next=%2Fvirtual$/);
});

for (const theme of ["dark", "light"] as const) {
  for (const width of [1280, 390]) {
    test(`axe finds nothing serious on the virtual contest pages (${theme}, ${width} px)`, async ({ signedInPage: page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((t) => localStorage.setItem("algo-ladder-theme", t), theme);
      const id = await contestStartingLater(page, baseURL!, { title: "Axe race", mode: "normal", durationMinutes: 90, urls: [TWO_SUM] });
      await page.goto("/virtual");
      await expect(page.getByRole("article", { name: "Axe race" })).toBeVisible();
      await page.getByRole("button", { name: "New contest" }).click();
      await expect(page.getByRole("form", { name: "New contest" })).toBeVisible();
      await expectAccessible(page);
      await page.goto(`/virtual/${id}`);
      await expect(page.getByText(/^Starts in /)).toBeVisible();
      await expect(page.getByRole("table", { name: "Standings" })).toBeVisible();
      await expectAccessible(page);
    });
  }
}

test("on a phone, a standings table wider than the screen says it scrolls sideways; on a desktop it does not need to", async ({
  signedInPage: page,
  baseURL,
}) => {
  // Seven problems the catalogue holds (a contest takes no others), found as the contest form finds them.
  const links = new Set<string>();
  for (const q of ["an", "in", "er", "on", "st", "ar", "re", "at", "en", "es"]) {
    const found = (await (await page.request.get(`/api/virtual/problems?q=${q}`)).json()) as { problems: Array<{ url: string }> };
    for (const { url } of found.problems) if (links.size < 7) links.add(url);
  }
  expect(links.size).toBe(7);
  const id = await contestStartingLater(page, baseURL!, { title: "Wide race", mode: "normal", durationMinutes: 120, urls: [...links] });
  const hint = page.getByText("Scroll sideways for every problem");
  const region = page.getByRole("region", { name: "Standings table" });

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/virtual/${id}`);
  await expect(page.getByRole("table", { name: "Standings" })).toBeVisible();
  await expect(hint).toBeVisible();
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(hint).toHaveCount(0);
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
});

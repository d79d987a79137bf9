import type { Browser, Page } from "@playwright/test";
import { SIM_URL } from "../playwright.config";
import { createUser, expect, expectAccessible, newUser, signIn, test, waitForHydration } from "./fixtures";
import { decodeQuotedPrintable, type ReceivedMail } from "./support/mail-server";
import { MAILBOX_URL } from "./support/ports";
import { unclaimedHandle } from "./pages/platform-sim";
import { DashboardPage, DEMO } from "./pages/dashboard-page";
import { ProfilePage } from "./pages/profile-page";
import { TrainPage } from "./pages/train-page";

async function person(browser: Browser, baseURL: string, prefix: string, fullName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await createUser(page.request, baseURL, { ...newUser(prefix), fullName });
  await signIn(page, user);
  return { page, user, close: () => context.close() };
}

test("a coach creates a club and an invite link; a member joins by the link and leaves", async ({ browser, baseURL }) => {
  const coach = await person(browser, baseURL!, "club_coach", "Cora Coach");
  const member = await person(browser, baseURL!, "club_member", "Max Member");

  await coach.page.goto("/clubs");
  await waitForHydration(coach.page);
  await expect(coach.page.getByText("No clubs yet")).toBeVisible();
  await coach.page.getByRole("form", { name: "New club" }).getByLabel("Name").fill("Evening club");
  await coach.page.getByRole("button", { name: "Create club" }).click();
  await expect(coach.page.getByRole("heading", { name: "Evening club" })).toBeVisible();
  await expect(coach.page.getByTestId("sidebar-clubs")).toContainText("Evening club");
  await coach.page.getByRole("button", { name: "New invite link" }).click();
  const link = (await coach.page.getByTestId("invite-link").textContent())!;
  for (const theme of ["light", "dark"] as const) {
    await coach.page.emulateMedia({ colorScheme: theme });
    await coach.page.evaluate((t) => localStorage.setItem("algo-ladder-theme", t), theme);
    await coach.page.reload();
    await waitForHydration(coach.page);
    await expect(coach.page.getByRole("heading", { name: "Club board" })).toBeVisible();
    await expectAccessible(coach.page);
  }

  await member.page.goto(new URL(link).pathname + new URL(link).search);
  await waitForHydration(member.page);
  await member.page.getByRole("button", { name: "Join club" }).click();
  await expect(member.page.getByRole("heading", { name: "Evening club" })).toBeVisible();
  await expect(member.page.getByText("You are a member")).toBeVisible();
  await expect(member.page.getByRole("button", { name: "New invite link" })).toHaveCount(0);
  await expectAccessible(member.page);

  await coach.page.reload();
  await expect(coach.page.getByTestId("club-board")).toContainText("Max Member");

  await member.page.getByRole("button", { name: "Leave club" }).click();
  await expect(member.page.getByText("No clubs yet")).toBeVisible();
  await coach.page.reload();
  await expect(coach.page.getByTestId("club-board")).toBeVisible();
  await expect(coach.page.getByTestId("club-board")).not.toContainText("Max Member");
  await coach.close();
  await member.close();
});

/** A zone where it is not yet Monday before 08:00, the hour a week's digest waits for. */
function digestReadyZone(): string {
  for (const zone of ["UTC", "Asia/Tokyo", "America/Los_Angeles"]) {
    const [weekday, hour] = new Intl.DateTimeFormat("en-GB", { timeZone: zone, weekday: "short", hour: "2-digit", hourCycle: "h23" })
      .formatToParts(new Date())
      .filter((p) => p.type === "weekday" || p.type === "hour")
      .map((p) => p.value);
    if (weekday !== "Mon" || Number(hour) >= 9) return zone;
  }
  return "Asia/Tokyo";
}

const post = async (page: Page, baseURL: string, path: string, data: unknown) => {
  const res = await page.request.post(`/api${path}`, { data, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
};

test("a coach sets an assignment; a synced Accepted turns the member's cell solved; the digest reaches the coach", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const coach = await person(browser, baseURL!, "club_set", "Sam Setter");
  const member = await person(browser, baseURL!, "club_solver", "Sol Solver");
  try {
    const handle = await unclaimedHandle("codeforces", { nth: 8 });
    const profile = new ProfilePage(member.page);
    await profile.setHandles(baseURL!, { codeforces: handle });
    await profile.waitForSync();

    const { club } = (await post(coach.page, baseURL!, "/clubs/create", { name: "Assignment club", timeZone: digestReadyZone() })) as {
      club: { id: string };
    };
    const { code } = (await post(coach.page, baseURL!, "/clubs/invite", { clubId: club.id })) as { code: string };
    await post(member.page, baseURL!, "/clubs/join", { code });

    // The hardest Codeforces problem the catalogue's search offers: one the member has surely not solved before.
    type Found = { url: string; name: string; platform: string; difficulty: { value: number } | null };
    const offered: Found[] = [];
    for (const q of ["an", "in", "er", "on", "st", "ar", "re", "at"]) {
      const res = await coach.page.request.get(`/api/virtual/problems?q=${q}`);
      offered.push(...((await res.json()) as { problems?: Found[] }).problems!);
    }
    const problem = offered
      .filter((p) => p.platform === "codeforces" && /\/contest\/\d+\/problem\/[A-Z]\d?$/.test(p.url))
      .sort((a, b) => (b.difficulty?.value ?? 0) - (a.difficulty?.value ?? 0))[0]!;
    expect(problem, "a Codeforces problem in the catalogue").toBeTruthy();
    const [, contest, index] = problem.url.match(/\/contest\/(\d+)\/problem\/([A-Z]\d?)$/)!;

    await coach.page.goto(`/clubs/${club.id}`);
    await waitForHydration(coach.page);
    const form = coach.page.getByRole("form", { name: "New assignment" });
    await form.getByLabel("Title").fill("Week one");
    await form.getByLabel("Problem links, one a line").fill(problem.url);
    await form.getByRole("button", { name: "Create assignment" }).click();
    await expect(coach.page.getByText("Assignment created")).toBeVisible();
    const cell = coach.page.getByTestId("club-matrix").getByRole("row").filter({ hasText: "Sol Solver" }).locator("[data-state]");
    await expect(cell).toHaveAttribute("data-state", "untried");

    await member.page.goto("/clubs");
    const mine = member.page.getByRole("region", { name: "Your assignments" });
    await expect(mine).toContainText("Week one");
    await expect(mine.getByRole("link", { name: problem.name })).toHaveAttribute("href", problem.url);
    await expect(mine).toContainText("Not tried");
    await member.page.goto("/dashboard");
    await expect(member.page.getByRole("region", { name: "Your assignments" })).toContainText("Week one");

    const res = await fetch(`${SIM_URL}/__sim/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ platform: "codeforces", handle, verdict: "accepted", problem: `${contest}${index}` }),
    });
    expect(res.status, await res.text()).toBe(201);
    expect((await member.page.request.post("/api/profile/sync", { headers: { origin: baseURL! } })).status()).toBe(200);
    await expect
      .poll(
        async () => {
          await coach.page.reload();
          return cell.getAttribute("data-state");
        },
        { timeout: 120_000, intervals: [3_000], message: "the synced Accepted reaches the matrix" },
      )
      .toBe("solved");
    await member.page.reload();
    await expect(mine).toContainText("Solved in time");

    // The week's digest went out once the assignment was open; every member is on one of its lists.
    await expect
      .poll(
        async () => {
          const mails = (await (
            await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(coach.user.email)}`)
          ).json()) as ReceivedMail[];
          return mails.map((m) => decodeQuotedPrintable(m.raw)).find((raw) => raw.includes("Assignment club: the week")) ?? "";
        },
        { timeout: 30_000, intervals: [1_000], message: "the club digest in the coach's mailbox" },
      )
      .toMatch(/Week one \(due [^)]+\)[\s\S]*(Finished|Working on it|Not started): Sol Solver/);
  } finally {
    await coach.close();
    await member.close();
  }
});

test("the demo account draws an assignment from Train's bands for its club, then starts a club contest in one click", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO);
  await new DashboardPage(page).waitForSync();
  await new TrainPage(page).waitForCatalogue();
  const { clubs } = (await (await page.request.get("/api/clubs/list")).json()) as { clubs: Array<{ id: string; name: string }> };
  const club = clubs.find((c) => c.name === "Demo Training Club")!;
  await page.goto(`/clubs/${club.id}`);
  await waitForHydration(page);

  const form = page.getByRole("form", { name: "New assignment" });
  const draw = form.getByRole("group", { name: "Or draw from Train's bands" });
  await draw.getByLabel("Band").selectOption("easy");
  await draw.getByLabel("How many").fill("3");
  await draw.getByRole("button", { name: "Draw problems" }).click();
  await expect(draw.getByRole("status")).toContainText(/^Club median \d+ on the one scale: 3 problems near \d+ that no member has solved/);
  await expect(form.getByLabel("Problem links, one a line")).toHaveValue(/^(https:\/\/\S+\n){2}https:\/\/\S+$/);
  // A count out of range is refused in words, and the links drawn before stay.
  await draw.getByLabel("How many").fill("0");
  await draw.getByRole("button", { name: "Draw problems" }).click();
  await expect(draw.getByRole("status")).toHaveText("count is 1 to 20");
  await expect(form.getByLabel("Problem links, one a line")).toHaveValue(/^(https:\/\/\S+\n){2}https:\/\/\S+$/);

  await page.getByRole("button", { name: "Start a club contest" }).click();
  await expect(page).toHaveURL(/\/virtual\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Demo Training Club round" })).toBeVisible();
  await page.goto("/virtual");
  await expect(page.getByText("Demo Training Club round").first()).toBeVisible();
});

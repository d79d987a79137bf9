import type { Page } from "@playwright/test";
import { SIM_URL } from "../playwright.config";
import { createUser, expect, expectAccessible, newUser, signIn, test } from "./fixtures";
import { unclaimedHandle } from "./pages/platform-sim";
import { ProfilePage } from "./pages/profile-page";
import { startOidcServer, type OidcServer } from "./support/oidc-server";
import { CODEFORCES_ISSUER, CODEFORCES_OIDC_PORT, CODEFORCES_TEST_CLIENT } from "./support/ports";

// Syncs wait on the simulated platforms; the local Codeforces sign-in runs on a fixed port, so one worker.
test.describe.configure({ mode: "default", timeout: 150_000 });

let oidc: OidcServer;
test.beforeAll(async ({}, testInfo) => {
  oidc = await startOidcServer({
    port: CODEFORCES_OIDC_PORT,
    issuer: CODEFORCES_ISSUER,
    clientId: CODEFORCES_TEST_CLIENT.id,
    clientSecret: CODEFORCES_TEST_CLIENT.secret,
    redirectUri: `${testInfo.project.use.baseURL}/api/verify/codeforces/callback`,
  });
});
test.afterAll(() => oidc?.close());

const section = (page: Page) => page.locator("#verify-handles");
const row = (page: Page, platform: string) => section(page).locator(`[data-platform="${platform}"]`);

async function submitCompileError(platform: string, handle: string, problem: string) {
  const res = await fetch(`${SIM_URL}/__sim/submit`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ platform, handle, verdict: "compile_error", problem }),
  });
  expect(res.status).toBe(201);
}

/** When the simulated LeetCode was asked for this handle's recent submissions (ms since the epoch). */
async function recentSubmissionCalls(handle: string): Promise<number[]> {
  const calls = (await (await fetch(`${SIM_URL}/__sim/calls?platform=leetcode`)).json()) as Array<{ at: string; body?: string }>;
  return calls.filter((c) => c.body?.includes("recentSubmissions") && c.body.includes(handle)).map((c) => new Date(c.at).getTime());
}

test("a compilation error on the named problem within ten minutes verifies the handle, and nobody else can then verify it", async ({
  page,
  browser,
  baseURL,
}) => {
  const handle = await unclaimedHandle("codeforces", { nth: 5 });
  const owner = await createUser(page.request, baseURL!, newUser("verify"));
  await signIn(page, owner);
  const profile = new ProfilePage(page);
  await profile.open();
  await profile.fillHandles({ codeforces: handle });
  await expect(page.getByText("Handles updated")).toBeVisible();

  await expect(row(page, "codeforces")).toContainText(handle);
  await row(page, "codeforces").getByRole("button", { name: "Verify Codeforces handle" }).click();
  const challenge = row(page, "codeforces");
  await expect(challenge.getByRole("link", { name: "Watermelon" })).toHaveAttribute(
    "href",
    "https://codeforces.com/problemset/problem/4/A",
  );
  await expect(challenge).toContainText(/Time left: (10:00|9:\d\d)/);
  await expectAccessible(page);

  await submitCompileError("codeforces", handle, "4A");
  await challenge.getByRole("button", { name: "I submitted it, check now" }).click();
  await expect(row(page, "codeforces").getByText("Verified", { exact: true })).toBeVisible({ timeout: 90_000 });

  const context = await browser.newContext();
  const other = await context.newPage();
  const someoneElse = await createUser(other.request, baseURL!, newUser("verify2"));
  await signIn(other, someoneElse);
  const theirProfile = new ProfilePage(other);
  await theirProfile.open();
  await theirProfile.fillHandles({ codeforces: handle });
  await expect(other.getByText("Handles updated")).toBeVisible();
  await expect(row(other, "codeforces")).toContainText("This Codeforces handle is already verified by another user.");
  await context.close();
});

test("a compilation error on another problem does not verify the handle", async ({ signedInPage: page }) => {
  const handle = await unclaimedHandle("leetcode", { nth: 4 });
  const profile = new ProfilePage(page);
  await profile.open();
  await profile.fillHandles({ leetcode: handle });
  await expect(page.getByText("Handles updated")).toBeVisible();
  await row(page, "leetcode").getByRole("button", { name: "Verify LeetCode handle" }).click();
  await expect(row(page, "leetcode").getByRole("link", { name: "Two Sum" })).toBeVisible();
  await submitCompileError("leetcode", handle, "add-two-numbers");
  const asked = Date.now();
  await row(page, "leetcode").getByRole("button", { name: "I submitted it, check now" }).click();
  // The sync this asked for reads the account's recent submissions after the click.
  await expect
    .poll(async () => (await recentSubmissionCalls(handle)).filter((at) => at > asked).length, { timeout: 90_000 })
    .toBeGreaterThan(0);
  // Time for that sync to be written and for the page's next poll (every 5 s) to read it.
  await page.waitForTimeout(8000);
  await expect(row(page, "leetcode").getByText("Verified", { exact: true })).toHaveCount(0);
  await expect(row(page, "leetcode")).toContainText("Time left");
});

test("signing in with Codeforces verifies the handle its ID token names", async ({ signedInPage: page }) => {
  const handle = await unclaimedHandle("codeforces", { nth: 6 });
  oidc.addAccount({ email: `cf.${handle.toLowerCase()}@codeforces.test`, name: handle, handle });
  const profile = new ProfilePage(page);
  await profile.open();
  await profile.fillHandles({ codeforces: handle });
  await expect(page.getByText("Handles updated")).toBeVisible();

  await row(page, "codeforces").getByRole("link", { name: "Sign in with Codeforces" }).click();
  await page.locator('input[name="login"]').fill(`cf.${handle.toLowerCase()}@codeforces.test`);
  await page.locator('input[name="password"]').fill("whatever the provider wants");
  await page.getByRole("button", { name: "Sign-in" }).click();

  await expect(page).toHaveURL(/\/profile\?codeforces=verified/);
  await expect(section(page).getByText("Codeforces handle verified")).toBeVisible();
  await expect(row(page, "codeforces").getByText("Verified", { exact: true })).toBeVisible();
});

import type { Browser, Page } from "@playwright/test";
import { POPUP_ERRORS } from "@/lib/auth/google-popup";
import { createUser, expect, expectAccessible, newUser, test } from "./fixtures";
import { mailedLink } from "./support/mailbox";
import { startOidcServer, type OidcServer } from "./support/oidc-server";
import { GOOGLE_TEST_CLIENT, OIDC_ISSUER, OIDC_PORT } from "./support/ports";

// One local OpenID Connect server on a fixed port stands in for Google, so these tests share a worker.
test.describe.configure({ mode: "default" });

let oidc: OidcServer;
test.beforeAll(async ({}, testInfo) => {
  oidc = await startOidcServer({
    port: OIDC_PORT,
    issuer: OIDC_ISSUER,
    clientId: GOOGLE_TEST_CLIENT.id,
    clientSecret: GOOGLE_TEST_CLIENT.secret,
    redirectUri: `${testInfo.project.use.baseURL}/api/auth/callback/google`,
  });
});
test.afterAll(() => oidc?.close());

let seq = 0;
/** Someone with a Google account: a first name unique to this run, so the expected userName is known. */
function googlePerson() {
  seq += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${seq}`;
  const person = { email: `g.${id}@gmail.test`, name: `Gwen${id} Hopper`, userName: `gwen${id}` };
  oidc.addAccount(person);
  return person;
}

const sessionUser = async (page: Page) =>
  ((await (await page.request.get("/api/auth/session")).json()) as { user?: { userName: string; email: string } }).user;

async function openPopup(page: Page) {
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  return popup;
}

/** The provider's own sign-in page, in the popup; the popup closes itself when the flow ends. */
async function signInAtProvider(popup: Page, email: string) {
  await popup.locator('input[name="login"]').fill(email);
  await popup.locator('input[name="password"]').fill("whatever the provider wants");
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Sign-in" }).click();
  await closed;
}

async function signInWithGoogle(browser: Browser, email: string, from = "/login") {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(from);
  await signInAtProvider(await openPopup(page), email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test("a new user signs in with Google in a 500x600 popup and lands on the dashboard", async ({ page }) => {
  const person = googlePerson();
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    (window as unknown as { opened: string[] }).opened = [];
    window.open = (url, target, features) => {
      (window as unknown as { opened: string[] }).opened.push(`${String(url)} ${target} ${features}`);
      return open(url, target, features);
    };
  });
  await page.goto("/login");
  const popup = await openPopup(page);
  const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  expect(opened).toHaveLength(1);
  expect(opened[0]).toMatch(/^\/auth\/google google-signin .*width=500,height=600/);
  await signInAtProvider(popup, person.email);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("topbar-username")).toHaveText(person.userName);
  const profile = await (await page.request.get("/api/profile/getProfileData")).json();
  expect(profile.profileData.personal).toMatchObject({
    fullName: person.name,
    userName: person.userName,
    email: person.email,
    emailVerified: true,
  });
});

test("a returning Google user gets the same account again, from the register page too", async ({ browser }) => {
  const person = googlePerson();
  const first = await signInWithGoogle(browser, person.email);
  const firstUser = await sessionUser(first);
  expect(firstUser?.userName).toBe(person.userName);
  await first.context().close();

  const again = await signInWithGoogle(browser, person.email, "/register");
  expect(await sessionUser(again)).toEqual(firstUser);
  await expect(again.getByTestId("topbar-username")).toHaveText(person.userName);
  await again.context().close();
});

test("a password account whose email is verified is signed in by Google, not duplicated", async ({ browser, page, request, baseURL }) => {
  const owner = await createUser(request, baseURL!, newUser("gown"));
  const { link } = await mailedLink(request, owner.email, "/verify-email");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();
  oidc.addAccount({ email: owner.email, name: "Someone Else Entirely" });

  const google = await signInWithGoogle(browser, owner.email);
  expect((await sessionUser(google))?.userName).toBe(owner.userName);
  await google.context().close();
});

test("Google cannot take over an account whose email nobody has verified", async ({ page, request, baseURL }) => {
  const squatter = await createUser(request, baseURL!, newUser("gsq"));
  oidc.addAccount({ email: squatter.email, name: "The Real Owner" });
  await page.goto("/login");
  await signInAtProvider(await openPopup(page), squatter.email);
  await expect(page.getByRole("alert").filter({ hasText: POPUP_ERRORS.AccountNotVerified })).toBeVisible();
  expect(await sessionUser(page)).toBeUndefined();
});

test("a Google account whose email Google has not verified is refused", async ({ page }) => {
  const person = googlePerson();
  oidc.addAccount({ ...person, emailVerified: false });
  await page.goto("/login");
  await signInAtProvider(await openPopup(page), person.email);
  await expect(page.getByRole("alert").filter({ hasText: POPUP_ERRORS.EmailNotVerified })).toBeVisible();
  expect(await sessionUser(page)).toBeUndefined();
});

test("closing the popup early leaves the visitor signed out, with a clear message", async ({ page }) => {
  await page.goto("/login");
  const popup = await openPopup(page);
  await popup.locator('input[name="login"]').waitFor();
  await popup.close();
  await expect(page.getByRole("alert").filter({ hasText: POPUP_ERRORS.Closed })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionUser(page)).toBeUndefined();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
  await expectAccessible(page);
});

test("a blocked popup says how to allow it", async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByRole("alert").filter({ hasText: POPUP_ERRORS.Blocked })).toBeVisible();
});

test("cancelling at the provider says so and signs nobody in", async ({ page }) => {
  await page.goto("/login");
  const popup = await openPopup(page);
  const closed = popup.waitForEvent("close");
  await popup.getByRole("link", { name: "[ Cancel ]" }).click();
  await closed;
  await expect(page.getByRole("alert").filter({ hasText: POPUP_ERRORS.Cancelled })).toBeVisible();
  expect(await sessionUser(page)).toBeUndefined();
});

test("the provider refusing this app is explained and signs nobody in", async ({ page }) => {
  const person = googlePerson();
  oidc.refuseThisApp();
  try {
    await page.goto("/login");
    await signInAtProvider(await openPopup(page), person.email);
    await expect(page.getByRole("alert").filter({ hasText: POPUP_ERRORS.ProviderRefused })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await sessionUser(page)).toBeUndefined();
  } finally {
    oidc.welcomeThisApp();
  }
});

test("no request a browser can make signs it in as someone else through /auth/gsign", async ({ page, baseURL, user }) => {
  const claim = { fullName: "Mallory", userName: "mallory", email: user.email };
  for (const path of ["/api/auth/gsign", "/api/auth%2Fgsign", "/api/auth/callback/gsign"]) {
    const res = await page.request.post(path, {
      data: claim,
      headers: { origin: baseURL!, "x-internal-secret": "guess-guess-guess-guess" },
    });
    expect(res.ok(), `${path} answered ${res.status()}`).toBe(false);
  }
  expect(await sessionUser(page)).toBeUndefined();
  expect((await page.request.get("/api/profile/getProfileData")).status()).toBe(401);
});

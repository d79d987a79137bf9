import type { Page } from "@playwright/test";
import { RESET_LINK_SENT } from "@/lib/contract/recovery";
import { expect, expectAccessible, signIn, test, waitForHydration } from "./fixtures";
import { mailedLink } from "./support/mailbox";

const NEW_PASSWORD = "a whole new password";

async function signInWithForm(page: Page, identifier: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email or username").fill(identifier);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("forgot password: mail, reset, every old session signed out, sign in with the new password", async ({
  browser,
  page,
  request,
  user,
}) => {
  // The whole journey across two browsers: allow it the time of three ordinary tests.
  test.slow();
  const elsewhere = await (await browser.newContext()).newPage();
  await signIn(elsewhere, user);
  await elsewhere.goto("/dashboard");
  await expect(elsewhere.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  await page.goto("/login");
  // The run's first test: a click on the link before the app took over the page was once lost.
  await waitForHydration(page);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectAccessible(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(RESET_LINK_SENT);

  const { link } = await mailedLink(request, user.email, "/reset-password");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();

  // The session opened before the reset is over (docs/behaviour.md §8: a 401 clears it and returns to /).
  await elsewhere.goto("/dashboard");
  await expect(elsewhere).toHaveURL(/\/$/);
  await expect(elsewhere.getByRole("link", { name: "Login" })).toBeVisible();
  await elsewhere.context().close();

  await signInWithForm(page, user.email, user.password);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await signInWithForm(page, user.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("yet another password");
  await page.getByLabel("Confirm new password", { exact: true }).fill("yet another password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { name: "This link has already been used" })).toBeVisible();
});

test("an unknown email gets exactly the answer a known one gets", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(RESET_LINK_SENT);
});

test("a reset link that is missing, made up or cut short says so", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
  await page.goto(`/reset-password?token=${"A".repeat(43)}`);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
});

test("the sign-up mail verifies the email, once", async ({ page, request, user }) => {
  const { link } = await mailedLink(request, user.email, "/verify-email");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link has already been used" })).toBeVisible();

  await signIn(page, user);
  const profile = await (await page.request.get("/api/profile/getProfileData")).json();
  expect(profile.profileData.personal.emailVerified).toBe(true);
});

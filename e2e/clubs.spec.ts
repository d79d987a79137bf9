import type { Browser } from "@playwright/test";
import { createUser, expect, expectAccessible, newUser, signIn, test, waitForHydration } from "./fixtures";

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

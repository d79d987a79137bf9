import { expect, test } from "./fixtures";

/*
 * docs/behaviour.md §2: after Sign out, the browser's Back must not bring a signed-in page back
 * from its caches with the user's data on it.
 */
test("after Sign out, Back does not show the dashboard's private data", async ({ signedInPage: page, user }) => {
  await page.goto("/dashboard");
  await expect(page.getByText(user.fullName).first()).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard/);
  await expect(page.getByText(user.fullName)).toHaveCount(0);
});

test("every signed-in page answers with Cache-Control: no-store", async ({ signedInPage: page }) => {
  for (const path of [
    "/dashboard",
    "/smartsheet",
    "/train",
    "/profile",
    "/contests",
    "/virtual",
    "/clubs",
    "/network",
    "/stumbles",
    "/concepts",
  ]) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    expect(res.headers()["cache-control"], path).toMatch(/no-store/);
  }
});

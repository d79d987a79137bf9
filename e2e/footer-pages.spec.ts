import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

const PAGES = [
  { link: "About", path: "/about", heading: "About Algo Ladder", text: "How it gets your data" },
  { link: "Blog", path: "/blog", heading: "Release notes", text: "First release" },
  { link: "Help", path: "/help", heading: "Help", text: "How sync works" },
  { link: "Privacy", path: "/privacy", heading: "Privacy Policy", text: "What we collect" },
  { link: "Terms", path: "/terms", heading: "Terms of Service", text: "Fair use" },
] as const;

test("every footer link opens a real page, none answers 404", async ({ page }) => {
  for (const p of PAGES) {
    const response = await page.request.get(p.path);
    expect(response.status(), p.path).toBe(200);
    await page.goto("/");
    // A click while the page was still hydrating was once lost in CI; the links are under test here, not that moment.
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: p.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${p.path}$`));
    await expect(page.getByRole("heading", { level: 1, name: p.heading })).toBeVisible();
    await expect(page.getByRole("heading", { name: p.text })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
  }
});

test("Help says how sync works, how fresh data is, what each page means and what we store", async ({ page }) => {
  await page.goto("/help");
  for (const name of ["How sync works", "How fresh the data is", "What each page means", "What we store"])
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByText("An active day is a day, in your time zone, on which you made at least one submission")).toBeVisible();
  await expectAccessible(page);
});

test("the footer pages read well in the light theme too", async ({ page }) => {
  await page.goto("/privacy");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "What we collect" })).toBeVisible();
  // What Google's sign-in review looks for: what we receive from Google and what we do with it.
  await expect(page.getByText("we receive your name and email address from Google")).toBeVisible();
  await expectAccessible(page);
});

test("a signed-out visitor on a missing page is offered Home and Login, not the dashboard", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
  await expect(main.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  await expect(main.getByRole("link", { name: "Back to Dashboard" })).toHaveCount(0);
});

test("a signed-in user on a missing page is offered the dashboard", async ({ signedInPage: page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("main").getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
});

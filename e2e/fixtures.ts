import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

export type TestUser = { fullName: string; userName: string; email: string; password: string };

let seq = 0;
export function newUser(prefix = "e2e"): TestUser {
  seq += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${seq}${Math.random().toString(36).slice(2, 5)}`;
  return {
    fullName: `Test ${prefix} ${seq}`,
    userName: `${prefix}_${id}`.slice(0, 30),
    email: `${prefix}.${id}@example.com`,
    password: "correct horse battery",
  };
}

export async function createUser(request: APIRequestContext, baseURL: string, user = newUser()): Promise<TestUser> {
  const res = await request.post("/api/auth/signup", { data: user, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

/** Signs in through next-auth's credentials endpoint; the page's context gets the session cookie. */
export async function signIn(page: Page, user: TestUser) {
  const csrf = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken: csrf.csrfToken, identifier: user.email, password: user.password, json: "true" },
  });
  expect(res.ok()).toBeTruthy();
  const session = (await (await page.request.get("/api/auth/session")).json()) as { user?: { userName: string } };
  expect(session.user?.userName).toBe(user.userName);
}

/** axe: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  // A loader mid-fade is half-transparent text; check the page as it settles, not during the fade.
  await expect(page.locator('[data-testid="page-loader"]:visible')).toHaveCount(0);
  // Legacy mode runs axe in the page itself, skipping a blank frame-merging page this app never needs: 1.0 s instead of 2.7 s.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Waits for React's commit and effects, not only hydration's render: a control changed before React listens loses the change. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    type Fiber = { return: Fiber | null; stateNode: unknown };
    type Root = { current: { memoizedState: { isDehydrated?: boolean } | null } };
    const footer = document.querySelector("footer");
    const key = footer && Object.keys(footer).find((k) => k.startsWith("__reactFiber"));
    if (!key) return false;
    let fiber = (footer as unknown as Record<string, Fiber>)[key]!;
    while (fiber.return) fiber = fiber.return;
    return (fiber.stateNode as Root).current.memoizedState?.isDehydrated === false;
  });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/** Collects React's hydration mismatch reports (#418, #423, #425, or a message naming hydration). */
export function watchHydration(page: Page): () => string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return () => errors.filter((t) => /hydrat|#418|#423|#425/i.test(t));
}

/** Opens a page by a sidebar click, so the browser reads its data itself and a test can serve or fail that read. */
export async function openFromApp(page: Page, link: string, from = "/virtual") {
  await page.goto(from);
  await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: link, exact: true }).click();
}

type RenderedOnLoad = { path: string; text: string; open?: () => Promise<void>; shown: Locator };

/** A page read on the server on load (docs/decisions/019-server-read-profile.md) hydrates without a mismatch; returns its HTML. */
export async function expectRenderedOnLoad(page: Page, { path, text, open, shown }: RenderedOnLoad): Promise<string> {
  const html = await (await page.request.get(path)).text();
  expect(html).toContain(text);
  expect(html).toMatch(/aria-hidden="true"[^>]*data-done="true"/);

  const hydrationErrors = watchHydration(page);
  await (open ? open() : page.goto(path));
  await expect(shown).toBeVisible();
  await waitForHydration(page);
  expect(hydrationErrors()).toEqual([]);
  return html;
}

/** As expectRenderedOnLoad, for a page the server reads only when the zone cookie is there. */
export async function expectSeededOnLoad(
  page: Page,
  { baseURL, ...rendered }: RenderedOnLoad & { baseURL: string; open: () => Promise<void> },
) {
  await page.context().addCookies([{ name: "tz", value: "UTC", url: baseURL }]);
  await expectRenderedOnLoad(page, rendered);
  await page.context().clearCookies({ name: "tz" });
  expect(await (await page.request.get(rendered.path)).text()).not.toContain(rendered.text);
}

type Fixtures = { user: TestUser; signedInPage: Page };

export const test = base.extend<Fixtures>({
  user: async ({ request, baseURL }, use) => {
    await use(await createUser(request, baseURL!));
  },
  signedInPage: async ({ page, user }, use) => {
    await signIn(page, user);
    await use(page);
  },
});

export { expect };

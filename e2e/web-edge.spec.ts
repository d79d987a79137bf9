import { expect, newUser, signIn, test } from "./fixtures";
import { startFaultyApi, startSecondWeb } from "./support/faulty-api";
import { mailedLink } from "./support/mailbox";

/** The web side under attack and faults (docs/decisions/012-web-edge-hardening.md). */

test("a failed profile call never signs the user out: the error shows, and the page recovers by itself", async ({ signedInPage: page }) => {
  test.slow();
  // A second web server whose API fails the profile read, so the browser reads it itself, gets the BFF's 502, and must keep the session.
  const api = await startFaultyApi(["/profile/getProfileData"]);
  const web = await startSecondWeb().catch(async (error: unknown) => {
    await api.close();
    throw error;
  });
  try {
    await page.goto(`${web.baseURL}/dashboard`);
    const failed = page.getByRole("alert").filter({ hasText: "Could not load your account" });
    await expect(failed).toBeVisible();
    await expect(failed.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const session = (await (await page.request.get(`${web.baseURL}/api/auth/session`)).json()) as { user?: unknown };
    expect(session.user).toBeTruthy();

    // The API is back: no click, no reload; the profile is read again by itself.
    api.failing.clear();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible({ timeout: 20_000 });
    await expect(failed).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
  } finally {
    await web.stop();
    await api.close();
  }
});

test("after sign-in, ?next= never leads to another site", async ({ page, user, baseURL }) => {
  test.slow();
  for (const next of [
    "/%09/evil.example",
    "/%0A/evil.example",
    "/%0D/evil.example",
    "/%09%5Cevil.example",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "javascript:alert(1)",
    "https://evil.example/",
  ]) {
    await page.context().clearCookies();
    await page.goto(`/login?next=${next}`);
    await page.getByLabel("Email or username").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page, next).toHaveURL(`${baseURL}/dashboard`);
  }
});

test.describe("the BFF and next-auth answer bad input with 4xx JSON", () => {
  test("a body over 64 KB is refused with the API's 413, signed out or not", async ({ request, baseURL }) => {
    const res = await request.post("/api/auth/forgot-password", {
      headers: { origin: baseURL!, "content-type": "application/json" },
      data: JSON.stringify({ email: `${"a".repeat(200 * 1024)}@example.com` }),
    });
    expect(res.status()).toBe(413);
    expect(await res.json()).toEqual({
      success: false,
      code: "payload_too_large",
      message: "The request body is too large (64 KB at most)",
    });
  });

  test("bad percent-encoding in a path is a 400, not a 500", async ({ request }) => {
    const res = await request.get("/api/%ff");
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: "bad_request" });
  });

  test("an unparseable callbackUrl, in the query or the cookie, never makes next-auth answer 500", async ({ page, baseURL }) => {
    const query = await page.request.get("/api/auth/signin?callbackUrl=http%3A%2F%2F%25zz");
    expect(query.status()).toBe(400);
    expect(await query.json()).toMatchObject({ success: false, issues: { callbackUrl: [expect.any(String)] } });

    await page.context().addCookies([{ name: "next-auth.callback-url", value: "http%3A%2F%2F%5B", url: baseURL! }]);
    const cookie = await page.request.get("/api/auth/csrf");
    expect(cookie.status()).toBe(200);
    expect(await cookie.json()).toHaveProperty("csrfToken");
  });

  test("a write is refused unless its Origin is the site's own, whatever X-Forwarded-Host says", async ({
    signedInPage: page,
    baseURL,
  }) => {
    const port = new URL(baseURL!).port;
    const attempts: Array<Record<string, string>> = [
      { origin: "https://evil.example", "x-forwarded-host": "evil.example" },
      { origin: `http://127.0.0.1:${port}` },
      { origin: `https://localhost:${port}` },
    ];
    for (const headers of attempts) {
      const res = await page.request.post("/api/profile/updateProfile", { data: { fullName: "Mallory" }, headers });
      expect(res.status(), JSON.stringify(headers)).toBe(403);
    }
  });
});

test("after a password reset, a browser signed in before learns on its next call and is signed out", async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const user = newUser("revoke");
  expect((await request.post("/api/auth/signup", { data: user, headers: { origin: baseURL! } })).status()).toBe(201);
  const context = await browser.newContext();
  const before = await context.newPage();
  await signIn(before, user);

  expect((await request.post("/api/auth/forgot-password", { data: { email: user.email }, headers: { origin: baseURL! } })).ok()).toBe(true);
  const { link } = await mailedLink(request, user.email, "/reset-password");
  const token = new URL(link).searchParams.get("token")!;
  const reset = await request.post("/api/auth/reset-password", {
    data: { token, newPassword: "a whole new password" },
    headers: { origin: baseURL! },
  });
  expect(reset.ok(), await reset.text()).toBe(true);

  // The next call meets the API's 401, and the session cookie goes with it.
  expect((await before.request.get("/api/profile/getProfileData")).status()).toBe(401);
  expect(await (await before.request.get("/api/auth/session")).json()).toEqual({});
  await before.goto("/dashboard");
  await expect(before).toHaveURL(/\/login\?next=/);
  await context.close();
});

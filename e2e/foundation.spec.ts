import { createUser, expect, expectAccessible, newUser, openFromApp, signIn, test, waitForHydration } from "./fixtures";

test.describe("accounts and the gate", () => {
  test("register lands on the dashboard, signed in", async ({ page }) => {
    const user = newUser("reg");
    await page.goto("/register");
    await page.getByLabel("Full name").fill(user.fullName);
    await page.getByLabel("Username").fill(user.userName);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByLabel("Confirm password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByTestId("topbar-username")).toHaveText(user.userName);
  });

  test("register shows field errors and keeps the visitor on the form", async ({ page, user }) => {
    await page.goto("/register");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await page.getByLabel("Full name").fill("Someone");
    await page.getByLabel("Username").fill(user.userName);
    await page.getByLabel("Email").fill(`other.${user.email}`);
    await page.getByLabel("Password", { exact: true }).fill("long enough pw");
    await page.getByLabel("Confirm password", { exact: true }).fill("different pw!!");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("Confirm password", { exact: true }).fill("long enough pw");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("That email or username is already registered")).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("wrong password shows one message and shows/hides the password", async ({ page, user }) => {
    await page.goto("/login");
    await page.getByLabel("Email or username").fill(user.userName);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("not my password");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a protected route while signed out goes to /login with a toast, then back after sign-in", async ({ page, user }) => {
    await page.goto("/contests");
    await expect(page).toHaveURL(/\/login\?next=%2Fcontests$/);
    await expect(page.getByText("Please login to continue")).toBeVisible();
    await page.getByLabel("Email or username").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/contests$/);
    await expect(page.getByRole("heading", { name: "Contest Actions" })).toBeVisible();
  });

  test("a signed-in visit to /login or /register goes to /dashboard; / stays", async ({ signedInPage: page }) => {
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/register");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
  });

  test("sign out shows the toast, returns to / and closes the session", async ({ signedInPage: page }) => {
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=/);
  });

  test("a forged session cookie is treated as signed out", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "next-auth.session-token", value: "forged.token.value", url: baseURL! }]);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=/);
    const api = await page.request.get("/api/profile/getProfileData");
    expect(api.status()).toBe(401);
  });
});

test("a 401 from any call clears the session and returns to / without a toast (docs/behaviour.md §8)", async ({ signedInPage: page }) => {
  await page.goto("/dashboard");
  await page.route("**/api/saved/stumbles/get", (route) =>
    route.fulfill({ status: 401, json: { success: false, code: "unauthorized", message: "Please sign in again" } }),
  );
  // From inside the app, where the browser reads the list (a page load reads it on the server).
  await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Tricky Problems" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await page.unrouteAll();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?next=/);
});

test.describe("BFF", () => {
  test("refuses cross-origin writes, unknown paths and health routes", async ({ signedInPage: page }) => {
    const cross = await page.request.post("/api/profile/updateProfile", {
      data: { fullName: "Mallory" },
      headers: { origin: "https://evil.example" },
    });
    expect(cross.status()).toBe(403);
    expect((await page.request.get("/api/healthz")).status()).toBe(404);
    const ok = await page.request.get("/api/profile/getProfileData");
    expect(ok.status()).toBe(200);
    expect(ok.headers()["x-request-id"]).toBeTruthy();
  });

  test("POST /api/auth/gsign is next-auth's route, not the API's: a plain 400, and nobody is signed in or signed up", async ({
    page,
    baseURL,
  }) => {
    // Anyone could claim any Google name and email here (docs/architecture.md §6), so a browser must get nowhere.
    const claimed = newUser("gsign");
    const res = await page.request.post("/api/auth/gsign", {
      data: { fullName: claimed.fullName, userName: claimed.userName, email: claimed.email },
      headers: { origin: baseURL! },
    });
    expect(res.status()).toBe(400);
    expect(res.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(await res.text()).toBe("Error: This action with HTTP POST is not supported by NextAuth.js");
    expect(res.headers()["set-cookie"] ?? "").not.toContain("session-token");
    expect(await (await page.request.get("/api/auth/session")).json()).toEqual({});
    await createUser(page.request, baseURL!, claimed);
  });

  test("the BFF does not forward /auth/gsign even when the path is spelled to reach it", async ({ signedInPage: page, baseURL }) => {
    const res = await page.request.post("/api/auth%2Fgsign", {
      data: { fullName: "Mallory", userName: "mallory", email: "mallory@example.com" },
      headers: { origin: baseURL! },
    });
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ success: false, code: "not_found", message: "No such endpoint" });
  });
});

test.describe("shell", () => {
  test("theme starts dark, toggles the dark class and survives a reload", async ({ page }) => {
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
  });

  test("a footer link reaches its page (footer-pages.spec.ts covers them all)", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  });

  test("top bar shows the brand as two words and the avatar initials", async ({ signedInPage: page, user }) => {
    await page.goto("/dashboard");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Algo Ladder home" })).toHaveText("Algo Ladder");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Algo Ladder home" })).toHaveText("Algo Ladder");
    await expect(
      banner.getByText(
        user.fullName
          .split(" ")
          .map((w) => w[0])
          .filter((_, i, a) => i === 0 || i === a.length - 1)
          .join("")
          .toUpperCase(),
        { exact: true },
      ),
    ).toBeVisible();
  });

  test("sidebar: one item per page, Tricky Problems and Saved Notes included; Home in the app is the dashboard", async ({
    signedInPage: page,
  }) => {
    await page.goto("/network");
    const nav = page.getByRole("navigation", { name: "App" });
    const links = nav.getByRole("link");
    const hrefs = await links.evaluateAll((els) => els.map((e) => new URL((e as HTMLAnchorElement).href).pathname));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const name of ["Dashboard", "Smart Sheet", "Contests", "Network", "Tricky Problems", "Saved Notes", "Profile"])
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Add Handles" })).toHaveCount(0);
    await nav.getByRole("link", { name: "Contests", exact: true }).click();
    await expect(page).toHaveURL(/\/contests$/);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/dashboard");
    await banner.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("each page starts at the top after navigation", async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 1200, height: 500 });
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Platform handles" })).toBeAttached();
    // The page arrives rendered; a user scrolls it once it is live (before that the shell may still settle its scroll).
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("phone width offers Tricky Problems and Saved Notes in the sidebar drawer", async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Tricky Problems" })).toHaveCount(0);
    await expect(banner.getByRole("link", { name: "Saved Notes" })).toHaveCount(0);
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.getByRole("link", { name: "Tricky Problems" })).toBeVisible();
    await drawer.getByRole("link", { name: "Saved Notes" }).click();
    await expect(page).toHaveURL(/\/concepts$/);
    await expect(drawer).toBeHidden();
  });

  test("wide screens keep Tricky Problems and Saved Notes in the sidebar, not twice in the top bar", async ({ signedInPage: page }) => {
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "App" });
    await expect(nav.getByRole("link", { name: "Tricky Problems" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Saved Notes" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Tricky Problems" })).toHaveCount(0);
  });

  test("every protected page renders in the shell with its title", async ({ signedInPage: page }) => {
    const titles: Array<[string, string]> = [
      ["/dashboard", "Dashboard"],
      ["/smartsheet", "Smart Sheet"],
      ["/profile", "Profile"],
      ["/contests", "Contest Actions"],
      ["/network", "My Network"],
      ["/stumbles", "Tricky Problems"],
      ["/concepts", "Saved Notes"],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "App" })).toBeVisible();
    }
  });
});

test("pages link the icons and the manifest; robots.txt keeps crawlers to the public pages", async ({ page }) => {
  await page.goto("/");
  const head = page.locator("head");
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
  await expect(head.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute("href", "/icon.svg");

  const manifest = (await (await page.request.get("/manifest.webmanifest")).json()) as { name: string; icons: { src: string }[] };
  expect(manifest.name).toBe("Algo Ladder");
  for (const src of ["/favicon.ico", "/apple-touch-icon.png", ...manifest.icons.map((i) => i.src)]) {
    const res = await page.request.get(src);
    expect(res.status(), src).toBe(200);
    expect(res.headers()["content-type"], src).toMatch(/^image\//);
  }

  const robots = await (await page.request.get("/robots.txt")).text();
  expect(robots).toContain("Allow: /");
  for (const path of ["/api/", "/dashboard", "/stumbles", "/concepts", "/contests", "/profile"])
    expect(robots).toContain(`Disallow: ${path}`);
});

test.describe("accessibility", () => {
  for (const path of ["/", "/login", "/register"]) {
    for (const theme of ["dark", "light"]) {
      test(`axe finds nothing serious on ${path} (${theme})`, async ({ page }) => {
        await page.addInitScript((t) => localStorage.setItem("algo-ladder-theme", t), theme);
        await page.goto(path);
        await expect(page.getByRole("main")).toBeVisible();
        await expectAccessible(page);
      });
    }
  }
});

test.describe("accessibility of the signed-in shell", () => {
  for (const path of ["/dashboard", "/profile", "/smartsheet", "/network", "/no-such-page"]) {
    for (const theme of ["dark", "light"]) {
      test(`axe finds nothing serious on ${path} (${theme})`, async ({ signedInPage: page }) => {
        await page.addInitScript((t) => localStorage.setItem("algo-ladder-theme", t), theme);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // Pages keep their faded loader in the page; what matters is that none is showing.
        await expect(page.locator('[data-testid="page-loader"]:visible')).toHaveCount(0);
        await expectAccessible(page);
      });
    }
  }

  test("the phone drawer is reachable by keyboard and closes on Escape", async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Open navigation" }).focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Open navigation" })).toBeFocused();
  });
});

test("a profile update shows at once in the top bar, and survives a reload", async ({ signedInPage: page }) => {
  await page.goto("/profile");
  await page.getByLabel("Full name").fill("Grace Brewster Hopper");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  const initials = page.getByRole("banner").getByText("GH", { exact: true });
  await expect(initials).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Grace Brewster Hopper");
  await expect(initials).toBeVisible();
});

test("a second account signs in by username", async ({ page, request, baseURL }) => {
  const other = await createUser(request, baseURL!);
  await signIn(page, other);
  await page.goto("/profile");
  await expect(page.getByText(`@${other.userName}`).first()).toBeVisible();
});

test("pages carry a per-load nonce policy, HSTS and COOP, and every script runs under it", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const first = await page.goto("/");
  const headers = first!.headers();
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src ")) ?? "";
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  expect(nonce).toBeTruthy();
  expect(scriptSrc).toContain("'strict-dynamic'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
  expect(headers["x-frame-options"]).toBe("DENY");

  // Every script the server sends carries its answer's nonce and ran (the theme works); scripts they add run under 'strict-dynamic'.
  const served = await page.request.get("/");
  const servedNonce = /'nonce-([^']+)'/.exec(served.headers()["content-security-policy"] ?? "")?.[1];
  const tags = (await served.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  expect(tags.filter((tag) => !tag.includes(`nonce="${servedNonce}"`))).toEqual([]);
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);

  const again = (await page.goto("/login"))!.headers()["content-security-policy"] ?? "";
  expect(again).not.toContain(`'nonce-${nonce}'`);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect(refused).toEqual([]);
});

test("every script a page loads is marked for eager compilation (docs/decisions/025-compile-hints.md)", async ({ signedInPage: page }) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/_next/static/chunks/") && response.url().endsWith(".js"))
      scripts.push(response.url());
  });
  await page.goto("/dashboard");
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(5);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(`${url}: ${body.split("\n", 1)[0]}`).toBe(`${url}: //# allFunctionsCalledOnLoad`);
  }
});

test("checking the API's answers in the browser trips nothing in the policy (no eval)", async ({ signedInPage: page }) => {
  await page.addInitScript(() => {
    (window as unknown as { refused: string[] }).refused = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { refused: string[] }).refused.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  // Loaded, then reached by a click, so the browser reads the page's lists and checks them against their schemas.
  for (const path of ["/dashboard", "/profile"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await openFromApp(page, "Contests");
  await expect(page.getByRole("heading", { level: 1, name: "Contest Actions" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([]);
});

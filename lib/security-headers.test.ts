import { NextRequest } from "next/server";

beforeAll(() => {
  process.env.NEXTAUTH_SECRET = "unit-test-secret-unit-test-secret";
});

const scriptSrc = (csp: string | null) => (csp ?? "").split("; ").find((d) => d.startsWith("script-src ")) ?? "";

describe("proxy.ts: a Content-Security-Policy with a fresh nonce per page load", () => {
  it("allows scripts only with this load's nonce, never inline text, and hands the nonce to the page", async () => {
    const { proxy } = await import("@/proxy");
    const res = await proxy(new NextRequest("http://localhost:3000/"));
    const csp = res.headers.get("content-security-policy");
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc(csp))?.[1];
    expect(nonce).toBeDefined();
    expect(nonce!.length).toBeGreaterThanOrEqual(24);
    expect(scriptSrc(csp)).toContain("'strict-dynamic'");
    expect(scriptSrc(csp)).not.toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // The root layout and Next read the nonce from the request headers the proxy passes on.
    expect(res.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
  });

  it("gives every load its own nonce", async () => {
    const { proxy } = await import("@/proxy");
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => (await proxy(new NextRequest("http://localhost:3000/login"))).headers.get("x-middleware-request-x-nonce")),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it("still gates: a signed-out visit to a protected page goes to /login, with the policy on the redirect", async () => {
    const { proxy } = await import("@/proxy");
    const res = await proxy(new NextRequest("http://localhost:3000/dashboard"));
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("http://localhost:3000/login?next=%2Fdashboard");
    expect(res.headers.get("content-security-policy")).toContain("'strict-dynamic'");
  });

  it("runs on pages but not on the BFF (bodies stream past unread) or static files", async () => {
    const { config } = await import("@/proxy");
    const pattern = new RegExp(`^${config.matcher[0]}$`);
    for (const page of ["/", "/login", "/dashboard", "/contests/x", "/privacy", "/auth/google/done"]) expect(pattern.test(page)).toBe(true);
    for (const other of ["/api/auth/session", "/api/profile/getProfileData", "/_next/static/chunks/a.js", "/icon.svg", "/robots.txt"]) {
      expect(pattern.test(other)).toBe(false);
    }
  });
});

describe("next.config.ts: the headers every answer carries", () => {
  async function headersFor(nodeEnv: string, source: string) {
    jest.resetModules();
    const before = process.env.NODE_ENV;
    Object.assign(process.env, { NODE_ENV: nodeEnv });
    try {
      const config = (await import("@/next.config")).default("phase-production-build");
      const rules = (await config.headers!()) as Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
      return Object.fromEntries(rules.filter((r) => r.source === source).flatMap((r) => r.headers.map((h) => [h.key, h.value])));
    } finally {
      Object.assign(process.env, { NODE_ENV: before });
    }
  }

  it("in production: HSTS, and the rest", async () => {
    const all = await headersFor("production", "/:path*");
    expect(all["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(all["X-Content-Type-Options"]).toBe("nosniff");
    expect(all["X-Frame-Options"]).toBe("DENY");
    expect(all["Content-Security-Policy"]).toBeUndefined();
    expect((await headersFor("production", "/api/:path*"))["Content-Security-Policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("no HSTS in development, where the app runs over plain http", async () => {
    const all = await headersFor("development", "/:path*");
    expect(all["Strict-Transport-Security"]).toBeUndefined();
  });

  it("COOP same-origin-allow-popups on pages, but not on the Google popup's pages and the answers it passes through", async () => {
    // The matcher Next itself uses for `headers()` sources (it ships without type declarations).
    const { pathToRegexp } = (await import(
      // @ts-expect-error: no declaration file
      "next/dist/compiled/path-to-regexp"
    )) as { pathToRegexp: (source: string, keys: unknown[], options: object) => RegExp };
    const config = (await import("@/next.config")).default("phase-production-build");
    const rules = (await config.headers!()) as Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
    const coop = (path: string) =>
      rules
        .filter((r) => pathToRegexp(r.source, [], { strict: true, sensitive: false, delimiter: "/" }).test(path))
        .flatMap((r) => r.headers)
        .find((h) => h.key === "Cross-Origin-Opener-Policy")?.value;
    for (const page of ["/", "/login", "/register", "/dashboard", "/contests"]) expect(coop(page)).toBe("same-origin-allow-popups");
    for (const popup of ["/auth/google", "/auth/google/done", "/api/auth/signin/google", "/api/auth/callback/google"]) {
      expect(coop(popup)).toBeUndefined();
    }
  });
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";

/** After a password reset the API revokes every session; the web side must notice within a minute. */
let current: NextRequest;
jest.mock("next/headers", () => ({
  cookies: async () => current.cookies,
  headers: async () => current.headers,
}));

const SECRET = "unit-test-secret-unit-test-secret";
let server: Server;
const asked: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    const token = req.headers.authorization?.replace("Bearer ", "") ?? "";
    asked.push(`${req.url} ${token}`);
    const status = token === "tok_alive" ? 200 : token === "tok_down" ? 503 : 401;
    res.writeHead(status, { "content-type": "application/json" });
    res.end(
      JSON.stringify(
        status === 200 ? { success: true, accounts: [] } : { success: false, code: "unauthorized", message: "Please sign in again" },
      ),
    );
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  Object.assign(process.env, {
    API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    NEXTAUTH_SECRET: SECRET,
    NEXTAUTH_URL: "http://localhost:3000",
  });
});
afterAll(async () => {
  delete process.env.NEXTAUTH_URL;
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  asked.length = 0;
});

const user = { id: "u1", fullName: "Ada Lovelace", userName: "ada", email: "ada@example.com", avatar: "" };
const cookieFor = async (apiToken: string, checkedAt: number) =>
  `next-auth.session-token=${await encode({ token: { apiToken, user, checkedAt }, secret: SECRET })}`;

async function session(cookie: string) {
  const { GET } = await import("@/app/api/auth/[...nextauth]/route");
  current = new NextRequest("http://localhost:3000/api/auth/session", { headers: { host: "localhost:3000", cookie } });
  return GET(current, { params: Promise.resolve({ nextauth: ["session"] }) });
}

describe("next-auth's session follows the API's", () => {
  it("a session the API revoked reads as signed out, and its cookie is cleared", async () => {
    const res = await session(await cookieFor("tok_revoked", Date.now() - 5 * 60_000));
    expect(await res.json()).toEqual({});
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;/);
    expect(asked).toEqual(["/profile/sync-status tok_revoked"]);
  });

  it("a live one stays signed in, and is not asked about again within the minute", async () => {
    const res = await session(await cookieFor("tok_alive", Date.now() - 5 * 60_000));
    expect((await res.json()).user).toMatchObject({ name: "Ada Lovelace", userName: "ada" });
    const recent = await session(await cookieFor("tok_revoked", Date.now() - 1000));
    expect((await recent.json()).user).toMatchObject({ userName: "ada" });
    expect(asked).toEqual(["/profile/sync-status tok_alive"]);
  });

  it("an API that is failing never signs anyone out", async () => {
    const res = await session(await cookieFor("tok_down", Date.now() - 5 * 60_000));
    expect((await res.json()).user).toMatchObject({ userName: "ada" });
  });
});

describe("the BFF", () => {
  it("clears the session cookie when the API answers 401 to a call made with it", async () => {
    jest.resetModules();
    const { forwardToApi } = await import("@/lib/bff/forward");
    const req = new NextRequest("http://localhost:3000/api/saved/stumbles/get", {
      headers: { host: "localhost:3000", cookie: "next-auth.session-token=sealed; theme=dark" },
    });
    const res = await forwardToApi(req, "/saved/stumbles/get", "tok_revoked");
    expect(res.status).toBe(401);
    const cleared = res.headers.get("set-cookie") ?? "";
    expect(cleared).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
    expect(cleared).not.toContain("theme");
    const alive = await forwardToApi(req, "/saved/stumbles/get", "tok_alive");
    expect(alive.headers.get("set-cookie")).toBeNull();
  });
});

describe("page loads (proxy.ts)", () => {
  const page = async (cookie: string) => {
    const { proxy } = await import("@/proxy");
    return proxy(new NextRequest("http://localhost:3000/dashboard", { headers: { host: "localhost:3000", cookie } }));
  };
  const sessionCookieIn = (res: Response) => /next-auth\.session-token=([^;]*)/.exec(res.headers.get("set-cookie") ?? "")?.[1];

  it("asks the API once a minute per session, keeping the time of the check in the cookie", async () => {
    const first = await page(`${await cookieFor("tok_alive", Date.now() - 5 * 60_000)}; theme=dark`);
    expect(first.headers.get("location")).toBeNull();
    const resealed = sessionCookieIn(first);
    expect(resealed).toBeTruthy();
    const forwarded = first.headers.get("x-middleware-request-cookie") ?? "";
    expect(forwarded).toContain(`next-auth.session-token=${resealed}`);
    expect(forwarded).toContain("theme=dark");
    for (let i = 0; i < 3; i++) expect((await page(`next-auth.session-token=${resealed}`)).headers.get("location")).toBeNull();
    expect(asked).toEqual(["/profile/sync-status tok_alive"]);
  });

  it("signs a session the API has ended out at its next page load: to the sign-in page, cookie cleared", async () => {
    const res = await page(await cookieFor("tok_revoked", Date.now() - 5 * 60_000));
    expect(res.headers.get("location")).toBe("http://localhost:3000/login?next=%2Fdashboard");
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
  });

  it("keeps the page when the API cannot say (down)", async () => {
    const res = await page(await cookieFor("tok_down", Date.now() - 5 * 60_000));
    expect(res.headers.get("location")).toBeNull();
    expect(sessionCookieIn(res)).toBeUndefined();
  });
});

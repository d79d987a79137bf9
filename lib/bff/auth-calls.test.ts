import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";

let server: Server;
let apiUrl: string;
const seen: Array<{ url?: string; headers: IncomingHttpHeaders }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url, headers: req.headers });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ success: true, message: "ok" }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => {
  seen.length = 0;
  jest.resetModules();
  Object.assign(process.env, {
    API_URL: apiUrl,
    NEXTAUTH_SECRET: "unit-test-secret-unit-test-secret",
    INTERNAL_API_SECRET: "the-real-internal-secret",
  });
});

const post = (path: string, headers: Record<string, string> = {}, body: unknown = {}) =>
  new NextRequest(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { host: "localhost:3000", origin: "http://localhost:3000", "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("the browser cannot reach /auth/gsign through the BFF", () => {
  it("the catch-all answers 404 and never calls the API, whatever the browser sends", async () => {
    const { POST } = await import("@/app/api/[...path]/route");
    const gsign = { fullName: "Victim", userName: "victim", email: "victim@example.com" };
    const attempts: Array<Record<string, string>> = [
      {},
      { "x-internal-secret": "the-real-internal-secret" },
      { authorization: "Bearer the-real-internal-secret" },
    ];
    for (const headers of attempts) {
      const res = await POST(post("/api/auth/gsign", headers, gsign), { params: Promise.resolve({ path: ["auth", "gsign"] }) });
      expect(res.status).toBe(404);
    }
    expect(seen).toEqual([]);
  });

  it("a forwarded call never carries the browser's own x-internal-secret header to the API", async () => {
    const { authCallHandler } = await import("./auth-calls");
    const res = await authCallHandler("/auth/forgot-password")(
      post("/api/auth/forgot-password", { "x-internal-secret": "guess" }, { email: "a@example.com" }),
    );
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe("/auth/forgot-password");
    expect(seen[0]!.headers["x-internal-secret"]).toBeUndefined();
  });
});

describe("authCallHandler", () => {
  it("refuses a cross-origin or origin-less write with 403 before calling the API", async () => {
    const { authCallHandler } = await import("./auth-calls");
    const handler = authCallHandler("/auth/reset-password");
    expect((await handler(post("/api/auth/reset-password", { origin: "https://evil.example" }))).status).toBe(403);
    const bare = new NextRequest("http://localhost:3000/api/auth/reset-password", {
      method: "POST",
      headers: { host: "localhost:3000" },
      body: "{}",
    });
    expect((await handler(bare)).status).toBe(403);
    expect(seen).toEqual([]);
  });

  it("asks for a session on a session call and calls the API without one", async () => {
    const { authCallHandler } = await import("./auth-calls");
    const res = await authCallHandler("/auth/send-verification")(post("/api/auth/send-verification"));
    expect(res.status).toBe(401);
    expect(seen).toEqual([]);
  });

  it("refuses to serve a path the contract does not let the browser call", async () => {
    const { authCallHandler } = await import("./auth-calls");
    // @ts-expect-error: gsign is not a browser-callable path, and the types say so too.
    expect(() => authCallHandler("/auth/gsign")).toThrow(/not a browser-callable route/);
  });
});

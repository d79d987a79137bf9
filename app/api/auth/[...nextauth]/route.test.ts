import { NextRequest } from "next/server";

/** next/headers only exists inside a real request, so it is fed from the request under test. */
let current: NextRequest;
jest.mock("next/headers", () => ({
  cookies: async () => current.cookies,
  headers: async () => current.headers,
}));

beforeAll(() => {
  Object.assign(process.env, { NEXTAUTH_SECRET: "unit-test-secret-unit-test-secret", NEXTAUTH_URL: "http://localhost:3000" });
});
afterAll(() => {
  delete process.env.NEXTAUTH_URL;
});

async function call(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | ReadableStream<Uint8Array> } = {},
) {
  const { GET, POST } = await import("./route");
  current = new NextRequest(`http://localhost:3000${path}`, {
    method: init.method ?? "GET",
    headers: { host: "localhost:3000", ...init.headers },
    body: init.body,
    // undici needs this for a streamed request body.
    duplex: "half",
  });
  const segments = new URL(current.url).pathname.replace("/api/auth/", "").split("/");
  const handler = current.method === "POST" ? POST : GET;
  return handler(current, { params: Promise.resolve({ nextauth: segments }) });
}

describe("next-auth's route never answers 500 to a bad callbackUrl", () => {
  it.each(["http://%zz", "http://[", "not a url", "//evil.example"])("?callbackUrl=%s: 400 JSON naming the field", async (value) => {
    const res = await call(`/api/auth/signin?callbackUrl=${encodeURIComponent(value)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, issues: { callbackUrl: [expect.any(String)] } });
  });

  it("an unparseable callback cookie is cleared and the same page asked for again", async () => {
    const res = await call("/api/auth/session?x=1", { headers: { cookie: "next-auth.callback-url=http%3A%2F%2F%5B" } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/api/auth/session?x=1");
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.callback-url=;.*Max-Age=0/i);
  });

  it("a good callbackUrl still works as before", async () => {
    const res = await call("/api/auth/csrf?callbackUrl=%2Fcontests");
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty("csrfToken");
  });
});

describe("next-auth's route reads bodies only within the API's limit", () => {
  it("refuses a large body with the API's 413", async () => {
    const res = await call("/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `password=${"a".repeat(200 * 1024)}`,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "payload_too_large" });
  });

  it("answers a JSON body that does not parse with a 400, not a 500", async () => {
    const res = await call("/api/auth/signin/credentials", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(res.status).toBe(400);
  });
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";

/** The BFF forwarding against real local HTTP servers standing in for the API. */
let server: Server;
let apiUrl: string;
const seen: Array<{ url?: string; auth?: string; requestId?: string; forwardedFor?: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({
      url: req.url,
      auth: req.headers.authorization,
      requestId: req.headers["x-request-id"] as string,
      forwardedFor: req.headers["x-forwarded-for"] as string | undefined,
    });
    if (req.url?.startsWith("/slow")) return void setTimeout(() => res.end("{}"), 2000);
    res.writeHead(409, { "content-type": "application/json", "retry-after": "7" });
    res.end(JSON.stringify({ success: false, message: "Contest already in favourites" }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

async function loadForward(env: Record<string, string>) {
  jest.resetModules();
  Object.assign(process.env, env);
  return import("./forward");
}

const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://localhost:3000${path}`, { method: "POST", headers: { host: "localhost:3000", ...headers }, body: "{}" });

describe("forwardToApi", () => {
  it("passes the API's status, body and Retry-After through, with a bearer token and a request id", async () => {
    const { forwardToApi } = await loadForward({ API_URL: apiUrl, BFF_TIMEOUT_MS: "500" });
    const res = await forwardToApi(request("/api/contests/favorites/add"), "/contests/favorites/add", "tok_123");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, message: "Contest already in favourites" });
    expect(res.headers.get("retry-after")).toBe("7");
    const last = seen.at(-1)!;
    expect(last.auth).toBe("Bearer tok_123");
    expect(last.requestId).toBe(res.headers.get("x-request-id"));
  });

  it("forwards only the address our own server stamped, not the client's made-up entries", async () => {
    const { forwardToApi } = await loadForward({ API_URL: apiUrl, BFF_TIMEOUT_MS: "500", TRUSTED_PROXY_HOPS: "0" });
    await forwardToApi(request("/api/x", { "x-forwarded-for": "6.6.6.6, 7.7.7.7, 198.51.100.23" }), "/x", "tok_123");
    expect(seen.at(-1)!.forwardedFor).toBe("198.51.100.23");
  });

  it("answers 504 with a JSON message when the API is too slow", async () => {
    const { forwardToApi } = await loadForward({ API_URL: apiUrl, BFF_TIMEOUT_MS: "200" });
    const res = await forwardToApi(request("/api/slow"), "/slow");
    expect(res.status).toBe(504);
    expect((await res.json()).success).toBe(false);
  });

  it("answers 502 with a JSON message when the API is down", async () => {
    const { forwardToApi } = await loadForward({ API_URL: "http://127.0.0.1:9", BFF_TIMEOUT_MS: "2000" });
    const res = await forwardToApi(request("/api/x"), "/x");
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ success: false, message: "The server is unreachable" });
  });
});

describe("isSameOrigin", () => {
  it.each([
    [{ origin: "http://localhost:3000" }, true],
    [{ origin: "https://evil.example" }, false],
    [{ origin: "http://localhost:3000.evil.example" }, false],
    [{}, false],
    [{ origin: "null" }, false],
  ])("%j → %s", async (headers, expected) => {
    const { isSameOrigin } = await loadForward({ API_URL: apiUrl });
    expect(isSameOrigin(request("/api/x", headers))).toBe(expected);
  });
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";

let server: Server;
let apiUrl: string;
const seen: Array<{ url?: string; auth?: string; requestId?: string; forwardedFor?: string; bytes?: number }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const entry: (typeof seen)[number] = {
      url: req.url,
      auth: req.headers.authorization,
      requestId: req.headers["x-request-id"] as string,
      forwardedFor: req.headers["x-forwarded-for"] as string | undefined,
    };
    seen.push(entry);
    if (req.url?.startsWith("/slow")) return void setTimeout(() => res.end("{}"), 2000);
    if (req.url?.startsWith("/echo")) {
      let bytes = 0;
      req.on("data", (chunk: Buffer) => (bytes += chunk.length));
      req.on("end", () => {
        entry.bytes = bytes;
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ success: true, bytes }));
      });
      return;
    }
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
    // No NEXTAUTH_URL: the loopback names are one machine, at the same scheme and port.
    [{ origin: "http://127.0.0.1:3000" }, true],
    [{ origin: "http://[::1]:3000" }, true],
    [{ origin: "http://127.0.0.1:3001" }, false],
    [{ origin: "https://127.0.0.1:3000" }, false],
  ])("%j → %s", async (headers, expected) => {
    const { isSameOrigin } = await loadForward({ API_URL: apiUrl });
    expect(isSameOrigin(request("/api/x", headers))).toBe(expected);
  });

  it.each([
    ["the configured origin", { origin: "https://app.example" }, true],
    ["another scheme", { origin: "http://app.example" }, false],
    ["another port", { origin: "https://app.example:8443" }, false],
    ["a forged X-Forwarded-Host", { origin: "https://evil.example", "x-forwarded-host": "evil.example", host: "evil.example" }, false],
    ["a Host header that matches the attacker's Origin", { origin: "http://evil.example", host: "evil.example" }, false],
    ["a loopback name", { origin: "http://127.0.0.1:3000" }, false],
  ])("against NEXTAUTH_URL=https://app.example: %s", async (_, headers, expected) => {
    const { isSameOrigin } = await loadForward({ API_URL: apiUrl, NEXTAUTH_URL: "https://app.example" });
    expect(isSameOrigin(request("/api/x", headers))).toBe(expected);
  });
  afterAll(() => {
    delete process.env.NEXTAUTH_URL;
  });
});

/** Without a Content-Length; `pulled()` says how much was read. */
function chunkedBody(total: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) return controller.close();
        const size = Math.min(16 * 1024, total - sent);
        sent += size;
        controller.enqueue(new Uint8Array(size).fill(123));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => sent };
}

const post = (path: string, body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { host: "localhost:3000", "content-type": "application/json", ...headers },
    body,
    // undici needs this for a streamed request body.
    duplex: "half",
  });

describe("bodies over the API's limit", () => {
  const tooLarge = { success: false, code: "payload_too_large", message: "The request body is too large (64 KB at most)" };

  it("refuses a chunked body past 64 KB with the API's 413, reading little of it and sending none on", async () => {
    const { forwardToApi } = await loadForward({ API_URL: apiUrl, BFF_TIMEOUT_MS: "2000" });
    seen.length = 0;
    const body = chunkedBody(200 * 1024 * 1024);
    const res = await forwardToApi(post("/api/auth/forgot-password", body.stream), "/echo");
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(tooLarge);
    expect(seen).toEqual([]);
    // Memory stays flat: the upload stopped just past the limit, not at 200 MB.
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024 + 32 * 1024);
  });

  it("refuses a declared Content-Length over the limit before reading a byte", async () => {
    const { forwardToApi } = await loadForward({ API_URL: apiUrl, BFF_TIMEOUT_MS: "2000" });
    seen.length = 0;
    const body = chunkedBody(1024 * 1024);
    const res = await forwardToApi(post("/api/auth/forgot-password", body.stream, { "content-length": String(1024 * 1024) }), "/echo");
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(tooLarge);
    expect(body.pulled()).toBe(0);
    expect(seen).toEqual([]);
  });

  it("answers 413 to every one of many oversized bodies sent at once, and forwards a body of exactly 64 KB", async () => {
    const { forwardToApi } = await loadForward({ API_URL: apiUrl, BFF_TIMEOUT_MS: "2000" });
    seen.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => forwardToApi(post("/api/auth/forgot-password", chunkedBody(5 * 1024 * 1024).stream), "/echo")),
    );
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 413));
    expect(seen).toEqual([]);
    const exact = await forwardToApi(post("/api/auth/forgot-password", chunkedBody(64 * 1024).stream), "/echo");
    expect(exact.status).toBe(200);
    expect(await exact.json()).toEqual({ success: true, bytes: 64 * 1024 });
  });
});

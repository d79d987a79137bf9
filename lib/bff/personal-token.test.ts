import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";

let server: Server;
let apiUrl: string;
const seen: Array<{ url?: string; headers: IncomingHttpHeaders }> = [];
const TOKEN = `alp_${"a".repeat(43)}`;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url, headers: req.headers });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ success: true }));
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
    NEXTAUTH_URL: "http://localhost:3000",
  });
});

const call = async (method: "GET" | "POST", path: string, headers: Record<string, string>) => {
  const route = await import("@/app/api/[...path]/route");
  const req = new NextRequest(`http://localhost:3000/api${path}`, {
    method,
    headers: { host: "localhost:3000", "content-type": "application/json", ...headers },
    body: method === "POST" ? JSON.stringify({ title: "x" }) : undefined,
  });
  return route[method](req, { params: Promise.resolve({ path: path.slice(1).split("/") }) });
};

describe("a personal access token through the BFF", () => {
  it("is forwarded under its own scheme, never as a session", async () => {
    const res = await call("GET", "/saved/concepts/get", { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(seen[0]!.headers.authorization).toBe(`PersonalToken ${TOKEN}`);
  });

  it("needs no Origin on a write: a bearer call has no cookie to ride on", async () => {
    const res = await call("POST", "/saved/concepts/add", { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it("with a session cookie too, is still held to the Origin check", async () => {
    const cookie = "next-auth.session-token=whatever";
    const res = await call("POST", "/saved/concepts/add", { authorization: `Bearer ${TOKEN}`, cookie, origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(seen).toEqual([]);
    const same = await call("POST", "/saved/concepts/add", { authorization: `Bearer ${TOKEN}`, cookie, origin: "http://localhost:3000" });
    expect(same.status).toBe(200);
    expect(seen[0]!.headers.authorization).toBe(`PersonalToken ${TOKEN}`);
  });

  it("a bearer that is not a personal token gets no pass on the Origin check", async () => {
    const res = await call("POST", "/saved/concepts/add", { authorization: "Bearer something-else" });
    expect(res.status).toBe(403);
    expect(seen).toEqual([]);
  });

  it("is not sent to a public route", async () => {
    await call("GET", "/contests/upcoming", { authorization: `Bearer ${TOKEN}` });
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });
});

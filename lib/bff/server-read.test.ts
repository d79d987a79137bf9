import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serverRead } from "./server-read";

let server: Server;
let seenAuthorization: string | undefined;
let seenUrl: string | undefined;
beforeAll(async () => {
  server = createServer((req, res) => {
    seenAuthorization = req.headers.authorization;
    seenUrl = req.url;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.url?.split("?")[0] === "/profile/sync-status") return send(200, { success: true, accounts: [] });
    if (req.url === "/profile/verification") return send(200, { success: true, verifications: "not a list" });
    if (req.url === "/saved/stumbles/get") return send(401, { success: false, code: "unauthorized", message: "Please sign in again" });
    if (req.url === "/saved/concepts/get") return void setTimeout(() => send(200, { success: true, allConcepts: [] }), 1000);
    send(502, { success: false, code: "bad_gateway", message: "down" });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  // Read once by webEnv(), on the first call.
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

it("answers the body, parsed with the route's schema, sending the API session", async () => {
  expect(await serverRead("/profile/sync-status", "api-token")).toEqual({ ok: true, data: { success: true, accounts: [] } });
  expect(seenAuthorization).toBe("Bearer api-token");
});

it("sends a read's query as the browser's call through the BFF would", async () => {
  expect(await serverRead("/profile/sync-status", "t", 500, { tz: "America/Argentina/Buenos_Aires", limit: 200 })).toMatchObject({
    ok: true,
  });
  expect(seenUrl).toBe("/profile/sync-status?tz=America%2FArgentina%2FBuenos_Aires&limit=200");
});

it("says which status came instead of a success, so a 401 can be told from the API failing", async () => {
  expect(await serverRead("/saved/stumbles/get", "t")).toEqual({ ok: false, status: 401 });
  expect(await serverRead("/fetch/network", "t")).toEqual({ ok: false, status: 502 });
});

it("gives up on a body its schema refuses, a slow API and an unreachable one, without throwing", async () => {
  expect(await serverRead("/profile/verification", "t")).toEqual({ ok: false, status: 0 });
  const started = Date.now();
  expect(await serverRead("/saved/concepts/get", "t", 100)).toEqual({ ok: false, status: 0 });
  expect(Date.now() - started).toBeLessThan(900);
  const url = process.env.API_URL;
  await new Promise((r) => server.close(r));
  try {
    expect(await serverRead("/profile/sync-status", "t")).toEqual({ ok: false, status: 0 });
  } finally {
    await new Promise<void>((r) => server.listen(Number(new URL(url!).port), "127.0.0.1", r));
  }
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { callUpstream, UpstreamTimeout } from "./upstream";

/** Drops every kept-alive socket on its second request, as a server closing an idle connection does. */
let server: Server;
let url: string;
let requests = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    requests += 1;
    const socket = req.socket as typeof req.socket & { served?: number };
    socket.served = (socket.served ?? 0) + 1;
    if (req.url === "/slow") return void setTimeout(() => res.end("late"), 1000);
    if (socket.served > 1) return void socket.destroy();
    res.end(JSON.stringify({ success: true }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const get = (path = "/x", timeoutMs = 2000) => callUpstream(`${url}${path}`, { method: "GET", headers: {}, timeoutMs });

it("retries once on a fresh socket when a reused one was reset", async () => {
  requests = 0;
  expect((await get()).status).toBe(200);
  const second = await get();
  expect(second.status).toBe(200);
  expect(JSON.parse(second.body.toString())).toEqual({ success: true });
  expect(requests).toBe(3);
});

it("gives up with UpstreamTimeout when the API does not answer in time", async () => {
  await expect(get("/slow", 100)).rejects.toBeInstanceOf(UpstreamTimeout);
});

describe("an API that answers before it has read the whole body", () => {
  let early: Server;
  let earlyUrl: string;
  beforeAll(async () => {
    early = createServer((req, res) => {
      // Reset before the answer's end is marked, as a server may when it gives up on a connection.
      res.writeHead(413, { "content-type": "application/json", connection: "close" });
      res.write(JSON.stringify({ success: false, code: "payload_too_large" }));
      setTimeout(() => req.socket.resetAndDestroy(), 20);
    });
    await new Promise<void>((r) => early.listen(0, "127.0.0.1", r));
    earlyUrl = `http://127.0.0.1:${(early.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => early.close(r)));

  it("passes the API's answer on, even when the API closed while the body was still being written", async () => {
    const body = Buffer.alloc(8 * 1024 * 1024, 97);
    const calls = Array.from({ length: 8 }, () =>
      callUpstream(`${earlyUrl}/auth/forgot-password`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        timeoutMs: 5000,
      }),
    );
    const replies = await Promise.all(calls);
    for (const reply of replies) {
      expect(reply.status).toBe(413);
      expect(JSON.parse(reply.body.toString())).toMatchObject({ code: "payload_too_large" });
    }
  });
});

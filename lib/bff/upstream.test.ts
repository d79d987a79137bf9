import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { callUpstream, UpstreamTimeout } from "./upstream";

/** A server that drops every kept-alive socket on its second request, as a server closing an idle connection does. */
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

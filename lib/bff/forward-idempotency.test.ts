import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";

let server: Server;
const keys: Array<string | undefined> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    keys.push(req.headers["idempotency-key"] as string | undefined);
    req.resume();
    req.on("end", () => {
      res.writeHead(201, { "content-type": "application/json" });
      res.end(JSON.stringify({ success: true }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  Object.assign(process.env, { API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, BFF_TIMEOUT_MS: "1000" });
});
afterAll(() => new Promise((r) => server.close(r)));

const post = (headers: Record<string, string>) =>
  new NextRequest("http://localhost:3000/api/saved/stumbles/add", {
    method: "POST",
    headers: { host: "localhost:3000", "content-type": "application/json", ...headers },
    body: "{}",
  });

it("forwards the Idempotency-Key header, and sends none when the browser sent none", async () => {
  const { forwardToApi } = await import("./forward");
  expect((await forwardToApi(post({ "idempotency-key": "key-0123456789abcdef" }), "/saved/stumbles/add", "tok")).status).toBe(201);
  expect((await forwardToApi(post({}), "/saved/stumbles/add", "tok")).status).toBe(201);
  expect(keys).toEqual(["key-0123456789abcdef", undefined]);
});

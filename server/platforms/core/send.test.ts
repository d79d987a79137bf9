import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PlatformError } from "../types";
import { CircuitOpenError, createCircuitBreaker } from "./breaker";
import { createRateGate } from "./gate";
import { createSend } from "./send";
import { createTestClock } from "@/simulator/test-clock";

const openGate = () => createRateGate({ platform: "codechef", spacingMs: 0 });

describe("createSend", () => {
  it("passes the request through and returns any status as is", async () => {
    const fetch = jest.fn(
      async (_url: string | URL | Request, _init?: RequestInit) => new Response("<h1>oops</h1>", { status: 500, headers: { "x-a": "1" } }),
    );
    const send = createSend({ platform: "leetcode", gate: openGate(), fetch });
    const res = await send({
      url: "http://sim/leetcode/graphql",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(500);
    expect(res.text).toBe("<h1>oops</h1>");
    expect(res.headers.get("x-a")).toBe("1");
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("http://sim/leetcode/graphql");
    expect(init).toMatchObject({ method: "POST", headers: { "content-type": "application/json" }, body: "{}", redirect: "follow" });
  });

  it("waits for the platform's gate before each call", async () => {
    const clock = createTestClock();
    const gate = createRateGate({ platform: "codeforces", now: clock.now, sleep: clock.sleep });
    const sentAt: number[] = [];
    const fetch = async () => {
      sentAt.push(clock.now().getTime());
      return new Response("{}");
    };
    const send = createSend({ platform: "codeforces", gate, fetch });
    const t0 = clock.now().getTime();
    const both = Promise.all([send({ url: "http://sim/a" }), send({ url: "http://sim/b" })]);
    await clock.advance(1000);
    expect(sentAt.map((t) => t - t0)).toEqual([0]);
    await clock.advance(1000);
    await both;
    expect(sentAt.map((t) => t - t0)).toEqual([0, 2000]);
  });

  it("fails fast without calling the platform while the breaker is open, also for calls already queued", async () => {
    const clock = createTestClock();
    const breaker = createCircuitBreaker({ platform: "codeforces", failureThreshold: 1, now: clock.now });
    const gate = createRateGate({ platform: "codeforces", now: clock.now, sleep: clock.sleep });
    const fetch = jest.fn(async () => new Response("{}"));
    const send = createSend({ platform: "codeforces", gate, breaker, fetch });

    const first = send({ url: "http://sim/1" });
    const queued = send({ url: "http://sim/2" });
    const queuedResult = queued.catch((e: unknown) => e);
    await first;
    breaker.record("failure");
    await clock.advance(2000);
    expect(await queuedResult).toBeInstanceOf(CircuitOpenError);
    await expect(send({ url: "http://sim/3" })).rejects.toBeInstanceOf(CircuitOpenError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  describe("over real HTTP", () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.url === "/users/ghost") {
          res.writeHead(302, { location: "/" }).end();
        } else if (req.url === "/") {
          res.writeHead(200, { "content-type": "text/html" }).end("<title>Home</title>");
        } else if (req.url === "/hang") {
          res.writeHead(200, { "content-type": "application/json" }).write('{"partial":');
        }
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it("hands back a redirect instead of following it when asked", async () => {
      const send = createSend({ platform: "codechef", gate: openGate() });
      const raw = await send({ url: `${base}/users/ghost`, noRedirect: true });
      expect(raw.status).toBe(302);
      expect(raw.headers.get("location")).toBe("/");
      const followed = await send({ url: `${base}/users/ghost` });
      expect(followed.status).toBe(200);
      expect(followed.text).toBe("<title>Home</title>");
    });

    it("turns a call that outlives its timeout, even mid-body, into upstream_down", async () => {
      const send = createSend({ platform: "codeforces", gate: openGate(), timeoutMs: 50 });
      const started = Date.now();
      const error = await send({ url: `${base}/hang` }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlatformError);
      expect(error).toMatchObject({ kind: "upstream_down", platform: "codeforces", message: "Codeforces did not answer within 1 s" });
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it("turns a refused connection into upstream_down", async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      const send = createSend({ platform: "leetcode", gate: openGate() });
      await expect(send({ url: `http://127.0.0.1:${port}/graphql` })).rejects.toMatchObject({
        kind: "upstream_down",
        message: "Could not reach LeetCode (ECONNREFUSED)",
      });
    });
  });
});

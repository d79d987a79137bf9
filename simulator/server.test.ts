import type { PlatformId } from "@/lib/contract/platforms";
import { isChallengePage } from "@/server/platforms/core/classify";
import { createRateGate } from "@/server/platforms/core/gate";
import { createSend } from "@/server/platforms/core/send";
import { createSimulator, type SimulatorOptions, startSimulator } from "./server";
import type { PlatformSim } from "./types";

const BASE = "http://sim.test";

/** A stand-in platform: echoes what it was asked, answers its own rate limit like the real one. */
function fakeSim(platform: PlatformId) {
  const advancedTo: Date[] = [];
  const users = ["alice", "bob", "bobby", "unrated_carol"];
  const sim: PlatformSim = {
    platform,
    async handle(req, path, ctx) {
      if (path === "/missing") return null;
      if (path === "/boom") throw new Error("kaput");
      const body = req.method === "POST" ? await req.text() : undefined;
      return Response.json({ platform, path, query: new URL(req.url).search, body, now: ctx.now.toISOString(), users });
    },
    rateLimited: () =>
      platform === "codeforces"
        ? Response.json({ status: "FAILED", comment: "Call limit exceeded" }, { status: 400 })
        : new Response("Too Many Requests", { status: 429, headers: { "retry-after": "60" } }),
    handles: () => users,
    advance: (now) => void advancedTo.push(now),
    submit: () => "1",
  };
  return Object.assign(sim, { advancedTo });
}

function setup(options: Partial<SimulatorOptions> = {}) {
  let t = Date.parse("2026-03-02T10:00:00Z");
  const sleeps: number[] = [];
  const modules = { codeforces: fakeSim("codeforces"), leetcode: fakeSim("leetcode"), codechef: fakeSim("codechef") };
  const sim = createSimulator({
    modules: Object.values(modules),
    now: () => new Date(t),
    sleep: async (ms) => void sleeps.push(ms),
    enforceRateLimits: false,
    ...options,
  });
  const get = (path: string) => sim.fetch(new Request(BASE + path));
  const post = (path: string, body: unknown, method = "POST") =>
    sim.fetch(
      new Request(BASE + path, {
        method,
        headers: { "content-type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    );
  const tick = (ms: number) => void (t += ms);
  return { sim, modules, get, post, tick, sleeps, now: () => new Date(t) };
}

const gql = (username: string) => ({
  query: "query userProfile($username: String!) { matchedUser(username: $username) { username } }",
  variables: { username },
});

describe("simulator routing", () => {
  it("hands each platform's calls to its module with the path relative to the mount", async () => {
    const { get, post } = setup();
    await expect((await get("/codeforces/api/user.info?handles=alice;bob")).json()).resolves.toMatchObject({
      platform: "codeforces",
      path: "/user.info",
      query: "?handles=alice;bob",
    });
    for (const path of ["/leetcode/graphql", "/leetcode/graphql/"]) {
      const res = await post(path, gql("alice"));
      await expect(res.json()).resolves.toMatchObject({ platform: "leetcode", path: "", body: JSON.stringify(gql("alice")) });
    }
    await expect((await get("/codechef/users/alice")).json()).resolves.toMatchObject({ platform: "codechef", path: "/users/alice" });
  });

  it("answers 404 for unknown paths, paths a module does not know and platforms without a module", async () => {
    const { get } = setup();
    for (const path of ["/", "/atcoder/api/x", "/codeforces/user.info", "/leetcode/graphqlx", "/codeforces/api/missing"]) {
      expect((await get(path)).status).toBe(404);
    }
    const only = createSimulator({ modules: [fakeSim("leetcode")], enforceRateLimits: false });
    expect((await only.fetch(new Request(`${BASE}/codechef/users/alice`))).status).toBe(404);
  });

  it("answers 500 when a module throws, and keeps serving", async () => {
    const { get } = setup();
    expect((await get("/codechef/boom")).status).toBe(500);
    expect((await get("/codechef/users/alice")).status).toBe(200);
  });

  it("records every platform call with its outcome, and nothing else", async () => {
    const { sim, get, post, tick } = setup();
    await get("/codeforces/api/user.status?handle=alice&from=1&count=10");
    tick(1500);
    await post("/leetcode/graphql", gql("bob"));
    await get("/codeforces/api/missing");
    await get("/nowhere");
    await get("/__sim/calls");
    expect(sim.calls()).toEqual([
      {
        platform: "codeforces",
        at: new Date("2026-03-02T10:00:00Z"),
        method: "GET",
        path: "/user.status",
        query: "handle=alice&from=1&count=10",
        status: 200,
      },
      {
        platform: "leetcode",
        at: new Date("2026-03-02T10:00:01.500Z"),
        method: "POST",
        path: "",
        query: "",
        body: JSON.stringify(gql("bob")),
        status: 200,
      },
      { platform: "codeforces", at: new Date("2026-03-02T10:00:01.500Z"), method: "GET", path: "/missing", query: "", status: 404 },
    ]);
    sim.clearCalls();
    expect(sim.calls()).toEqual([]);
  });
});

describe("simulator faults", () => {
  it("rate_limit answers with the platform's own rate-limit response", async () => {
    const { sim, get } = setup();
    sim.faults.add({ platform: "codeforces", kind: "rate_limit", count: 1 });
    const res = await get("/codeforces/api/user.info?handles=alice");
    expect(res.status).toBe(400);
    await expect(res.json()).resolves.toEqual({ status: "FAILED", comment: "Call limit exceeded" });
  });

  it("http_503 answers 503 with a small HTML page", async () => {
    const { sim, get } = setup();
    sim.faults.add({ platform: "codechef", kind: "http_503" });
    const res = await get("/codechef/users/alice");
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    await expect(res.text()).resolves.toContain("503 Service Temporarily Unavailable");
  });

  it("cloudflare_html answers a 403 challenge page that the platform layer reads as blocked", async () => {
    const { sim, post } = setup();
    sim.faults.add({ platform: "leetcode", kind: "cloudflare_html" });
    const res = await post("/leetcode/graphql", gql("alice"));
    const text = await res.text();
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(text).toContain("<title>Just a moment...</title>");
    expect(isChallengePage({ status: 200, headers: res.headers, text })).toBe(true);
  });

  it("malformed_json answers 200 JSON cut off halfway", async () => {
    const { sim, get } = setup();
    sim.faults.add({ platform: "codeforces", kind: "malformed_json", count: 1 });
    const res = await get("/codeforces/api/user.rating?handle=alice");
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(() => JSON.parse(text) as unknown).toThrow();
    const whole = await (await get("/codeforces/api/user.rating?handle=alice")).text();
    expect(whole.startsWith(text)).toBe(true);
    expect(text.length).toBeLessThan(whole.length);
  });

  it("slow waits the given delay and then answers normally", async () => {
    const { sim, get, sleeps } = setup();
    sim.faults.add({ platform: "codechef", kind: "slow", delayMs: 3000, count: 1 });
    const res = await get("/codechef/users/alice");
    expect(res.status).toBe(200);
    await expect(res.json()).resolves.toMatchObject({ path: "/users/alice" });
    expect(sleeps).toEqual([3000]);
  });

  it("records a slow call in arrival order, with its status once answered", async () => {
    let release = () => {};
    const { sim, get } = setup({ sleep: () => new Promise<void>((resolve) => (release = resolve)) });
    sim.faults.add({ platform: "codechef", kind: "slow", handle: "alice", delayMs: 1000 });
    const slow = get("/codechef/users/alice");
    await new Promise((resolve) => setImmediate(resolve));
    await get("/codechef/users/bob");
    expect(sim.calls().map((c) => [c.path, c.status])).toEqual([
      ["/users/alice", 0],
      ["/users/bob", 200],
    ]);
    release();
    await slow;
    expect(sim.calls().map((c) => [c.path, c.status])).toEqual([
      ["/users/alice", 200],
      ["/users/bob", 200],
    ]);
  });

  it("applies a fault to as many calls as its count, then stops", async () => {
    const { sim, get } = setup();
    sim.faults.add({ platform: "codechef", kind: "http_503", count: 2 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get("/codechef/users/alice")).status);
    expect(statuses).toEqual([503, 503, 200, 200]);
    expect(sim.faults.list()).toEqual([]);
  });

  it("applies a fault only to calls that mention its handle as a whole word, in any case, in the URL or the body", async () => {
    const { sim, get, post } = setup();
    sim.faults.add({ platform: "codeforces", kind: "http_503", handle: "bob" });
    sim.faults.add({ platform: "leetcode", kind: "http_503", handle: "Bob" });
    expect((await get("/codeforces/api/user.info?handles=alice;BOB")).status).toBe(503);
    expect((await get("/codeforces/api/user.info?handles=alice%3Bbob")).status).toBe(503);
    expect((await get("/codeforces/api/user.status?handle=bobby")).status).toBe(200);
    expect((await get("/codeforces/api/user.status?handle=alice")).status).toBe(200);
    expect((await post("/leetcode/graphql", gql("bob"))).status).toBe(503);
    expect((await post("/leetcode/graphql", gql("bobby"))).status).toBe(200);
    expect((await get("/codechef/users/bob")).status).toBe(200);
  });

  it("clears every fault", async () => {
    const { sim, get } = setup();
    sim.faults.add({ platform: "codechef", kind: "http_503" });
    sim.faults.clear();
    expect((await get("/codechef/users/alice")).status).toBe(200);
  });
});

describe("simulator rate limits", () => {
  it("refuses a call that comes too soon after the last accepted one, with the platform's own answer", async () => {
    const { sim, get, tick } = setup({ enforceRateLimits: true, toleranceMs: 0 });
    const cf = () => get("/codeforces/api/user.info?handles=alice");
    expect((await cf()).status).toBe(200);
    const refused = await cf();
    expect(refused.status).toBe(400);
    await expect(refused.json()).resolves.toEqual({ status: "FAILED", comment: "Call limit exceeded" });
    tick(1000);
    // A refused call does not restart the wait: 2 s after the last accepted call is enough.
    expect((await cf()).status).toBe(400);
    tick(1000);
    expect((await cf()).status).toBe(200);
    expect(sim.calls().map((c) => c.status)).toEqual([200, 400, 400, 200]);
  });

  it("keeps each platform's limit separate and honours configured spacing and tolerance", async () => {
    const { get, post, tick } = setup({ enforceRateLimits: true, spacingMs: { codechef: 500 }, toleranceMs: 20 });
    expect((await get("/codechef/users/alice")).status).toBe(200);
    expect((await post("/leetcode/graphql", gql("alice"))).status).toBe(200);
    tick(479);
    expect((await get("/codechef/users/alice")).status).toBe(429);
    tick(1);
    expect((await get("/codechef/users/alice")).status).toBe(200);
    tick(480);
    expect((await post("/leetcode/graphql", gql("alice"))).status).toBe(429);
  });

  it("by default forgives a call arriving up to 100 ms early, the jitter a well-spaced client shows", async () => {
    const { get, tick } = setup({ enforceRateLimits: true });
    const cf = () => get("/codeforces/api/user.info?handles=alice");
    expect((await cf()).status).toBe(200);
    tick(1899);
    expect((await cf()).status).toBe(400);
    tick(1);
    expect((await cf()).status).toBe(200);
  });

  it("lets every call through when not enforcing", async () => {
    const { get } = setup({ enforceRateLimits: false });
    for (let i = 0; i < 3; i++) expect((await get("/codeforces/api/user.info?handles=alice")).status).toBe(200);
  });
});

describe("simulator admin routes", () => {
  it("lists calls, optionally for one platform, and clears them", async () => {
    const { get, post } = setup();
    await get("/codechef/users/alice");
    await post("/leetcode/graphql", gql("bob"));
    const all = (await (await get("/__sim/calls")).json()) as { platform: string; at: string }[];
    expect(all.map((c) => c.platform)).toEqual(["codechef", "leetcode"]);
    expect(all[0]!.at).toBe("2026-03-02T10:00:00.000Z");
    const lc = (await (await get("/__sim/calls?platform=leetcode")).json()) as { platform: string }[];
    expect(lc.map((c) => c.platform)).toEqual(["leetcode"]);
    expect((await get("/__sim/calls?platform=atcoder")).status).toBe(422);
    expect((await post("/__sim/calls", "", "DELETE")).status).toBe(200);
    await expect((await get("/__sim/calls")).json()).resolves.toEqual([]);
  });

  it("adds validated faults and clears them", async () => {
    const { get, post } = setup();
    const added = await post("/__sim/faults", { platform: "codechef", kind: "cloudflare_html", handle: "alice", count: 1 });
    expect(added.status).toBe(201);
    await expect((await get("/__sim/faults")).json()).resolves.toEqual([
      { platform: "codechef", kind: "cloudflare_html", handle: "alice", count: 1 },
    ]);
    expect((await get("/codechef/users/alice")).status).toBe(403);
    expect((await get("/codechef/users/alice")).status).toBe(200);

    await post("/__sim/faults", { platform: "codechef", kind: "http_503" });
    expect((await post("/__sim/faults", "", "DELETE")).status).toBe(200);
    expect((await get("/codechef/users/alice")).status).toBe(200);
  });

  it.each([
    ["an unknown kind", { platform: "codechef", kind: "explode" }, "kind"],
    ["an unknown platform", { platform: "atcoder", kind: "slow" }, "platform"],
    ["a zero count", { platform: "codechef", kind: "slow", count: 0 }, "count"],
    ["a negative delay", { platform: "codechef", kind: "slow", delayMs: -5 }, "delayMs"],
  ])("refuses a fault with %s (422)", async (_what, body, field) => {
    const { sim, post } = setup();
    const res = await post("/__sim/faults", body);
    expect(res.status).toBe(422);
    const json = (await res.json()) as { issues: Record<string, string[]> };
    expect(Object.keys(json.issues)).toEqual([field]);
    expect(sim.faults.list()).toEqual([]);
  });

  it("refuses a fault body that is not JSON (422)", async () => {
    const { post } = setup();
    expect((await post("/__sim/faults", "{kind:")).status).toBe(422);
  });

  it("moves every module's world forward, to now or to a given time", async () => {
    const { modules, post, tick } = setup();
    tick(60_000);
    await expect((await post("/__sim/advance", "")).json()).resolves.toEqual({ now: "2026-03-02T10:01:00.000Z" });
    await post("/__sim/advance", { now: "2026-03-03T00:00:00Z" });
    for (const m of Object.values(modules)) {
      expect(m.advancedTo).toEqual([new Date("2026-03-02T10:01:00Z"), new Date("2026-03-03T00:00:00Z")]);
    }
    expect((await post("/__sim/advance", { now: "tomorrow" })).status).toBe(422);
  });

  it("lists the handles of every platform", async () => {
    const { get } = setup();
    await expect((await get("/__sim/handles")).json()).resolves.toEqual({
      codeforces: ["alice", "bob", "bobby", "unrated_carol"],
      leetcode: ["alice", "bob", "bobby", "unrated_carol"],
      codechef: ["alice", "bob", "bobby", "unrated_carol"],
    });
    expect((await get("/__sim/nothing")).status).toBe(404);
  });
});

describe("startSimulator", () => {
  it("serves over HTTP; a client spaced by the gate is accepted and an unspaced one refused", async () => {
    const running = await startSimulator({ port: 0, modules: [fakeSim("codeforces")], spacingMs: { codeforces: 150 } });
    const url = `${running.url}/codeforces/api/user.info?handles=alice`;
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const send = createSend({ platform: "codeforces", gate: createRateGate({ platform: "codeforces", spacingMs: 150 }) });
      const spaced = await Promise.all([1, 2, 3].map(() => send({ url })));
      expect(spaced.map((a) => a.status)).toEqual([200, 200, 200]);

      const fault = await fetch(`${running.url}/__sim/faults`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ platform: "codeforces", kind: "http_503", count: 1 }),
      });
      expect(fault.status).toBe(201);
      expect((await send({ url })).status).toBe(503);

      await new Promise((resolve) => setTimeout(resolve, 150));
      const unspaced = await Promise.all([fetch(url), fetch(url)]);
      expect(unspaced.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(running.simulator.calls()).toHaveLength(6);
    } finally {
      await running.close();
    }
  });
});

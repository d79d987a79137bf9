import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { ROUTES, forwardedRoute, type RouteDef } from "@/lib/contract/routes";
import { apiHarnessPerFile } from "./test/harness";

const api = apiHarnessPerFile();

/** Method and path of every route the app mounts (middleware excluded; a handler chain counts once). */
const mounted = () => [...new Set(api.h.app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))].sort();

describe("the route table and the API agree", () => {
  it("mounts exactly the routes the table lists, with their methods", () => {
    const table = Object.entries(ROUTES)
      .map(([path, route]) => `${route.method} ${path}`)
      .sort();
    expect(mounted()).toEqual(table);
  });

  it.each(Object.entries(ROUTES).filter(([, r]) => r.access === "session"))("%s needs a session", async (path, route) => {
    const res = route.method === "GET" ? await api.http.get(path) : await api.http.post(path, {});
    expect(res.status).toBe(401);
  });

  it.each(Object.entries(ROUTES).filter(([, r]) => r.access === "public"))("%s answers without a session", async (path, route) => {
    const res = route.method === "GET" ? await api.http.get(path) : await api.http.post(path, {});
    expect(res.status).not.toBe(401);
    expect(res.status).not.toBe(404);
  });

  it.each(Object.entries(ROUTES).filter(([, r]) => r.access === "internal"))(
    "%s refuses callers without the internal secret",
    async (path, route) => {
      const res = route.method === "GET" ? await api.http.get(path) : await api.http.post(path, {});
      expect(res.status).toBe(401);
    },
  );

  it("answers 404, not 401, for a path nobody mounted", async () => {
    expect((await api.http.get("/saved/nothing-here")).status).toBe(404);
    expect((await api.http.post("/profile/nothing", {})).status).toBe(404);
  });

  it("lets the BFF forward session routes only, never the auth or health routes", () => {
    for (const [path, route] of Object.entries(ROUTES) as Array<[string, RouteDef]>) {
      expect(forwardedRoute(path)?.method).toBe(route.forward ? route.method : undefined);
    }
    expect(forwardedRoute("/auth/gsign")?.method).toBeUndefined();
    expect(forwardedRoute("/auth/signin")?.method).toBeUndefined();
    expect(forwardedRoute("/readyz")?.method).toBeUndefined();
    expect(forwardedRoute("/saved/stumbles/get")?.method).toBe("GET");
  });
});

describe("an oversized body", () => {
  let server: ServerType;
  let base: string;
  beforeAll(async () => {
    server = serve({ fetch: api.h.app.fetch, hostname: "127.0.0.1", port: 0 });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("gets 413 and leaves the next requests of a pooling client working", async () => {
    // Node's fetch keeps connections alive and reuses them, as the BFF's pool does.
    const big = await fetch(`${base}/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ fullName: "x".repeat(1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect(big.headers.get("connection")).toBe("close");
    expect(((await big.json()) as { message: string }).message).toMatch(/too large/);
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`${base}/healthz`);
      expect(res.status).toBe(200);
    }
  });
});

import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import fc from "fast-check";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { ROUTES, type RouteDef, type RoutePath } from "@/lib/contract/routes";
import { databaseSnapshot, settledSnapshot } from "../test/db-snapshot";
import { bodyFor, headerString, queryFor, queryString } from "../test/fuzz-arbitraries";
import { validValue } from "../test/fuzz-valid";
import { fuzzWorld } from "../test/fuzz-world";
import { apiHarnessPerFile, signUpAndIn } from "../test/harness";
import { SIM_ENV, simulatedPlatforms } from "../test/platform-sim";

/** The same fuzz through the BFF's catch-all handler with a real next-auth cookie, over HTTP to the API. */
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.npm_lifecycle_event === "fuzz" ? 100 : 4));
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const ORIGIN = "http://localhost:3000";
const NEXTAUTH_SECRET = "web-session-secret-for-the-bff-fuzz-0123456789";

const sim = simulatedPlatforms(3, 4);
const api = apiHarnessPerFile(SIM_ENV, { fetch: sim.fetch });
const world = fuzzWorld(() => api.h.app, sim.handles);
let server: ServerType;
let handle: (req: NextRequest, ctx: { params: Promise<{ path: string[] }> }) => Promise<Response>;

beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: (req) => api.h.app.fetch(req), port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  Object.assign(process.env, { API_URL: `http://127.0.0.1:${port}`, NEXTAUTH_SECRET, NEXTAUTH_URL: ORIGIN, BFF_TIMEOUT_MS: "5000" });
  ({ GET: handle } = await import("@/app/api/[...path]/route"));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const LEAK = /\n\s+at \S|node_modules|failed query|params:|syntax error at|relation "|\b(TypeError|DrizzleQueryError|DatabaseError)\b/i;
const BOOKKEEPING = ["platform_throttle", "platform_cache", "rate_limits"];
const userData = (snapshot: Record<string, string>) =>
  Object.fromEntries(Object.entries(snapshot).filter(([t]) => !BOOKKEEPING.includes(t)));

async function sessionCookie(me: { id: string; token: string }) {
  const jwt = await encode({ token: { sub: me.id, apiToken: me.token }, secret: NEXTAUTH_SECRET });
  return `next-auth.session-token=${jwt}`;
}

it("the fuzz is signed in: its session cookie reaches the API as the user", async () => {
  const cookie = await sessionCookie(await signUpAndIn(api.h.app, { userName: "bff_fuzzer", email: "bff.fuzzer@example.com" }));
  const req = new NextRequest(`${ORIGIN}/api/profile/getProfileData`, { headers: { cookie, host: "localhost:3000" } });
  const res = await handle(req, { params: Promise.resolve({ path: ["profile", "getProfileData"] }) });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { profileData: { personal: { userName: string } } }).profileData.personal.userName).toBe("bff_fuzzer");
});

const FORWARDED = (Object.keys(ROUTES) as RoutePath[]).filter((p) => (ROUTES[p] as RouteDef).forward);

/** A fresh idempotency key, as the web client sends. */
function requestFor(path: RoutePath, route: RouteDef) {
  const isGet = route.method === "GET";
  const value = route.request ? validValue(route.request, world.hints(path)).map(world.fix(path)) : fc.constant({});
  const valid = fc.record({
    query: isGet ? value.map(queryString) : fc.constant(""),
    raw: isGet ? fc.constant("") : value.map((v) => JSON.stringify(v) ?? "null"),
    key: fc.option(fc.uuid(), { nil: undefined }),
  });
  const hostile = fc.record({
    query: isGet ? queryFor(route.request) : fc.constant(""),
    raw: isGet ? fc.constant("") : bodyFor(route.request).map((b) => b.raw),
    key: fc.option(headerString, { nil: undefined }),
  });
  return fc.oneof(valid, hostile);
}

describe.each(FORWARDED)("through the BFF: %s", (path) => {
  it(`holds for ${RUNS} requests, half of them valid`, async () => {
    const route: RouteDef = ROUTES[path];
    const cookie = await sessionCookie(await world.seed());
    await world.refresh(path);
    let succeeded = false;
    await fc.assert(
      fc
        .asyncProperty(requestFor(path, route), async ({ query, raw, key }) => {
          // A mail's token the answer does not wait for must land before this request's check, not during it.
          const before = userData(
            path.startsWith("/auth/") ? await settledSnapshot(api.h.database.db) : await databaseSnapshot(api.h.database.db),
          );
          const headers: Record<string, string> = { cookie, origin: ORIGIN, host: "localhost:3000", "content-type": "application/json" };
          if (key !== undefined) headers["idempotency-key"] = key;
          const url = `${ORIGIN}/api${path}${query ? `?${query}` : ""}`;
          const req = new NextRequest(url, { method: route.method, headers, body: route.method === "GET" ? undefined : raw });
          const res = await handle(req, { params: Promise.resolve({ path: path.slice(1).split("/") }) });
          const text = await res.text();
          const what = `${route.method} ${url} ${raw.slice(0, 300)} → ${res.status} ${text.slice(0, 300)}`;
          expect({ what, below500: res.status < 500 }).toEqual({ what, below500: true });
          // A download (an export as CSV) is the one successful answer that is not JSON.
          succeeded = res.status < 300;
          if (succeeded && /^attachment/.test(res.headers.get("content-disposition") ?? "") && !text.startsWith("{")) return;
          let body: unknown;
          expect(() => (body = JSON.parse(text))).not.toThrow();
          if (succeeded) {
            expect({ what, matchesContract: route.response.safeParse(body).success }).toEqual({ what, matchesContract: true });
            return;
          }
          expect({ what, leak: LEAK.test(text) }).toEqual({ what, leak: false });
          expect({ what, unchanged: userData(await databaseSnapshot(api.h.database.db)) }).toEqual({ what, unchanged: before });
        })
        .afterEach(async (previous) => {
          await previous();
          if (succeeded) await world.refresh(path);
        }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});

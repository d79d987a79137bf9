import fc from "fast-check";
import { ROUTES, type RouteDef, type RoutePath } from "@/lib/contract/routes";
import { databaseSnapshot, settledSnapshot } from "../test/db-snapshot";
import { apiHarnessPerFile } from "../test/harness";
import { SIM_ENV, simulatedPlatforms } from "../test/platform-sim";
import { bodyFor, headerString, queryFor, queryString } from "../test/fuzz-arbitraries";
import { oneFieldBroken, validValue } from "../test/fuzz-valid";
import { fuzzWorld } from "../test/fuzz-world";

/**
 * Whatever arrives, no 5xx, no stack trace or SQL, a success matches its schema, and a refusal changes nothing;
 * most requests are valid (server/test/fuzz-valid.ts), so the handler behind validation runs.
 */
/** 8 in the suite, 200 under `npm run fuzz`, or FUZZ_RUNS. */
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.npm_lifecycle_event === "fuzz" ? 200 : 8));
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const SECRET = "bff-to-api-secret-for-the-fuzz-0123456789";

const sim = simulatedPlatforms(3, 4);
const api = apiHarnessPerFile({ ...SIM_ENV, INTERNAL_API_SECRET: SECRET }, { fetch: sim.fetch });

const LEAKS: Array<[string, RegExp]> = [
  ["a stack trace", /\n\s+at \S|\bat [\w.<>]+ \(.*:\d+:\d+\)|node_modules|\.tsx?:\d+/],
  [
    "SQL",
    /failed query|params:|\b(select|insert into|update|delete from)\b[\s\S]*\b(from|values|set|where)\b|syntax error at|relation "|violates .* constraint|duplicate key/i,
  ],
  ["an internal error name", /\b(TypeError|RangeError|ReferenceError|DrizzleQueryError|DatabaseError|ZodError)\b/],
];

let seq = 0;
/** So sign-in and sign-up limits do not slow the run down. */
const nextAddress = () => {
  seq += 1;
  return `198.18.${Math.floor(seq / 250) % 250}.${seq % 250}`;
};

/** They record what was attempted rather than anyone's data: a handle is looked up before it is refused. */
const BOOKKEEPING = ["platform_throttle", "platform_cache"];
const userData = (snapshot: Record<string, string>, path: string) =>
  Object.fromEntries(
    Object.entries(snapshot).filter(([table]) => !BOOKKEEPING.includes(table) && !(path.startsWith("/auth/") && table === "rate_limits")),
  );

type Sent = { query: string; raw: string; contentType: string; secret: boolean; key: string | undefined };

const world = fuzzWorld(() => api.h.app, sim.handles);

function requestFor(path: RoutePath, route: RouteDef): fc.Arbitrary<Sent> {
  const isGet = route.method === "GET";
  const valid = route.request ? validValue(route.request, world.hints(path)).map(world.fix(path)) : fc.constant({});
  const asBody = (value: fc.Arbitrary<unknown>) =>
    isGet
      ? fc.constant({ raw: "", contentType: "" })
      : value.map((v) => ({ raw: JSON.stringify(v) ?? "null", contentType: "application/json" }));
  const asQuery = (value: fc.Arbitrary<unknown>) => (isGet ? value.map(queryString) : fc.constant(""));
  // The internal routes answer only with the secret; a valid request mostly carries it.
  const secret = route.access === "internal" ? fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)) : fc.boolean();
  const hostileKey = fc.option(fc.oneof(fc.uuid(), headerString), { nil: undefined, freq: 3 });
  const request = (
    body: fc.Arbitrary<{ raw: string; contentType: string }>,
    query: fc.Arbitrary<string>,
    key: fc.Arbitrary<string | undefined>,
  ) => fc.record({ body, query, secret, key }).map(({ body: b, ...rest }): Sent => ({ ...rest, ...b }));
  const broken = oneFieldBroken(valid);
  return fc.oneof(
    { weight: 6, arbitrary: request(asBody(valid), asQuery(valid), fc.option(fc.uuid(), { nil: undefined })) },
    { weight: 2, arbitrary: request(asBody(broken), asQuery(broken), hostileKey) },
    {
      weight: 2,
      arbitrary: request(
        isGet ? asBody(valid) : bodyFor(route.request),
        isGet ? queryFor(route.request) : fc.oneof({ weight: 5, arbitrary: fc.constant("") }, { weight: 1, arbitrary: queryFor(null) }),
        hostileKey,
      ),
    },
  );
}

const PATHS = Object.keys(ROUTES) as RoutePath[];

describe.each(PATHS)("%s", (path) => {
  it(`holds for ${RUNS} requests, mostly valid`, async () => {
    const route: RouteDef = ROUTES[path];
    const me = await world.seed();
    await world.refresh(path);
    let succeeded = false;
    await fc.assert(
      fc
        .asyncProperty(requestFor(path, route), async (sent) => {
          // Only the auth routes start background work (a mail's token) that could land mid-request.
          const before = userData(
            path.startsWith("/auth/") ? await settledSnapshot(api.h.database.db) : await databaseSnapshot(api.h.database.db),
            path,
          );
          const headers: Record<string, string> = { authorization: `Bearer ${me.token}`, "x-forwarded-for": nextAddress() };
          if (sent.contentType) headers["content-type"] = sent.contentType;
          if (sent.secret) headers["x-internal-secret"] = SECRET;
          if (sent.key !== undefined) headers["idempotency-key"] = sent.key;
          const url = sent.query ? `${path}?${sent.query}` : path;
          const res = await api.h.app.request(url, { method: route.method, headers, body: route.method === "GET" ? undefined : sent.raw });
          const text = await res.text();
          succeeded = res.status < 300;
          const what = `${route.method} ${url} ${sent.raw.slice(0, 300)} → ${res.status} ${text.slice(0, 500)}`;

          expect({ what, status: res.status < 500 }).toEqual({ what, status: true });
          // A download (an export as CSV) is the one successful answer that is not JSON.
          if (res.status < 300 && /^attachment/.test(res.headers.get("content-disposition") ?? "") && !text.startsWith("{")) return;
          let body: unknown;
          expect(() => (body = JSON.parse(text))).not.toThrow();
          if (res.status >= 200 && res.status < 300) {
            const checked = route.response.safeParse(body);
            expect({ what, matchesContract: checked.success }).toEqual({ what, matchesContract: true });
            return;
          }
          for (const [leak, pattern] of LEAKS) expect({ what, leak, found: pattern.test(text) }).toEqual({ what, leak, found: false });
          const after = userData(await databaseSnapshot(api.h.database.db), path);
          expect({ what, unchanged: after }).toEqual({ what, unchanged: before });
        })
        // Read again after a success, before fast-check generates the next request.
        .afterEach(async (previous) => {
          await previous();
          if (succeeded) await world.refresh(path);
        }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});

import fc from "fast-check";
import { ROUTES, type RouteDef, type RoutePath } from "@/lib/contract/routes";
import { oneFieldBroken, validValue } from "./fuzz-valid";

const WITH_BODY = (Object.keys(ROUTES) as RoutePath[]).filter((p) => (ROUTES[p] as RouteDef).request);

describe("requests walked from a route's request schema", () => {
  it.each(WITH_BODY)("%s: every one is accepted by the route's schema, and they differ", (path) => {
    const schema = (ROUTES[path] as RouteDef).request!;
    const values = fc.sample(validValue(schema), { numRuns: 40, seed: 7 });
    for (const value of values) expect({ value, issues: schema.safeParse(value).error?.issues }).toEqual({ value, issues: undefined });
    expect(new Set(values.map((v) => JSON.stringify(v))).size).toBeGreaterThan(1);
  });

  it("a hint is offered at its path, read when each value is generated", () => {
    const ids = ["6f1c1a9e-2b7d-4c1e-9a3b-0d4e5f6a7b8c"];
    const values = fc.sample(validValue(ROUTES["/virtual/respond"].request, { contestId: () => ids }), { numRuns: 40, seed: 7 });
    expect(values.filter((v) => (v as { contestId: string }).contestId === ids[0]).length).toBeGreaterThan(15);
  });

  it("one broken field makes most of a route's valid bodies refused", () => {
    const schema = ROUTES["/virtual/create"].request;
    const values = fc.sample(oneFieldBroken(validValue(schema)), { numRuns: 60, seed: 7 });
    expect(values.filter((v) => !schema.safeParse(v).success).length).toBeGreaterThan(30);
  });
});

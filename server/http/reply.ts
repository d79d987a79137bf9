import type { Context } from "hono";
import type { RoutePath, RouteResponse } from "@/lib/contract/routes";

/** The statuses a successful call answers with: 201 when it created something, 200 otherwise. */
type SuccessStatus = 200 | 201;

/**
 * A successful answer, bound to its entry in the route table (lib/contract/routes.ts): the body
 * must have the shape the table declares for `path`, so a handler that drifts from the contract
 * fails the type check, and naming another route than the one that matched fails the request.
 * The API tests also parse every answer with the route's schema (server/test/harness.ts).
 */
export function reply<P extends RoutePath>(c: Context, path: P, body: RouteResponse<P>, status: SuccessStatus = 200) {
  if (c.req.routePath !== path) throw new Error(`The handler of ${c.req.routePath} answered as ${path}`);
  return c.json(body, status);
}

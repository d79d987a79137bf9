import type { z } from "zod";
import { apiErrorSchema } from "@/lib/contract/api-error";
import { ROUTES, type ForwardedPath, type RouteResponse } from "@/lib/contract/routes";

/**
 * The contract's schemas the browser checks answers with: loaded with the first call rather than
 * with the page (lib/client/api.ts), since the route table brings every route's schemas and zod.
 */

/** The route table, seen path by path, so a generic path's response schema is typed by that path. */
export const TABLE: { [P in ForwardedPath]: { response: z.ZodType<RouteResponse<P>> } } = ROUTES;

export { apiErrorSchema };

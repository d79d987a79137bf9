import type { z } from "zod";
import { apiErrorSchema } from "@/lib/contract/api-error";
import { ROUTES, type ForwardedPath, type RouteResponse } from "@/lib/contract/routes";

/** Loaded with the first call, not the page (lib/client/api.ts). */

export const TABLE: { [P in ForwardedPath]: { response: z.ZodType<RouteResponse<P>> } } = ROUTES;

export { apiErrorSchema };

import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { bodyLimit as honoBodyLimit } from "hono/body-limit";
import type { AppEnv, Deps } from "./context";
import { MAX_BODY_BYTES, PAYLOAD_TOO_LARGE } from "@/lib/contract/body-limit";
import { ROUTES, type RouteDef } from "@/lib/contract/routes";
import { AppError } from "../core/errors";

export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    c.header("x-request-id", requestId);
    const started = performance.now();
    await next();
    deps.logger.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: c.get("userId"),
      },
      "request",
    );
  };
}

/** The refused body's rest stays unread, so the answer closes the connection lest a pooled client reuse it. */
const limitOf = (maxSize: number) =>
  honoBodyLimit({
    maxSize,
    onError: (c) => {
      const error = new AppError(PAYLOAD_TOO_LARGE.code, PAYLOAD_TOO_LARGE.message);
      return c.json(error.toBody(), 413, { connection: "close" });
    },
  });
const defaultLimit = limitOf(MAX_BODY_BYTES);
/** An import's file, for one. */
const largerLimits = new Map(
  Object.entries(ROUTES as Record<string, RouteDef>)
    .filter(([, def]) => def.maxBodyBytes)
    .map(([path, def]) => [path, limitOf(def.maxBodyBytes!)]),
);

export const limitBody: MiddlewareHandler<AppEnv> = (c, next) => (largerLimits.get(c.req.path) ?? defaultLimit)(c, next);

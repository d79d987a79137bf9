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

/**
 * Refuses bodies over the limit while streaming them, whatever Content-Length claims. The rest of
 * the refused body is left unread on the socket, so the answer closes the connection: a pooled
 * client must not send its next request down a socket the server is about to drop.
 */
const limitOf = (maxSize: number) =>
  honoBodyLimit({
    maxSize,
    onError: (c) => {
      const error = new AppError(PAYLOAD_TOO_LARGE.code, PAYLOAD_TOO_LARGE.message);
      return c.json(error.toBody(), 413, { connection: "close" });
    },
  });
const defaultLimit = limitOf(MAX_BODY_BYTES);
/** Routes the table gives a larger limit (an import's file), each with its own. */
const largerLimits = new Map(
  Object.entries(ROUTES as Record<string, RouteDef>)
    .filter(([, def]) => def.maxBodyBytes)
    .map(([path, def]) => [path, limitOf(def.maxBodyBytes!)]),
);

export const limitBody: MiddlewareHandler<AppEnv> = (c, next) => (largerLimits.get(c.req.path) ?? defaultLimit)(c, next);

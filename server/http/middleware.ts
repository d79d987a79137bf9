import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { bodyLimit as honoBodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import { resolveSession } from "../features/auth/sessions";
import type { AppEnv, Deps } from "./context";
import { MAX_BODY_BYTES, PAYLOAD_TOO_LARGE } from "@/lib/contract/body-limit";
import { AppError, unauthorized } from "../core/errors";

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
export const limitBody: MiddlewareHandler<AppEnv> = honoBodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    const error = new AppError(PAYLOAD_TOO_LARGE.code, PAYLOAD_TOO_LARGE.message);
    return c.json(error.toBody(), 413, { connection: "close" });
  },
});

function bearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/);
  return match?.[1];
}

/**
 * The session, from the BFF's bearer token only (docs/decisions/002). A path no route matches is
 * left to the not-found handler, so an unknown path is a 404 whoever asks.
 */
export function requireSession(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!matchedRoutes(c).some((r) => r.method !== "ALL")) return next();
    const token = bearer(c.req.header("authorization"));
    if (!token) throw unauthorized();
    const session = await resolveSession(deps.db, token, deps.now());
    if (!session) throw unauthorized();
    c.set("userId", session.userId);
    c.set("sessionToken", token);
    await next();
  };
}

import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { bodyLimit as honoBodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { SESSION_COOKIE } from "@/lib/contract/auth";
import { resolveSession } from "../auth/sessions";
import type { AppEnv, Deps } from "./context";
import { AppError, unauthorized } from "./errors";

export const MAX_BODY_BYTES = 64 * 1024;

export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    c.header("x-request-id", requestId);
    const started = performance.now();
    await next();
    deps.logger.info("request", {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      userId: c.get("userId"),
    });
  };
}

/** Refuses bodies over the limit while streaming them, whatever Content-Length claims. */
export const limitBody: MiddlewareHandler<AppEnv> = honoBodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new AppError("payload_too_large", "The request body is too large (64 KB at most)");
  },
});

function bearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/);
  return match?.[1];
}

/** Accepts the session as a bearer token (from the BFF) or as the API's own cookie. */
export function requireSession(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearer(c.req.header("authorization")) ?? getCookie(c, SESSION_COOKIE);
    if (!token) throw unauthorized();
    const session = await resolveSession(deps.db, token, deps.now?.());
    if (!session) throw unauthorized();
    c.set("userId", session.userId);
    c.set("sessionToken", token);
    await next();
  };
}

import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { INTERNAL_SECRET_HEADER } from "@/lib/contract/google-sign-in";
import type { AppEnv } from "./context";
import { AppError } from "../core/errors";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Both sides are hashed first so the comparison's time says nothing of a guess; with no secret, nobody gets in. */
export function requireInternalCaller(secret: string | undefined): MiddlewareHandler<AppEnv> {
  const expected = secret ? digest(secret) : undefined;
  return async (c, next) => {
    const given = c.req.header(INTERNAL_SECRET_HEADER);
    if (!expected || !given || !timingSafeEqual(digest(given), expected)) {
      throw new AppError("unauthorized", "This call is only for the web app's server");
    }
    await next();
  };
}

import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { unauthorized } from "../../core/errors";
import type { AppEnv, Deps } from "../../http/context";
import { authenticateToken, personalTokenOf } from "../tokens/token-access";
import { resolveSession } from "./sessions";

function bearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/);
  return match?.[1];
}

/** Bearer only (docs/decisions/006-api-session-is-bearer-only.md); an unmatched path is left to the 404 handler whoever asks. */
export function requireSession(deps: Pick<Deps, "db" | "now">): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!matchedRoutes(c).some((r) => r.method !== "ALL")) return next();
    // A personal token comes under its own scheme, so it can never be taken for a session's.
    const personal = personalTokenOf(c.req.header("authorization"));
    if (personal) {
      await authenticateToken(deps, c, personal);
      return next();
    }
    const token = bearer(c.req.header("authorization"));
    if (!token) throw unauthorized();
    const session = await resolveSession(deps.db, token, deps.now());
    if (!session) throw unauthorized();
    c.set("userId", session.userId);
    c.set("sessionToken", token);
    await next();
  };
}

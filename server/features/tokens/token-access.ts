import type { Context } from "hono";
import { ROUTES, type RouteDef } from "@/lib/contract/routes";
import { PERSONAL_TOKEN_PREFIX } from "@/lib/contract/tokens";
import { MINUTE } from "@/lib/time";
import type { AppEnv, Deps } from "../../http/context";
import { AppError, unauthorized } from "../../core/errors";
import { reserveAttempt } from "../auth/rate-limit";
import { resolveToken } from "./queries";

/** So it can never be taken for a session. */
export const TOKEN_SCHEME = "PersonalToken";
/** docs/decisions/036-personal-tokens-and-account-data.md */
export const TOKEN_CALLS_PER_MINUTE = 120;

const pattern = new RegExp(`^${TOKEN_SCHEME}\\s+(${PERSONAL_TOKEN_PREFIX}[A-Za-z0-9_-]{20,200})$`);

export function personalTokenOf(header: string | undefined): string | undefined {
  return header?.match(pattern)?.[1];
}

export async function authenticateToken(deps: Pick<Deps, "db" | "now">, c: Context<AppEnv>, secret: string) {
  const now = deps.now();
  const token = await resolveToken(deps.db, secret, now);
  if (!token) throw unauthorized();
  const def: RouteDef | undefined = Object.hasOwn(ROUTES, c.req.path) ? ROUTES[c.req.path as keyof typeof ROUTES] : undefined;
  if (!def || def.byToken === false) throw new AppError("forbidden", "A personal access token cannot call this route; sign in instead");
  if (token.scope === "read" && c.req.method !== "GET") throw new AppError("forbidden", "This token is read-only");
  await reserveAttempt(deps.db, `token:${token.id}`, { limit: TOKEN_CALLS_PER_MINUTE, windowMs: MINUTE }, now);
  c.set("userId", token.userId);
  c.set("tokenId", token.id);
}

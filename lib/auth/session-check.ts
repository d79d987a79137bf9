import "server-only";
import type { JWT } from "next-auth/jwt";
import type { RoutePath } from "@/lib/contract/routes";
import { webEnv } from "@/lib/env";

/** How long a session the API confirmed counts as alive before it is asked again. */
export const SESSION_RECHECK_MS = 60_000;

/** A cheap session-only read (one small query); typed by the route table so a rename is caught. */
const SESSION_PROBE = "/profile/sync-status" satisfies RoutePath;

/** Thrown from next-auth's jwt callback: next-auth then clears the session cookie and answers no session. */
export class SessionRevoked extends Error {
  override name = "SessionRevoked";
}

/**
 * Whether the API still holds this session: true, false (it answered 401: signed out elsewhere, or
 * revoked by a password reset), or undefined when it could not say (down, slow), which never
 * counts as signed out.
 */
async function apiSessionAlive(apiToken: string): Promise<boolean | undefined> {
  const env = webEnv();
  try {
    const res = await fetch(`${env.API_URL}${SESSION_PROBE}`, {
      headers: { authorization: `Bearer ${apiToken}` },
      signal: AbortSignal.timeout(Math.min(env.BFF_TIMEOUT_MS, 5000)),
      cache: "no-store",
    });
    await res.body?.cancel();
    if (res.status === 401) return false;
    return res.ok ? true : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The session cookie is a sealed copy of the API session, and it would look alive for 30 days
 * after the API revoked it. So, at most once a minute per session, the API is asked again; a
 * session it says is gone ends here (the web side then reads as signed out).
 */
export async function revalidate(token: JWT, now = Date.now()): Promise<JWT> {
  if (!token.apiToken) return token;
  if (token.checkedAt !== undefined && now - token.checkedAt < SESSION_RECHECK_MS) return token;
  const alive = await apiSessionAlive(token.apiToken);
  if (alive === false) throw new SessionRevoked("The API session has ended");
  return alive ? { ...token, checkedAt: now } : token;
}

import "server-only";
import { encode, type JWT } from "next-auth/jwt";
import type { NextRequest, NextResponse } from "next/server";
import type { RoutePath } from "@/lib/contract/routes";
import { clearSessionCookie } from "@/lib/bff/session-cookie";
import { webEnv } from "@/lib/env";
import { SESSION_MAX_AGE_SECONDS } from "./session-constants";

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

/** next-auth's session cookie when it is whole (a chunked one is left to next-auth itself). */
const WHOLE_SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token$/;

export type PageSession = {
  /** The session the page renders with: undefined when there is none, or the API has ended it. */
  token: JWT | undefined;
  /** The Cookie header the page is rendered with, when the check re-sealed the session. */
  requestCookie?: string;
  /** Puts the re-sealed cookie on the answer, or clears one the API has ended. */
  apply(res: NextResponse): void;
};

/**
 * The once-a-minute check for page loads, made in proxy.ts because a page (a server component)
 * cannot set cookies: without this, the check's time would never reach the cookie, and every page
 * load after the first minute would ask the API again. A live session is re-sealed with the time
 * of the check, on the answer and on the request the page renders from (so the page's own
 * getServerSession finds it fresh); one the API has ended is cleared and counts as signed out.
 */
export async function checkPageSession(req: NextRequest, token: JWT | null, now = Date.now()): Promise<PageSession> {
  const keep: PageSession = { token: token ?? undefined, apply: () => undefined };
  const cookie = req.cookies.getAll().find((c) => WHOLE_SESSION_COOKIE.test(c.name));
  const secret = webEnv().NEXTAUTH_SECRET;
  if (!token?.apiToken || !cookie || !secret) return keep;
  let fresh: JWT;
  try {
    fresh = await revalidate(token, now);
  } catch (error) {
    if (!(error instanceof SessionRevoked)) throw error;
    return { token: undefined, apply: (res) => clearSessionCookie(req, res) };
  }
  if (fresh === token) return keep;
  const value = await encode({ token: fresh, secret, maxAge: SESSION_MAX_AGE_SECONDS });
  const others = req.cookies.getAll().filter((c) => c.name !== cookie.name);
  return {
    token: fresh,
    requestCookie: [...others, { name: cookie.name, value }].map((c) => `${c.name}=${c.value}`).join("; "),
    apply(res) {
      res.cookies.set(cookie.name, value, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: cookie.name.startsWith("__Secure-"),
        expires: new Date(now + SESSION_MAX_AGE_SECONDS * 1000),
      });
    },
  };
}

import "server-only";
import { encode, type JWT } from "next-auth/jwt";
import type { NextRequest, NextResponse } from "next/server";
import type { RoutePath } from "@/lib/contract/routes";
import { clearSessionCookie } from "@/lib/bff/session-cookie";
import { webEnv } from "@/lib/env";
import { SESSION_MAX_AGE_SECONDS } from "./session-constants";

/** How long a session the API confirmed counts as alive before it is asked again. */
export const SESSION_RECHECK_MS = 60_000;

/** A cheap session-only read, typed by the route table so a rename is caught. */
const SESSION_PROBE = "/profile/sync-status" satisfies RoutePath;

/** Thrown from next-auth's jwt callback, which then clears the session cookie. */
export class SessionRevoked extends Error {
  override name = "SessionRevoked";
}

/** Undefined when the API could not say (down, slow), which never counts as signed out. */
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

/** The sealed cookie would look alive for 30 days after the API revoked it, so the API is asked again at most once a minute. */
export async function revalidate(token: JWT, now = Date.now()): Promise<JWT> {
  if (!token.apiToken) return token;
  if (token.checkedAt !== undefined && now - token.checkedAt < SESSION_RECHECK_MS) return token;
  const alive = await apiSessionAlive(token.apiToken);
  if (alive === false) throw new SessionRevoked("The API session has ended");
  return alive ? { ...token, checkedAt: now } : token;
}

/** A chunked cookie is left to next-auth itself. */
const WHOLE_SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token$/;

export type PageSession = {
  /** Undefined when there is none, or the API has ended it. */
  token: JWT | undefined;
  /** Set when the check re-sealed the session. */
  requestCookie?: string;
  apply(res: NextResponse): void;
};

/** In proxy.ts because a server component cannot set cookies, and without the re-sealed check time every later load would ask the API again. */
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

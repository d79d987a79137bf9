import "server-only";
import type { NextRequest, NextResponse } from "next/server";

/** next-auth's session cookie, plain or `__Secure-`, whole or split into numbered chunks. */
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/**
 * Expires the browser's session cookie on this answer. Used when the API says the session behind
 * it is gone (401): the browser then reads as signed out on its very next request, whatever its
 * page's JavaScript does with the 401.
 */
export function clearSessionCookie(req: NextRequest, res: NextResponse): void {
  for (const { name } of req.cookies.getAll()) {
    if (!SESSION_COOKIE.test(name)) continue;
    res.cookies.set(name, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure: name.startsWith("__Secure-") });
  }
}

import "server-only";
import type { NextRequest, NextResponse } from "next/server";

/** Plain or `__Secure-`, whole or split into numbered chunks. */
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/** On a 401, so the browser reads as signed out on its very next request, whatever its JavaScript does. */
export function clearSessionCookie(req: NextRequest, res: NextResponse): void {
  for (const { name } of req.cookies.getAll()) {
    if (!SESSION_COOKIE.test(name)) continue;
    res.cookies.set(name, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure: name.startsWith("__Secure-") });
  }
}

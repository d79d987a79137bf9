import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { gateApplies, gateDecision, isSignedInPath } from "@/lib/gate";
import { checkPageSession, type PageSession } from "@/lib/auth/session-check";
import { decodeSession } from "@/lib/auth/session-token";
import { webEnv } from "@/lib/env";
import { loopbackRedirect } from "@/lib/loopback";
import { contentSecurityPolicy, newNonce } from "@/lib/security-headers";

const PRIVATE_NO_STORE = "private, no-store, max-age=0, must-revalidate";

/** Loopback redirect, route gate with the once-a-minute session check, and the CSP nonce (docs/decisions/001-proxy-not-middleware.md, docs/decisions/012-web-edge-hardening.md). */
export async function proxy(req: NextRequest) {
  // At 127.0.0.1 while configured at localhost (or the reverse) every write would fail the BFF's Origin check.
  const loopback = loopbackRedirect(req.url, req.headers.get("host"), process.env.NEXTAUTH_URL);
  if (loopback) return NextResponse.redirect(loopback, 307);
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV !== "production");
  const { pathname, search } = req.nextUrl;
  const headers = new Headers(req.headers);
  let session: PageSession | undefined;
  if (gateApplies(pathname)) {
    // Here, because only here can the re-sealed cookie be set.
    session = await checkPageSession(req, await getToken({ req, secret: webEnv().NEXTAUTH_SECRET, decode: decodeSession }));
    const decision = gateDecision(pathname, search, Boolean(session.token?.apiToken));
    if (decision.action === "redirect") {
      const res = NextResponse.redirect(new URL(decision.to, req.url));
      res.headers.set("content-security-policy", csp);
      session.apply(res);
      return res;
    }
    if (session.requestCookie) headers.set("cookie", session.requestCookie);
  }
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("content-security-policy", csp);
  // A signed-in page carries the user's data: no cache (HTTP or back-forward) may keep it past sign-out.
  if (isSignedInPath(pathname)) res.headers.set("cache-control", PRIVATE_NO_STORE);
  session?.apply(res);
  return res;
}

export const config = {
  // Pages only: not the BFF (its bodies must stream past unread, see lib/bff/read-body.ts), nor
  // Next's static files, nor files served as they are.
  matcher: ["/((?!api/|_next/static|_next/image|favicon\\.ico|icon|apple-touch-icon|manifest\\.webmanifest|robots\\.txt).*)"],
};

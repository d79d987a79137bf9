import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { gateDecision } from "@/lib/gate";
import { webEnv } from "@/lib/env";

/**
 * The route gate (Next 16's name for middleware; see docs/decisions/001-proxy-not-middleware.md).
 * It decrypts the next-auth cookie; a forged or expired one counts as signed out. No database call.
 */
export async function proxy(req: NextRequest) {
  const token = await getToken({ req, secret: webEnv().NEXTAUTH_SECRET });
  const decision = gateDecision(req.nextUrl.pathname, req.nextUrl.search, Boolean(token?.apiToken));
  if (decision.action === "redirect") return NextResponse.redirect(new URL(decision.to, req.url));
  return NextResponse.next();
}

export const config = {
  matcher: [
    "/login",
    "/register",
    "/dashboard/:path*",
    "/smartsheet/:path*",
    "/profile/:path*",
    "/contests/:path*",
    "/network/:path*",
    "/stumbles/:path*",
    "/concepts/:path*",
  ],
};

import "server-only";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { forwardedRoute, type ForwardedPath } from "@/lib/contract/routes";
import { webEnv } from "@/lib/env";
import { forbiddenOrigin, forwardToApi, isSameOrigin, notSignedIn } from "./forward";

type AuthCall = Extract<ForwardedPath, `/auth/${string}`>;

/**
 * The BFF for the contract's browser-callable /auth/* calls. next-auth's route owns
 * /api/auth/*, so the catch-all never sees them; each gets a route file of its own that does
 * what the catch-all would: same-origin writes only, and the caller's API session when the
 * call needs one (docs/decisions/010-account-recovery-and-google-popup.md).
 */
export function authCallHandler(path: AuthCall) {
  const route = forwardedRoute(path);
  if (!route) throw new Error(`${path} is not a browser-callable route`);
  return async function POST(req: NextRequest) {
    if (!isSameOrigin(req)) return forbiddenOrigin();
    if (route.access === "public") return forwardToApi(req, path);
    const token = await getToken({ req, secret: webEnv().NEXTAUTH_SECRET });
    if (!token?.apiToken) return notSignedIn();
    return forwardToApi(req, path, token.apiToken);
  };
}

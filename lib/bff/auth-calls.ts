import "server-only";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { forwardedRoute, type ForwardedPath } from "@/lib/contract/routes";
import { webEnv } from "@/lib/env";
import { forbiddenOrigin, forwardToApi, isSameOrigin, notSignedIn } from "./forward";

type AuthCall = Extract<ForwardedPath, `/auth/${string}`>;

/** next-auth owns /api/auth/*, so each call gets its own route file doing what the catch-all would (docs/decisions/010-account-recovery-and-google-popup.md). */
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

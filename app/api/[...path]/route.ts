import { NextResponse, type NextRequest } from "next/server";
import { forwardedRoute } from "@/lib/contract/routes";
import { apiTokenOf } from "@/lib/bff/api-token";
import { BAD_PATH, isDecodablePath } from "@/lib/bff/bad-path";
import { forbiddenOrigin, forwardToApi, isSameOrigin, notSignedIn } from "@/lib/bff/forward";
import { hasSessionCookie, PERSONAL_TOKEN_SCHEME, personalTokenOf } from "@/lib/bff/personal-token";
import { createSessionBudget } from "@/lib/bff/session-budget";
import { webEnv } from "@/lib/env";

type Params = { params: Promise<{ path: string[] }> };

let budget: ReturnType<typeof createSessionBudget> | undefined;
const sessionBudget = () => (budget ??= createSessionBudget(webEnv().SESSION_REQUESTS_PER_SECOND));

/** Forwards the contract's paths only. */
async function handle(req: NextRequest, { params }: Params) {
  if (!isDecodablePath(req.nextUrl.pathname)) return NextResponse.json(BAD_PATH, { status: 400 });
  const path = `/${(await params).path.join("/")}`;
  const route = forwardedRoute(path);
  const allowed = route?.method;
  if (!route || !allowed) return NextResponse.json({ success: false, code: "not_found", message: "No such endpoint" }, { status: 404 });
  if (allowed !== req.method) {
    return NextResponse.json(
      { success: false, code: "method_not_allowed", message: "Method not allowed" },
      { status: 405, headers: { allow: allowed } },
    );
  }
  const personal = personalTokenOf(req);
  // A bearer call carries no cookie a third site could ride on; one bringing both is checked as a cookie call.
  const cookieCall = !personal || hasSessionCookie(req);
  if (req.method !== "GET" && cookieCall && !isSameOrigin(req)) return forbiddenOrigin();
  if (route.access === "public") return forwardToApi(req, path);
  if (personal) return forwardToApi(req, path, personal, PERSONAL_TOKEN_SCHEME);
  const started = performance.now();
  const apiToken = await apiTokenOf(req);
  if (!apiToken) return notSignedIn();
  const wait = sessionBudget().take(apiToken);
  if (wait > 0) {
    return NextResponse.json(
      { success: false, code: "rate_limited", message: `Too many requests. Try again in ${wait} ${wait === 1 ? "second" : "seconds"}.` },
      { status: 429, headers: { "retry-after": String(wait) } },
    );
  }
  const sessionMs = performance.now() - started;
  const res = await forwardToApi(req, path, apiToken);
  res.headers.append("server-timing", `session;dur=${sessionMs.toFixed(2)}`);
  return res;
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };

import { NextResponse, type NextRequest } from "next/server";
import { forwardedRoute } from "@/lib/contract/routes";
import { apiTokenOf } from "@/lib/bff/api-token";
import { BAD_PATH, isDecodablePath } from "@/lib/bff/bad-path";
import { forbiddenOrigin, forwardToApi, isSameOrigin, notSignedIn } from "@/lib/bff/forward";

type Params = { params: Promise<{ path: string[] }> };

/** The backend-for-frontend: forwards the contract's paths only, with the caller's API session. */
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
  if (req.method !== "GET" && !isSameOrigin(req)) return forbiddenOrigin();
  // Public calls (upcoming contests, the daily problem) need no session; every other one does.
  if (route.access === "public") return forwardToApi(req, path);
  const started = performance.now();
  const apiToken = await apiTokenOf(req);
  if (!apiToken) return notSignedIn();
  const sessionMs = performance.now() - started;
  const res = await forwardToApi(req, path, apiToken);
  res.headers.append("server-timing", `session;dur=${sessionMs.toFixed(2)}`);
  return res;
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };

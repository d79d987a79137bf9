import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { finishFlow, flowCookie } from "@/lib/auth/codeforces-verify";
import { publicOrigin, profileResult } from "@/lib/auth/codeforces-verify-urls";
import { webEnv } from "@/lib/env";

export const dynamic = "force-dynamic";

export async function GET(req: NextRequest) {
  const token = await getToken({ req, secret: webEnv().NEXTAUTH_SECRET });
  const origin = publicOrigin(req);
  const result =
    token?.apiToken && token.user
      ? await finishFlow(req.nextUrl.searchParams, req.cookies.get(flowCookie.name)?.value, token.user.id, token.apiToken, origin)
      : "failed";
  const res = NextResponse.redirect(profileResult(origin, result));
  // Single use, whatever happened.
  res.cookies.set(flowCookie.name, "", { path: flowCookie.path, maxAge: 0, httpOnly: true, sameSite: "lax" });
  return res;
}

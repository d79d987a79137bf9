import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { beginFlow, codeforcesOffered, flowCookie } from "@/lib/auth/codeforces-verify";
import { publicOrigin, profileResult } from "@/lib/auth/codeforces-verify-urls";
import { webEnv } from "@/lib/env";

export const dynamic = "force-dynamic";

/** A plain link from the profile's handles. */
export async function GET(req: NextRequest) {
  const token = await getToken({ req, secret: webEnv().NEXTAUTH_SECRET });
  const origin = publicOrigin(req);
  if (!token?.apiToken || !token.user) return NextResponse.redirect(new URL("/login?next=%2Fprofile", origin));
  if (!codeforcesOffered()) return NextResponse.redirect(profileResult(origin, "failed"));
  let flow: Awaited<ReturnType<typeof beginFlow>>;
  try {
    flow = await beginFlow(token.user.id, origin);
  } catch {
    return NextResponse.redirect(profileResult(origin, "failed"));
  }
  const res = NextResponse.redirect(flow.location);
  res.cookies.set(flowCookie.name, flow.cookie, {
    httpOnly: true,
    sameSite: "lax",
    secure: origin.startsWith("https:"),
    path: flowCookie.path,
    maxAge: flowCookie.maxAge,
  });
  return res;
}

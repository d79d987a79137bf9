import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { googlePopupFailure } from "@/lib/auth/google-popup-redirect";
import { authOptions } from "@/lib/auth/options";
import { guardAuthRequest } from "@/lib/auth/route-guard";

type Context = { params: Promise<{ nextauth: string[] }> };

// next-auth v4 types its App Router handler loosely; this is its real shape.
const handler = NextAuth(authOptions) as (req: Request, ctx: Context) => Promise<Response>;

/** Answers first what would make next-auth fail with a 500 (lib/auth/route-guard.ts). */
async function handle(req: NextRequest, ctx: Context) {
  const popup = googlePopupFailure(req, (await ctx.params).nextauth);
  if (popup) return popup;
  const guarded = await guardAuthRequest(req);
  return guarded instanceof Response ? guarded : handler(guarded, ctx);
}

export { handle as GET, handle as POST };

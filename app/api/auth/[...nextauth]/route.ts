import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { googlePopupFailure } from "@/lib/auth/google-popup-redirect";
import { authOptions } from "@/lib/auth/options";

type Context = { params: Promise<{ nextauth: string[] }> };

// next-auth v4 types its App Router handler loosely; this is its real shape.
const handler = NextAuth(authOptions) as (req: Request, ctx: Context) => Promise<Response>;

/** next-auth, except that a failed Google flow ends on the popup's result page (lib/auth/google-popup-redirect.ts). */
async function handle(req: NextRequest, ctx: Context) {
  return googlePopupFailure(req, (await ctx.params).nextauth) ?? handler(req, ctx);
}

export { handle as GET, handle as POST };

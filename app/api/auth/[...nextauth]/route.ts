import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

// next-auth v4 types its App Router handler loosely; this is its real shape.
const handler = NextAuth(authOptions) as (req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

export { handler as GET, handler as POST };

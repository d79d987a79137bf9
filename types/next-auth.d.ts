import type { SessionUser } from "@/lib/contract/auth";

declare module "next-auth" {
  interface User {
    apiToken?: string;
    userName?: string;
    fullName?: string;
    avatar?: string;
  }
  interface Session {
    user?: { id: string; name: string; email: string; userName: string };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    apiToken?: string;
    user?: SessionUser;
    /** ms since the epoch; see lib/auth/session-check.ts. */
    checkedAt?: number;
  }
}

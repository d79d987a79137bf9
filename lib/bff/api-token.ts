import "server-only";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { decodeSession } from "@/lib/auth/session-token";
import { webEnv } from "@/lib/env";

export type SessionSource = {
  cookies: { getAll(): Array<{ name: string; value: string }> };
  headers: Headers;
};

/** No network call (docs/decisions/002-session-token-inside-next-auth.md). */
export async function apiTokenOf(source: SessionSource): Promise<string | undefined> {
  // next-auth reads only the cookies (getAll) and the authorization header of what it is given.
  const token = await getToken({ req: source as NextRequest, secret: webEnv().NEXTAUTH_SECRET, decode: decodeSession });
  return token?.apiToken;
}

import "server-only";
import type { NextRequest } from "next/server";
import { PERSONAL_TOKEN_PREFIX } from "@/lib/contract/tokens";

/** The scheme the API reads a personal token under (server/features/tokens/token-access.ts). */
export const PERSONAL_TOKEN_SCHEME = "PersonalToken";

/** A personal access token sent as `Authorization: Bearer alp_…`, or undefined. */
export function personalTokenOf(req: NextRequest): string | undefined {
  const match = req.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/);
  const value = match?.[1];
  return value?.startsWith(PERSONAL_TOKEN_PREFIX) ? value : undefined;
}

/** Whether the browser sent next-auth's session cookie (whole or in chunks). */
export function hasSessionCookie(req: NextRequest): boolean {
  return req.cookies.getAll().some(({ name }) => /^(__Secure-)?next-auth\.session-token(\.\d+)?$/.test(name));
}

import "server-only";
import type { NextRequest } from "next/server";
import { PERSONAL_TOKEN_PREFIX } from "@/lib/contract/tokens";

/** server/features/tokens/token-access.ts */
export const PERSONAL_TOKEN_SCHEME = "PersonalToken";

export function personalTokenOf(req: NextRequest): string | undefined {
  const match = req.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/);
  const value = match?.[1];
  return value?.startsWith(PERSONAL_TOKEN_PREFIX) ? value : undefined;
}

export function hasSessionCookie(req: NextRequest): boolean {
  return req.cookies.getAll().some(({ name }) => /^(__Secure-)?next-auth\.session-token(\.\d+)?$/.test(name));
}

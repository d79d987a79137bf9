import type { NextRequest } from "next/server";
import { CODEFORCES_RESULT_PARAM, type CodeforcesResult } from "@/lib/contract/verification";
import { webEnv } from "@/lib/env";

/** The provider's redirect URI is registered under NEXTAUTH_URL. */
export function publicOrigin(req: NextRequest): string {
  const configured = webEnv().NEXTAUTH_URL;
  return (configured ? new URL(configured).origin : req.nextUrl.origin).replace(/\/+$/, "");
}

export const profileResult = (origin: string, result: CodeforcesResult) =>
  new URL(`/profile?${CODEFORCES_RESULT_PARAM}=${result}#verify-handles`, origin);

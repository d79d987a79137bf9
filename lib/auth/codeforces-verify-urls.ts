import type { NextRequest } from "next/server";
import { CODEFORCES_RESULT_PARAM, type CodeforcesResult } from "@/lib/contract/verification";
import { webEnv } from "@/lib/env";

/** The web app's public origin (NEXTAUTH_URL), which the provider's redirect URI is registered under. */
export function publicOrigin(req: NextRequest): string {
  const configured = webEnv().NEXTAUTH_URL;
  return (configured ? new URL(configured).origin : req.nextUrl.origin).replace(/\/+$/, "");
}

/** The profile's handles, told how the Codeforces sign-in went. */
export const profileResult = (origin: string, result: CodeforcesResult) =>
  new URL(`/profile?${CODEFORCES_RESULT_PARAM}=${result}#verify-handles`, origin);

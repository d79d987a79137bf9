import "server-only";
import type { User } from "next-auth";
import GoogleProvider, { type GoogleProfile } from "next-auth/providers/google";
import { sessionUserSchema } from "@/lib/contract/auth";
import { googleFullName, googleUserName, INTERNAL_SECRET_HEADER, type GsignInput } from "@/lib/contract/google-sign-in";
import { webEnv } from "@/lib/env";
import { GOOGLE_POPUP, type PopupError } from "./google-popup";

/** None unless GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are both set. */
export function googleProviders() {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER } = webEnv();
  if (!GOOGLE_CLIENT_ID || !GOOGLE_CLIENT_SECRET) return [];
  return [
    GoogleProvider({
      clientId: GOOGLE_CLIENT_ID,
      clientSecret: GOOGLE_CLIENT_SECRET,
      // Tests point this at a local OpenID Connect server; the flow and its checks stay Google's.
      ...(GOOGLE_ISSUER ? { wellKnown: `${GOOGLE_ISSUER.replace(/\/+$/, "")}/.well-known/openid-configuration` } : {}),
    }),
  ];
}

const failWith = (error: PopupError) => `${GOOGLE_POPUP.resultPath}?${new URLSearchParams({ error })}`;

type Gsign = { success?: boolean; user?: unknown; token?: string };

/** The session goes on `user` for the jwt callback; on failure no cookie is set and the popup is told why. */
export async function completeGoogleSignIn(user: User, profile: GoogleProfile | undefined): Promise<true | string> {
  const env = webEnv();
  if (!profile?.email || profile.email_verified !== true) return failWith("EmailNotVerified");
  if (!env.INTERNAL_API_SECRET) return failWith("Configuration");
  const email = profile.email.toLowerCase();
  const input: GsignInput = { fullName: googleFullName(profile.name, email), userName: googleUserName(profile.name ?? "", email), email };
  let res: Response;
  try {
    res = await fetch(`${env.API_URL}/auth/gsign`, {
      method: "POST",
      headers: { "content-type": "application/json", [INTERNAL_SECRET_HEADER]: env.INTERNAL_API_SECRET },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(env.BFF_TIMEOUT_MS),
    });
  } catch {
    return failWith("ServerError");
  }
  const body = (await res.json().catch(() => ({}))) as Gsign;
  if (res.status === 409) return failWith("AccountNotVerified");
  if (res.status === 401) return failWith("Configuration");
  const parsed = sessionUserSchema.safeParse(body.user);
  if (!res.ok || !body.success || !body.token || !parsed.success) return failWith("ServerError");
  Object.assign(user, { ...parsed.data, name: parsed.data.fullName, image: undefined, apiToken: body.token });
  return true;
}

import "server-only";
import type { NextAuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import type { GoogleProfile } from "next-auth/providers/google";
import { sessionUserSchema, type SessionUser } from "@/lib/contract/auth";
import { clientAddress } from "@/lib/bff/client-address";
import { webEnv } from "@/lib/env";
import { sameOriginCallback } from "./callback-url";
import { completeGoogleSignIn, googleProviders } from "./google";
import { revalidate } from "./session-check";
import { SESSION_MAX_AGE_SECONDS } from "./session-constants";
import { decodeSession } from "./session-token";

type ApiSignin = { success: boolean; message?: string; user?: SessionUser; token?: string };

async function apiSignin(identifier: string, password: string, forwardedFor: string | undefined): Promise<User> {
  let res: Response;
  try {
    res = await fetch(`${webEnv().API_URL}/auth/signin`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
      body: JSON.stringify({ identifier, password }),
      signal: AbortSignal.timeout(webEnv().BFF_TIMEOUT_MS),
    });
  } catch {
    throw new Error("Server error occurred");
  }
  const body = (await res.json().catch(() => ({}))) as ApiSignin;
  if (!res.ok || !body.success || !body.token || !body.user) {
    // next-auth hands this message back to signIn() as `error`.
    throw new Error(res.status >= 500 ? "Server error occurred" : (body.message ?? "Invalid email or password"));
  }
  const user = sessionUserSchema.parse(body.user);
  return { ...user, name: user.fullName, apiToken: body.token };
}

export const authOptions: NextAuthOptions = {
  secret: webEnv().NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  jwt: { decode: decodeSession },
  pages: { signIn: "/login" },
  providers: [
    CredentialsProvider({
      name: "Credentials",
      credentials: { identifier: { type: "text" }, password: { type: "password" } },
      async authorize(credentials, req) {
        const identifier = credentials?.identifier ?? "";
        const password = credentials?.password ?? "";
        const headers = (req.headers ?? {}) as Record<string, string | string[] | undefined>;
        const header = headers["x-forwarded-for"];
        const chain = Array.isArray(header) ? header.join(", ") : header;
        return apiSignin(identifier, password, clientAddress(chain, webEnv().TRUSTED_PROXY_HOPS));
      },
    }),
    ...googleProviders(),
  ],
  callbacks: {
    // Only this site, and never an exception for text that is not a URL (next-auth's default throws).
    redirect: ({ url, baseUrl }) => sameOriginCallback(url, baseUrl) ?? baseUrl,
    signIn({ user, account, profile }) {
      // The API decides which of our accounts Google's is (lib/auth/google.ts).
      if (account?.provider === "google") return completeGoogleSignIn(user, profile as GoogleProfile | undefined);
      return true;
    },
    async jwt({ token, user }) {
      if (user) {
        // The API token lives only inside this encrypted JWT; it is never sent to browser JavaScript.
        token.apiToken = user.apiToken;
        token.user = sessionUserSchema.parse(user);
        token.checkedAt = Date.now();
        return token;
      }
      // A password reset signs out everywhere, so a revoked session ends here too.
      return revalidate(token);
    },
    session({ session, token }) {
      session.user = token.user
        ? { id: token.user.id, name: token.user.fullName, email: token.user.email, userName: token.user.userName }
        : undefined;
      return session;
    },
  },
  events: {
    async signOut({ token }) {
      if (!token?.apiToken) return;
      await fetch(`${webEnv().API_URL}/auth/logout`, {
        method: "POST",
        headers: { authorization: `Bearer ${token.apiToken}` },
        signal: AbortSignal.timeout(5000),
      }).catch(() => undefined);
    },
  },
};

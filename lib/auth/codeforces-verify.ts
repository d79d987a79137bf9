import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { INTERNAL_SECRET_HEADER } from "@/lib/contract/google-sign-in";
import type { CodeforcesResult } from "@/lib/contract/verification";
import { webEnv } from "@/lib/env";
import { verifyIdToken } from "./id-token";

/** Links, does not sign in: the ID token's `handle` becomes the signed-in user's verified handle (docs/decisions/013-handle-verification.md). */

export const CALLBACK_PATH = "/api/verify/codeforces/callback";
const COOKIE = "al-cf-verify";
const FLOW_SECONDS = 600;

export function codeforcesOffered(): boolean {
  const env = webEnv();
  return Boolean(env.CODEFORCES_CLIENT_ID && env.CODEFORCES_CLIENT_SECRET);
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url().optional(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
});
type Discovery = z.infer<typeof discoverySchema>;

let discovered: { issuer: string; value: Promise<Discovery> } | undefined;

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(webEnv().BFF_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/** Asked once per process, again after a failure. */
function discovery(): Promise<Discovery> {
  const issuer = webEnv().CODEFORCES_ISSUER.replace(/\/+$/, "");
  if (discovered?.issuer !== issuer) {
    const value = fetchJson(`${issuer}/.well-known/openid-configuration`).then((raw) => discoverySchema.parse(raw));
    value.catch(() => (discovered = undefined));
    discovered = { issuer, value };
  }
  return discovered.value;
}

type Flow = { state: string; nonce: string; verifier: string; userId: string; until: number };

const secret = () => webEnv().NEXTAUTH_SECRET ?? "";
const mac = (data: string) => createHmac("sha256", `codeforces-verify:${secret()}`).update(data).digest("base64url");
const random = () => randomBytes(32).toString("base64url");

/** HMAC-signed and bound to the signed-in user. */
function sealFlow(flow: Flow): string {
  const data = Buffer.from(JSON.stringify(flow)).toString("base64url");
  return `${data}.${mac(data)}`;
}

function openFlow(cookie: string | undefined, now: number): Flow | null {
  const [data, sig] = (cookie ?? "").split(".");
  if (!data || !sig || !secret()) return null;
  const expected = Buffer.from(mac(data));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const flow = JSON.parse(Buffer.from(data, "base64url").toString("utf8")) as Flow;
  return flow.until > now ? flow : null;
}

export const flowCookie = { name: COOKIE, maxAge: FLOW_SECONDS, path: "/api/verify/codeforces" };

export async function beginFlow(userId: string, origin: string): Promise<{ location: string; cookie: string }> {
  const env = webEnv();
  const config = await discovery();
  const flow: Flow = { state: random(), nonce: random(), verifier: random(), userId, until: Date.now() + FLOW_SECONDS * 1000 };
  const url = new URL(config.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: env.CODEFORCES_CLIENT_ID!,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    scope: "openid",
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: createHash("sha256").update(flow.verifier).digest("base64url"),
    code_challenge_method: "S256",
  }).toString();
  return { location: url.toString(), cookie: sealFlow(flow) };
}

const tokenSchema = z.object({ id_token: z.string() });

async function handleFromCallback(params: URLSearchParams, flow: Flow, origin: string): Promise<string | null> {
  const env = webEnv();
  const state = params.get("state") ?? "";
  if (params.get("error") || state.length !== flow.state.length || !timingSafeEqual(Buffer.from(state), Buffer.from(flow.state))) {
    return null;
  }
  const code = params.get("code");
  if (!code) return null;
  const config = await discovery();
  const clientId = env.CODEFORCES_CLIENT_ID!;
  const clientSecret = env.CODEFORCES_CLIENT_SECRET!;
  const form = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    code_verifier: flow.verifier,
  });
  const methods = config.token_endpoint_auth_methods_supported ?? ["client_secret_basic"];
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };
  if (methods.includes("client_secret_basic")) {
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString("base64")}`;
  } else {
    form.set("client_id", clientId);
    form.set("client_secret", clientSecret);
  }
  const { id_token } = tokenSchema.parse(await fetchJson(config.token_endpoint, { method: "POST", headers, body: form }));
  const claims = await verifyIdToken(id_token, {
    issuer: config.issuer,
    clientId,
    clientSecret,
    nonce: flow.nonce,
    now: new Date(),
    keys: async () => {
      if (!config.jwks_uri) return [];
      const jwks = z.object({ keys: z.array(z.record(z.string(), z.unknown())) }).parse(await fetchJson(config.jwks_uri));
      return jwks.keys;
    },
  });
  return typeof claims.handle === "string" && claims.handle ? claims.handle : null;
}

/** The API refuses a handle another user has already verified. */
export async function finishFlow(
  params: URLSearchParams,
  cookie: string | undefined,
  userId: string,
  apiToken: string,
  origin: string,
): Promise<CodeforcesResult> {
  const env = webEnv();
  const flow = openFlow(cookie, Date.now());
  if (!flow || flow.userId !== userId || !env.INTERNAL_API_SECRET) return "failed";
  let handle: string | null;
  try {
    handle = await handleFromCallback(params, flow, origin);
  } catch {
    return "failed";
  }
  if (!handle) return "failed";
  try {
    const res = await fetch(`${env.API_URL}/verification/codeforces`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${apiToken}`,
        [INTERNAL_SECRET_HEADER]: env.INTERNAL_API_SECRET,
      },
      body: JSON.stringify({ handle }),
      signal: AbortSignal.timeout(env.BFF_TIMEOUT_MS),
    });
    if (res.status === 409) return "taken";
    return res.ok ? "verified" : "failed";
  } catch {
    return "failed";
  }
}

import "server-only";
import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { MAX_BODY_BYTES, PAYLOAD_TOO_LARGE } from "@/lib/contract/body-limit";
import { forwardedRoute } from "@/lib/contract/routes";
import { IDEMPOTENCY_HEADER } from "@/lib/contract/idempotency";
import { webEnv } from "@/lib/env";
import { loopbackAsOne } from "@/lib/loopback";
import { clientAddress } from "./client-address";
import { readLimitedBody } from "./read-body";
import { clearSessionCookie } from "./session-cookie";
import { callUpstream, UpstreamTimeout, type UpstreamReply } from "./upstream";

const json = (status: number, message: string, code: string) => NextResponse.json({ success: false, code, message }, { status });

/** From NEXTAUTH_URL as `npm start` sets it. */
export function publicOrigin(): string {
  const env = webEnv();
  return new URL(env.NEXTAUTH_URL ?? `http://localhost:${env.PORT}`).origin;
}

/** CSRF defence: Origin must be the configured public origin; the request's own Host headers are not consulted, as a client sends any it likes. */
export function isSameOrigin(req: NextRequest): boolean {
  const origin = req.headers.get("origin");
  if (!origin) return false;
  try {
    const from = new URL(origin).origin;
    if (from === publicOrigin()) return true;
    return webEnv().NEXTAUTH_URL === undefined && loopbackAsOne(from) === loopbackAsOne(publicOrigin());
  } catch {
    return false;
  }
}

function isJson(body: Buffer): boolean {
  try {
    JSON.parse(body.toString("utf8"));
    return true;
  } catch {
    return false;
  }
}

export const forbiddenOrigin = () => json(403, "Cross-origin request refused", "forbidden");
export const notSignedIn = () => json(401, "Please sign in again", "unauthorized");

/** 502 when the API is down, 504 when slow. */
export async function forwardToApi(req: NextRequest, path: string, apiToken?: string, scheme = "Bearer"): Promise<NextResponse> {
  const env = webEnv();
  const requestId = randomUUID();
  const headers: Record<string, string> = { "x-request-id": requestId };
  const type = req.headers.get("content-type");
  if (type) headers["content-type"] = type;
  if (apiToken) headers.authorization = `${scheme} ${apiToken}`;
  // Every try of one user action carries its key, so the API writes it once however often it is sent.
  const idempotencyKey = req.headers.get(IDEMPOTENCY_HEADER);
  if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
  // The API trusts exactly one address from us: the one worked out here, never the client's list.
  const address = clientAddress(req.headers.get("x-forwarded-for"), env.TRUSTED_PROXY_HOPS);
  if (address) headers["x-forwarded-for"] = address;

  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  // A body over the API's limit is refused here, unread, with the API's own answer.
  const limit = forwardedRoute(path)?.maxBodyBytes ?? MAX_BODY_BYTES;
  const read = hasBody ? await readLimitedBody(req, limit).catch(() => undefined) : undefined;
  if (hasBody && !read) return json(400, "The request body could not be read", "invalid");
  if (read && !read.ok) return NextResponse.json(PAYLOAD_TOO_LARGE, { status: 413, headers: { "x-request-id": requestId } });
  let upstream: UpstreamReply;
  const started = performance.now();
  try {
    upstream = await callUpstream(`${env.API_URL}${path}${req.nextUrl.search}`, {
      method: req.method,
      headers,
      body: read?.ok ? read.body : undefined,
      timeoutMs: env.BFF_TIMEOUT_MS,
    });
  } catch (error) {
    return error instanceof UpstreamTimeout
      ? json(504, "The server took too long to answer", "gateway_timeout")
      : json(502, "The server is unreachable", "bad_gateway");
  }
  if (!upstream.complete && !isJson(upstream.body)) {
    // The connection dropped mid-answer: the status still says what happened, the body is lost.
    return upstream.status === 413
      ? NextResponse.json(PAYLOAD_TOO_LARGE, { status: 413 })
      : json(502, "The server is unreachable", "bad_gateway");
  }
  const res = new NextResponse(new Uint8Array(upstream.body), { status: upstream.status });
  // How long the API took as seen from here, so the BFF's own share can be measured (npm run bench).
  res.headers.set("server-timing", `api;dur=${(performance.now() - started).toFixed(2)}`);
  res.headers.set("content-type", upstream.headers["content-type"] ?? "application/json");
  res.headers.set("x-request-id", requestId);
  res.headers.set("cache-control", "no-store");
  const retryAfter = upstream.headers["retry-after"];
  if (retryAfter) res.headers.set("retry-after", retryAfter);
  const disposition = upstream.headers["content-disposition"];
  if (disposition) res.headers.set("content-disposition", disposition);
  // The API no longer knows this session (signed out elsewhere, or a password reset): neither do we.
  if (apiToken && scheme === "Bearer" && upstream.status === 401) clearSessionCookie(req, res);
  return res;
}

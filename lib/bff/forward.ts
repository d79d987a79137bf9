import "server-only";
import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { webEnv } from "@/lib/env";

const json = (status: number, message: string, code: string) =>
  NextResponse.json({ success: false, code, message }, { status });

/**
 * CSRF defence for state-changing calls: the browser must say where the request comes
 * from, and it must be this origin.
 */
export function isSameOrigin(req: NextRequest): boolean {
  const origin = req.headers.get("origin");
  if (!origin) return false;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export const forbiddenOrigin = () => json(403, "Cross-origin request refused", "forbidden");
export const notSignedIn = () => json(401, "Please sign in again", "unauthorized");

function clientAddress(req: NextRequest): string | undefined {
  return req.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || undefined;
}

/** Forwards one request to the API with a request id and a timeout; 502 when down, 504 when slow. */
export async function forwardToApi(req: NextRequest, path: string, apiToken?: string): Promise<NextResponse> {
  const env = webEnv();
  const requestId = randomUUID();
  const headers: Record<string, string> = { "x-request-id": requestId };
  const type = req.headers.get("content-type");
  if (type) headers["content-type"] = type;
  if (apiToken) headers.authorization = `Bearer ${apiToken}`;
  const address = clientAddress(req);
  if (address) headers["x-forwarded-for"] = address;

  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  let upstream: Response;
  try {
    upstream = await fetch(`${env.API_URL}${path}${req.nextUrl.search}`, {
      method: req.method,
      headers,
      body: hasBody ? await req.arrayBuffer() : undefined,
      signal: AbortSignal.timeout(env.BFF_TIMEOUT_MS),
      cache: "no-store",
    });
  } catch (error) {
    // AbortSignal.timeout rejects with a DOMException named TimeoutError (not always an Error instance).
    const name = (error as { name?: unknown } | null)?.name;
    const timedOut = name === "TimeoutError" || name === "AbortError";
    return timedOut
      ? json(504, "The server took too long to answer", "gateway_timeout")
      : json(502, "The server is unreachable", "bad_gateway");
  }
  const body = await upstream.arrayBuffer();
  const res = new NextResponse(body, { status: upstream.status });
  res.headers.set("content-type", upstream.headers.get("content-type") ?? "application/json");
  res.headers.set("x-request-id", requestId);
  res.headers.set("cache-control", "no-store");
  const retryAfter = upstream.headers.get("retry-after");
  if (retryAfter) res.headers.set("retry-after", retryAfter);
  return res;
}

import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { ApiPath } from "@/lib/client/api";
import { ROUTES, type RouteResponse } from "@/lib/contract/routes";
import { webEnv } from "@/lib/env";
import { callUpstream } from "./upstream";

/**
 * How long a server-rendered page waits for a read before it renders without it: the browser then
 * reads it as it would have anyway, so a slow API costs at most this much on top.
 */
export const SERVER_READ_TIMEOUT_MS = 1500;

/** The route table, seen path by path, so a generic path's response schema is typed by that path. */
const TABLE: { [P in ApiPath<"GET">]: { response: z.ZodType<RouteResponse<P>> } } = ROUTES;

/** The body (parsed with the route's schema), or the status that came instead: 0 when nothing usable did. */
export type ServerRead<T> = { ok: true; data: T } | { ok: false; status: number };

/**
 * A read of the API made while rendering a page on the server, with the caller's API session:
 * what the browser would get from the BFF for the same path (and query, for a read that takes
 * one), so it can seed the browser's query cache. Never throws; a failure is the caller's to fall
 * back from.
 */
export async function serverRead<P extends ApiPath<"GET">>(
  path: P,
  apiToken: string,
  timeoutMs = SERVER_READ_TIMEOUT_MS,
  query?: Record<string, string | number>,
): Promise<ServerRead<RouteResponse<P>>> {
  const env = webEnv();
  const search = query ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString() : "";
  try {
    const reply = await callUpstream(`${env.API_URL}${path}${search ? `?${search}` : ""}`, {
      method: "GET",
      headers: { authorization: `Bearer ${apiToken}`, "x-request-id": randomUUID() },
      timeoutMs: Math.min(timeoutMs, env.BFF_TIMEOUT_MS),
    });
    if (!reply.complete) return { ok: false, status: 0 };
    if (reply.status < 200 || reply.status >= 300) return { ok: false, status: reply.status };
    const checked = TABLE[path].response.safeParse(JSON.parse(reply.body.toString("utf8")));
    return checked.success ? { ok: true, data: checked.data } : { ok: false, status: 0 };
  } catch {
    // Down, too slow, or a body that is not JSON.
    return { ok: false, status: 0 };
  }
}

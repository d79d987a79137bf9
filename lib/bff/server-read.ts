import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { ApiPath } from "@/lib/client/api";
import { ROUTES, type RouteResponse } from "@/lib/contract/routes";
import { webEnv } from "@/lib/env";
import { callUpstream } from "./upstream";

/** A slow API costs at most this on top: the browser then reads it as it would have anyway. */
export const SERVER_READ_TIMEOUT_MS = 1500;

/** Seen path by path, so a generic path's response schema is typed by that path. */
const TABLE: { [P in ApiPath<"GET">]: { response: z.ZodType<RouteResponse<P>> } } = ROUTES;

/** status 0 when nothing usable came. */
export type ServerRead<T> = { ok: true; data: T } | { ok: false; status: number };

/** Never throws; a failure is the caller's to fall back from. */
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
    return { ok: false, status: 0 };
  }
}

import { IDEMPOTENCY_HEADER, newIdempotencyKey } from "@/lib/contract/idempotency";
import type { ForwardedPath, RouteMethod, RouteRequest, RouteResponse } from "@/lib/contract/routes";
import { platformUnreachable, type ApiFailure, type ApiResult } from "./api-result";
import type * as Schemas from "./api-schemas";
import { MESSAGES } from "./messages";

export type { ApiFailure, ApiResult } from "./api-result";
export { failureReason } from "./api-result";

/** Written as "M is among the route's methods" so it holds for a literal method and for a union. */
type Allows<P extends ForwardedPath, M extends "GET" | "POST"> = M extends RouteMethod<P> ? true : false;

export type ApiPath<M extends "GET" | "POST" = "GET" | "POST"> = {
  [P in ForwardedPath]: true extends Allows<P, M> ? P : never;
}[ForwardedPath];

type CallInit<P extends ApiPath> =
  RouteRequest<P> extends undefined
    ? Allows<P, "GET"> extends true
      ? [init?: { method?: RouteMethod<P> }]
      : [init: { method: "POST" }]
    : [
        init:
          | (Allows<P, "POST"> extends true ? { body: RouteRequest<P> } : never)
          | (Allows<P, "GET"> extends true ? { query: RouteRequest<P> } : never),
      ];

type AnyInit = { method?: "GET" | "POST"; body?: unknown; query?: unknown };

type Hooks = {
  /** Injected so this module stays framework-free and testable. */
  toast: (message: string) => void;
  onSessionLost: () => void | Promise<void>;
  log: (message: string, detail: unknown) => void;
};

let hooks: Hooks = {
  toast: () => undefined,
  onSessionLost: () => undefined,
  log: (message, detail) => console.error(message, detail),
};

export function configureApiClient(next: Partial<Hooks>) {
  hooks = { ...hooks, ...next };
}

function urlOf(path: string, query: unknown): string {
  if (query === undefined || query === null) return `/api${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, string | number | boolean | null | undefined>)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `/api${path}?${search}` : `/api${path}`;
}

// A write whose answer was lost is tried once more with the same idempotency key, so one that landed is answered, not repeated.
const RETRIED_WRITE_STATUSES = new Set([502, 504]);
const WRITE_RETRY_DELAY_MS = 500;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Loaded on the first call, not with every page: the route table brings zod, which would otherwise delay every first paint.
let schemas: Promise<typeof Schemas> | undefined;
const loadSchemas = () => (schemas ??= import("./api-schemas"));

/** A body that does not match the route's response schema counts as a server error. */
async function send<P extends ApiPath>(path: P, { body, query, method: chosen }: AnyInit): Promise<ApiResult<RouteResponse<P>>> {
  const method = chosen ?? (body === undefined ? "GET" : "POST");
  const checking = loadSchemas();
  // A failed load is seen (and loaded again on the next call) where the answer is checked.
  checking.catch(() => (schemas = undefined));
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  // One key per user action, sent with every try of it, so the API does the write at most once.
  if (method === "POST") headers[IDEMPOTENCY_HEADER] = newIdempotencyKey();
  const tries = method === "POST" ? 2 : 1;
  let res: Response;
  for (let attempt = 1; ; attempt++) {
    try {
      res = await fetch(urlOf(path, query), {
        method,
        credentials: "same-origin",
        headers: Object.keys(headers).length ? headers : undefined,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      if (attempt < tries) {
        await pause(WRITE_RETRY_DELAY_MS);
        continue;
      }
      hooks.log(`${method} ${path} failed: no response`, error);
      hooks.toast(MESSAGES.networkError);
      return { ok: false, status: 0, error: null };
    }
    if (attempt < tries && RETRIED_WRITE_STATUSES.has(res.status)) {
      await pause(WRITE_RETRY_DELAY_MS);
      continue;
    }
    break;
  }
  const parsed: unknown = await res.json().catch(() => null);
  const loaded = await checking.then(
    (module) => ({ module }),
    (error: unknown) => ({ error }),
  );
  if ("error" in loaded) {
    // The page's code could not be fetched (offline, or a new deployment replaced it).
    hooks.log(`${method} ${path}: the answer could not be checked`, loaded.error);
    hooks.toast(MESSAGES.networkError);
    return { ok: false, status: 0, error: null };
  }
  const { TABLE, apiErrorSchema } = loaded.module;
  if (res.ok) {
    const checked = TABLE[path].response.safeParse(parsed);
    if (checked.success) return { ok: true, status: res.status, data: checked.data };
    hooks.log(`${method} ${path} answered a body the route table does not describe`, checked.error.issues);
    hooks.toast(MESSAGES.serverError);
    return { ok: false, status: 0, error: null };
  }

  hooks.log(`${method} ${path} failed: ${res.status}`, parsed);
  const error = apiErrorSchema.safeParse(parsed).data ?? null;
  // A platform the answer needed could not be reached: the caller says so in the API's words, once.
  if (res.status >= 500 && !platformUnreachable(res.status, error)) hooks.toast(MESSAGES.serverError);
  // Only a session the server says is gone signs the user out; any other failure is the caller's to show.
  else if (res.status === 401) await hooks.onSessionLost();
  return { ok: false, status: res.status, error };
}

/** Every browser call to the BFF, with docs/behaviour.md §8 applied once (a 503 naming an unreachable platform is left to the caller). */
export function apiFetch<P extends ApiPath>(path: P, ...[init]: CallInit<P>): Promise<ApiResult<RouteResponse<P>>> {
  return send(path, init ?? {});
}

/** apiFetch for callers that are generic over the path. */
export function apiWrite<P extends ApiPath<"POST">>(path: P, body: RouteRequest<P>): Promise<ApiResult<RouteResponse<P>>> {
  return send(path, { method: "POST", body });
}

/** A failed read, thrown so the query cache records an error state (docs/behaviour.md §8 was already applied). */
export class ApiReadError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.error?.message ?? `Request failed (${failure.status || "no response"})`);
    this.name = "ApiReadError";
  }
}

export type ReadPath = { [P in ApiPath<"GET">]: RouteRequest<P> extends undefined ? P : never }[ApiPath<"GET">];

export async function apiRead<P extends ReadPath>(path: P): Promise<RouteResponse<P>> {
  const result = await send(path, {});
  if (!result.ok) throw new ApiReadError(result);
  return result.data;
}

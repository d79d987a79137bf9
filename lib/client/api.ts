import { IDEMPOTENCY_HEADER, newIdempotencyKey } from "@/lib/contract/idempotency";
import type { ForwardedPath, RouteMethod, RouteRequest, RouteResponse } from "@/lib/contract/routes";
import { platformUnreachable, type ApiFailure, type ApiResult } from "./api-result";
import type * as Schemas from "./api-schemas";
import { MESSAGES } from "./messages";

export type { ApiFailure, ApiResult } from "./api-result";
export { failureReason } from "./api-result";

/**
 * Whether a route may be called with method M. Written as "M is among the route's methods" so
 * it holds both for a literal method and for a route whose method is typed as the union.
 */
type Allows<P extends ForwardedPath, M extends "GET" | "POST"> = M extends RouteMethod<P> ? true : false;

/** A path the browser may call through the BFF, optionally only those taking one method. */
export type ApiPath<M extends "GET" | "POST" = "GET" | "POST"> = {
  [P in ForwardedPath]: true extends Allows<P, M> ? P : never;
}[ForwardedPath];

/** What a call sends: a JSON body for writes, a query for reads that take one, nothing otherwise. */
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
  /** Shows a toast; injected so this module stays framework-free and testable. */
  toast: (message: string) => void;
  /** Clears the session and leaves for `/` (docs/behaviour.md §8). */
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

/**
 * A write whose answer was lost (no response, the API unreachable or too slow at the BFF) is tried
 * once more with the same idempotency key: if the first try did reach the API, the second gets its
 * answer back instead of writing again.
 */
const RETRIED_WRITE_STATUSES = new Set([502, 504]);
const WRITE_RETRY_DELAY_MS = 500;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The schemas answers are checked with, loaded on the first call (in parallel with it) instead of
 * with every page: the route table holds every route's schemas and brings zod, which would
 * otherwise be downloaded and run before any page's first paint. Signed-in pages arrive with their
 * data read on the server, so their first call often comes later, or not at all.
 */
let schemas: Promise<typeof Schemas> | undefined;
const loadSchemas = () => (schemas ??= import("./api-schemas"));

/**
 * Calls the BFF and reads a successful body with the route's response schema, so what the caller
 * gets is what the route table promises; a body that does not match counts as a server error.
 */
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

/**
 * Every browser call goes through here to the BFF (`/api/...`), typed by the contract's route
 * table, and docs/behaviour.md §8 is applied once: 5xx → 'Server error occurred' (except a 503
 * saying a platform could not be reached, which the caller shows in the API's words); 401 → session cleared
 * and back to `/`, no toast; no response → 'Network error'; every failure logged. Other
 * statuses are left to the caller.
 */
export function apiFetch<P extends ApiPath>(path: P, ...[init]: CallInit<P>): Promise<ApiResult<RouteResponse<P>>> {
  return send(path, init ?? {});
}

/** A write with its JSON body: apiFetch for callers that are generic over the path. */
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

/** Reads that take no query: what the query cache loads. */
export type ReadPath = { [P in ApiPath<"GET">]: RouteRequest<P> extends undefined ? P : never }[ApiPath<"GET">];

/** A read for the query cache: the body on success, an `ApiReadError` otherwise. */
export async function apiRead<P extends ReadPath>(path: P): Promise<RouteResponse<P>> {
  const result = await send(path, {});
  if (!result.ok) throw new ApiReadError(result);
  return result.data;
}

import type { ApiErrorBody } from "@/lib/contract/common";
import { MESSAGES } from "./messages";

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiErrorBody | null };

type Hooks = {
  /** Shows a toast; injected so this module stays framework-free and testable. */
  toast: (message: string) => void;
  /** Clears the session and leaves for `/` (spec §8). */
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

/**
 * Every browser call goes through here to the BFF (`/api/...`), and spec §8 is applied once:
 * 5xx → 'Server error occurred'; 400/401 → session cleared and back to `/`, no toast;
 * no response → 'Network error'; every failure logged. Other statuses are left to the caller.
 */
export async function apiFetch<T>(path: string, init: { method?: "GET" | "POST"; body?: unknown } = {}): Promise<ApiResult<T>> {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      credentials: "same-origin",
      headers: init.body === undefined ? undefined : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (error) {
    hooks.log(`${method} ${path} failed: no response`, error);
    hooks.toast(MESSAGES.networkError);
    return { ok: false, status: 0, error: null };
  }
  const body = (await res.json().catch(() => null)) as (T & { success?: boolean }) | ApiErrorBody | null;
  if (res.ok && body) return { ok: true, status: res.status, data: body as T };

  hooks.log(`${method} ${path} failed: ${res.status}`, body);
  if (res.status >= 500) hooks.toast(MESSAGES.serverError);
  else if (res.status === 400 || res.status === 401) await hooks.onSessionLost();
  return { ok: false, status: res.status, error: (body as ApiErrorBody | null) ?? null };
}

/** The server's reason for a failure, for toasts that need more than their fixed title. */
export function failureReason(result: ApiResult<unknown>): string | undefined {
  if (result.ok || result.status >= 500 || result.status === 0 || result.status === 401 || result.status === 400) return undefined;
  return result.error?.message;
}

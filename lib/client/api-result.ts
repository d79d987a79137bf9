import type { ApiErrorBody } from "@/lib/contract/common";

/**
 * What a call through the BFF came back with. Kept apart from the API client (api.ts), which
 * carries the whole route table and zod: toasts and forms that only read a result (sign-in,
 * sign-up) do not load those.
 */
export type ApiFailure = { ok: false; status: number; error: ApiErrorBody | null };
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

/** The server's reason for a failure, for toasts that need more than their fixed title. */
export function failureReason(result: ApiResult<unknown>): string | undefined {
  if (result.ok || result.status >= 500 || result.status === 0 || result.status === 401) return undefined;
  return result.error?.message;
}

import type { ApiErrorBody } from "@/lib/contract/common";

/**
 * What a call through the BFF came back with. Kept apart from the API client (api.ts), which
 * carries the whole route table and zod: toasts and forms that only read a result (sign-in,
 * sign-up) do not load those.
 */
export type ApiFailure = { ok: false; status: number; error: ApiErrorBody | null };
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

/**
 * A 503 whose body says a platform the answer needed could not be reached (code `unavailable`): its
 * message says what it means in words, and is shown instead of 'Server error occurred'.
 */
export const platformUnreachable = (status: number, error: ApiErrorBody | null) => status === 503 && error?.code === "unavailable";

/** The server's reason for a failure, for toasts that need more than their fixed title. */
export function failureReason(result: ApiResult<unknown>): string | undefined {
  if (result.ok || result.status === 0 || result.status === 401) return undefined;
  if (result.status >= 500) return platformUnreachable(result.status, result.error) ? result.error?.message : undefined;
  return result.error?.message;
}

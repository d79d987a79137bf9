import type { ApiErrorBody } from "@/lib/contract/common";

/** Apart from api.ts, which brings the route table and zod, so sign-in and sign-up need not load those. */
export type ApiFailure = { ok: false; status: number; error: ApiErrorBody | null };
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

/** Its message says what it means in words, shown instead of 'Server error occurred'. */
export const platformUnreachable = (status: number, error: ApiErrorBody | null) => status === 503 && error?.code === "unavailable";

/** For toasts that need more than their fixed title. */
export function failureReason(result: ApiResult<unknown>): string | undefined {
  if (result.ok || result.status === 0 || result.status === 401) return undefined;
  if (result.status >= 500) return platformUnreachable(result.status, result.error) ? result.error?.message : undefined;
  return result.error?.message;
}

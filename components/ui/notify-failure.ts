"use client";
import { failureReason, type ApiResult } from "@/lib/client/api";
import { notify } from "@/lib/client/notify";
import type { MessageKey } from "@/lib/client/messages";

/**
 * The failure toast for a write, with the server's reason as its description. apiFetch has
 * already said 'Server error occurred' or 'Network error' where that applies (spec §8); the
 * title here tells the user which action did not happen. A lost session leaves the page
 * anyway, so it gets no toast.
 */
export function notifyFailure(result: ApiResult<unknown>, key: MessageKey) {
  if (result.ok || result.status === 400 || result.status === 401) return;
  notify.error(key, failureReason(result));
}

/** 404 or 409 on an addressed item: the list on screen no longer matches the server's. */
export const isStaleList = (result: ApiResult<unknown>) => !result.ok && (result.status === 404 || result.status === 409);

"use client";
import { failureReason, type ApiResult } from "./api-result";
import { MESSAGES, type MessageKey } from "./messages";
import { loadToasts } from "./toast";

export const toastError = (message: string, description?: string) =>
  void loadToasts().then(({ toast }) => toast.error(message, description ? { description } : undefined));

/** The product's fixed strings (docs/behaviour.md §8) by key. */
export const notify = {
  success: (key: MessageKey) => void loadToasts().then(({ toast }) => toast.success(MESSAGES[key])),
  error: (key: MessageKey, description?: string) => toastError(MESSAGES[key], description),
  info: (key: MessageKey) => void loadToasts().then(({ toast }) => toast(MESSAGES[key])),
};

/** apiFetch has already toasted 5xx and network errors (docs/behaviour.md §8); a 401 leaves the page anyway, so no toast. */
export function notifyFailure(result: ApiResult<unknown>, key: MessageKey) {
  if (result.ok || result.status === 401) return;
  notify.error(key, failureReason(result));
}

/** On an addressed item the list on screen no longer matches the server's. */
export const isStaleList = (result: ApiResult<unknown>) => !result.ok && (result.status === 404 || result.status === 409);

const CARRIED_TOAST = "algo-ladder-toast";

/** Keeps a success toast for the next page load: an action that leaves by loading a new document (sign-out) still says it is done. */
export function notifyAfterLoad(key: MessageKey) {
  try {
    sessionStorage.setItem(CARRIED_TOAST, key);
  } catch {
    // Storage refused (private mode, quota): the action happens without its toast.
  }
}

/** Shows, once, the toast the previous page kept for this load. */
export function showCarriedToast() {
  let key: string | null = null;
  try {
    key = sessionStorage.getItem(CARRIED_TOAST);
    sessionStorage.removeItem(CARRIED_TOAST);
  } catch {
    return;
  }
  if (key && Object.hasOwn(MESSAGES, key)) notify.success(key as MessageKey);
}

import type { ApiErrorBody, FieldIssues } from "@/lib/contract/common";

export type ErrorCode =
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "invalid"
  | "rate_limited"
  | "internal"
  | "unavailable"
  /** A reset or verification link: unknown or altered, past its time, or already used. */
  | "token_invalid"
  | "token_expired"
  | "token_used";

const STATUS: Record<ErrorCode, 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503> = {
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  invalid: 422,
  rate_limited: 429,
  internal: 500,
  /** A platform we depend on for this answer is down, slow or refusing us right now. */
  unavailable: 503,
  token_invalid: 404,
  token_expired: 410,
  token_used: 410,
};

/** The message is safe to show a user. */
export class AppError extends Error {
  readonly status: (typeof STATUS)[ErrorCode];
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { issues?: FieldIssues; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.status = STATUS[code];
  }

  toBody(): ApiErrorBody {
    return {
      success: false,
      code: this.code,
      message: this.message,
      ...(this.extra.issues ? { issues: this.extra.issues } : {}),
    };
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} not found`);
export const unauthorized = () => new AppError("unauthorized", "Please sign in again");

/** One key per user action, sent with every try, so the API answers a retry with the first answer instead of writing twice. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{8,128}$/;

/** getRandomValues works outside secure contexts too. */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * Idempotency keys for writes: the client makes one per user action and sends it with every try of
 * that action, so the API can answer a retry with the first answer instead of writing twice.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{8,128}$/;

/** A fresh key for one user action: 128 random bits (getRandomValues works outside secure contexts too). */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

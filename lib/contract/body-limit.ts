/**
 * The largest request body anyone may send, and the answer to a larger one. The API enforces it
 * while streaming (server/http/middleware.ts) and the BFF before reading a body at all
 * (lib/bff/read-body.ts), so both sides give the same 413 and neither holds more in memory.
 */
export const MAX_BODY_BYTES = 64 * 1024;

export const PAYLOAD_TOO_LARGE = {
  success: false,
  code: "payload_too_large",
  message: "The request body is too large (64 KB at most)",
} as const;

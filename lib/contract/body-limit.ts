/** Enforced by the API while streaming and by the BFF before reading, so both give the same 413 and neither holds more. */
export const MAX_BODY_BYTES = 64 * 1024;

export const PAYLOAD_TOO_LARGE = {
  success: false,
  code: "payload_too_large",
  message: "The request body is too large (64 KB at most)",
} as const;

import pino, { type DestinationStream, type Logger as PinoLogger } from "pino";

export type Logger = PinoLogger;
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

/** Callers pass only safe fields, and redaction still catches a password, token or cookie. */
export function createLogger(level: LogLevel = "info", destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        paths: [
          "password",
          "newPassword",
          "token",
          "authorization",
          "cookie",
          "*.password",
          "*.newPassword",
          "*.token",
          "*.authorization",
          "*.cookie",
          "headers.authorization",
          "headers.cookie",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = {
  [L in Level]: (msg: string, fields?: Record<string, unknown>) => void;
};

/**
 * JSON lines on stdout. Callers pass only safe fields: request bodies, passwords,
 * tokens and cookies are never handed to the logger.
 */
export function createLogger(
  level: Level | "silent" = "info",
  write: (line: string) => void = (l) => process.stdout.write(l + "\n"),
): Logger {
  const log =
    (lvl: Level) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[lvl] < ORDER[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }));
    };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

/** A database error's message is never logged: it can quote bound values (password hashes, emails). */
export type ErrorLogFields = {
  kind: string;
  /** SQLSTATE. */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  message?: string;
  /** Stack frames only, without the message line. */
  at?: string[];
};

type Fields = Record<string, unknown>;

const kindOf = (value: unknown) => (value instanceof Error ? value.constructor.name || value.name : value === null ? "null" : typeof value);

const isDriverError = (value: unknown): value is Fields =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Fields).code === "string" &&
  /^[0-9A-Z]{5}$/.test((value as Fields).code as string);

const name = (value: unknown) => (typeof value === "string" && /^[\w.$-]{1,128}$/.test(value) ? value : undefined);

const frames = (error: Error) =>
  (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 6)
    .map((line) => line.trim());

export function errorLogFields(error: unknown): ErrorLogFields {
  const cause = error instanceof Error ? error.cause : undefined;
  const driver = isDriverError(error) ? error : isDriverError(cause) ? cause : undefined;
  const fromDatabase = driver !== undefined || kindOf(error) === "DrizzleQueryError";
  const out: ErrorLogFields = { kind: cause === undefined ? kindOf(error) : `${kindOf(error)} < ${kindOf(cause)}` };
  if (driver) {
    out.code = driver.code as string;
    out.constraint = name(driver.constraint);
    out.table = name(driver.table);
    out.column = name(driver.column);
  }
  if (error instanceof Error) {
    // Another error may have copied a database error's text into its own message.
    if (!fromDatabase && !/failed query|params:/i.test(error.message)) out.message = error.message.slice(0, 200);
    out.at = frames(error);
  }
  return out;
}

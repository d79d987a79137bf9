import { compose, type System } from "./compose";
import { SchemaBehindError } from "./db/migrate";

/** The API's and the worker's start: a schema that is behind ends the process with its one line, not a stack trace. */
export async function startSystem(): Promise<System> {
  try {
    return await compose();
  } catch (error) {
    if (!(error instanceof SchemaBehindError)) throw error;
    console.error(JSON.stringify({ level: "fatal", time: new Date().toISOString(), msg: error.message }));
    process.exit(1);
  }
}

import type { SQL } from "drizzle-orm";

/** Whatever runs a raw query: the database or a transaction. */
type Executor = { execute(query: SQL): PromiseLike<unknown> };

/**
 * The rows of a raw SQL query, typed by the caller from the query's own select list. Both drivers
 * (node-postgres and PGlite) answer `{ rows }`; this is the one place that reads that shape.
 */
export async function queryRows<T extends object>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

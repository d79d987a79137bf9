import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { poolOf } from "./client";

type Executor = { execute(query: SQL): PromiseLike<unknown> };

/** The one place that reads the drivers' `{ rows }` shape. */
export async function queryRows<T extends object>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/** Date and time types and their arrays come back as text, as Drizzle's own queries give them. */
const AS_TEXT = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);

/** Planned once per connection on PostgreSQL (docs/architecture.md §4); `name` must be unique to the query's text. */
export async function queryPrepared<T extends object>(db: Executor, name: string, query: SQL): Promise<T[]> {
  const pool = poolOf(db);
  if (!pool) return queryRows<T>(db, query);
  const { types } = await import("pg");
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await pool.query<T>({
    name,
    text,
    values: params,
    types: {
      getTypeParser: (oid: number, format?: "text" | "binary"): ((value: string) => unknown) =>
        AS_TEXT.has(oid) ? (value) => value : (types.getTypeParser(oid, format) as (value: string) => unknown),
    },
  });
  return result.rows;
}

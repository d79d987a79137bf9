import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** Both drivers answer `execute` with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Every public table's row count and a checksum of its rows, so a test can assert that a refused
 * request left the database exactly as it was (a new feature's table is covered without listing it).
 */
export async function databaseSnapshot(db: Db): Promise<Record<string, string>> {
  const found = await db.execute<{ name: string }>(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const out: Record<string, string> = {};
  for (const { name } of rowsOf<{ name: string }>(found)) {
    const result = await db.execute<{ n: string | number; sum: string | null }>(
      sql.raw(`select count(*) as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${name} t`),
    );
    const row = rowsOf<{ n: string | number; sum: string | null }>(result)[0]!;
    out[name] = `${row.n}:${row.sum}`;
  }
  return out;
}

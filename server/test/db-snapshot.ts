import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/raw";

/** Both drivers answer `execute` with `{ rows }`. */

/**
 * Every public table's row count and a checksum of its rows, so a test can assert that a refused
 * request left the database exactly as it was (a new feature's table is covered without listing it).
 * Read in one statement, so it is one consistent view and cheap enough to take around every request.
 */
export async function databaseSnapshot(db: Db): Promise<Record<string, string>> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((r) => r.name);
  if (!tables.length) return {};
  const parts = tables.map(
    (name) =>
      `select '${name.replaceAll("'", "''")}' as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${name} t`,
  );
  const rows = await queryRows<{ name: string; sum: string }>(db, sql.raw(parts.join(" union all ")));
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
}

/**
 * A snapshot once the database has stopped changing: unchanged over `quietMs` (read every 15 ms),
 * or whatever it is after `timeoutMs`. For requests that start work the answer does not wait for
 * (the auth routes' mails and their tokens), so that work lands before, not during, the next check.
 */
export async function settledSnapshot(db: Db, quietMs = 60, timeoutMs = 3000): Promise<Record<string, string>> {
  const deadline = Date.now() + timeoutMs;
  let last = await databaseSnapshot(db);
  let lastKey = JSON.stringify(last);
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 15));
    const next = await databaseSnapshot(db);
    const key = JSON.stringify(next);
    if (key !== lastKey) {
      last = next;
      lastKey = key;
      quietSince = Date.now();
    }
  }
  return last;
}

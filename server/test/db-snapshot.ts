import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/raw";

/** One statement, so it is one consistent view and cheap enough to take around every request. */
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

/** So work the answer does not wait for (the auth routes' mails) lands before, not during, the next check. */
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

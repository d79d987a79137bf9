import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { queryRows } from "./raw";

/** PGlite runs no autovacuum, so the sync applies autovacuum's rule itself (decision 024). */
export type StatisticsKeeper = {
  noteWritten(rows: number): void;
  /** True when it analysed. */
  refreshIfStale(): Promise<boolean>;
};

export const ANALYZE_BASE_ROWS = 50;
export const ANALYZE_SCALE = 0.1;

export function createStatisticsKeeper(db: Db): StatisticsKeeper {
  let written = 0;
  let rowsAtLast: number | undefined;
  let running: Promise<boolean> | undefined;

  const analysedRows = async () => {
    const [row] = await queryRows<{ rows: number }>(
      db,
      sql`select reltuples::float8 as rows from pg_class where oid = 'submissions'::regclass`,
    );
    return Number(row?.rows ?? -1);
  };

  const hasSubmissions = async () => (await queryRows(db, sql`select 1 from submissions limit 1`)).length > 0;

  async function refresh(): Promise<boolean> {
    // -1 until the table's first ANALYZE.
    rowsAtLast ??= await analysedRows();
    const due = rowsAtLast < 0 ? written > 0 || (await hasSubmissions()) : written >= ANALYZE_BASE_ROWS + ANALYZE_SCALE * rowsAtLast;
    if (!due) return false;
    const counted = written;
    // A bare ANALYZE also tries the catalogues, warning a role that does not own them.
    const tables = await queryRows<{ name: string }>(
      db,
      sql`select format('%I', tablename) as name from pg_tables where schemaname = current_schema() and tableowner = current_user`,
    );
    if (tables.length) await db.execute(sql.raw(`analyze ${tables.map((t) => t.name).join(", ")}`));
    written -= counted;
    rowsAtLast = Math.max(0, await analysedRows());
    return true;
  }

  return {
    noteWritten(rows) {
      written += rows;
    },
    refreshIfStale() {
      // One at a time: two sync lanes may end their rounds together.
      running ??= refresh().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}

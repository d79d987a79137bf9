import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { queryRows } from "./raw";

/**
 * The planner's statistics, kept current from the sync's side (docs/decisions/024-planner-statistics.md).
 *
 * PostgreSQL picks a plan from each table's statistics, which ANALYZE takes. A PostgreSQL server's
 * autovacuum takes them a minute or so after enough rows change, but PGlite, the embedded default,
 * runs no autovacuum: without this its tables are never analysed, and the planner, guessing, scans
 * the whole submissions table where an index serves (the dashboard's network query: 7.5 ms on the
 * demo's 23,000 submissions, 0.9 ms once analysed). The sync writes nearly all the rows, so it
 * counts them here, and after a sync round that wrote enough, the keeper analyses its tables. The
 * rule is autovacuum's own: 50 rows plus a tenth of the submissions there were at the last ANALYZE.
 * On PostgreSQL it also spares the minute after a large first sync, and ANALYZE there blocks no read.
 */
export type StatisticsKeeper = {
  /** Rows a sync just wrote (its submissions). */
  noteWritten(rows: number): void;
  /** Analyses the database when the rows written since the last time call for it, or when it never was. True when it did. */
  refreshIfStale(): Promise<boolean>;
};

export const ANALYZE_BASE_ROWS = 50;
export const ANALYZE_SCALE = 0.1;

export function createStatisticsKeeper(db: Db): StatisticsKeeper {
  let written = 0;
  /** Submissions at the last ANALYZE, as the statistics say; undefined until first read. */
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
    // -1 until the table's first ANALYZE (or VACUUM): an embedded database that was never analysed.
    rowsAtLast ??= await analysedRows();
    const due = rowsAtLast < 0 ? written > 0 || (await hasSubmissions()) : written >= ANALYZE_BASE_ROWS + ANALYZE_SCALE * rowsAtLast;
    if (!due) return false;
    const counted = written;
    // Our own tables by name: a bare ANALYZE also tries the catalogues, and a role that does not
    // own them gets a warning for each.
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

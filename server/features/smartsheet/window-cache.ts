import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryPrepared } from "../../db/raw";

/** An account's summary row in the window: problem, latest attempt, first and latest solve (epoch ms). */
export type WindowRow = [problemId: number, lastAt: number, solvedAt: number | null, lastSolvedAt: number | null];

/**
 * A first solve in the window of a problem the account solved before it, as found for the window
 * starting at `since`: the first accepted submission from then on, or null if none. It holds for a
 * later start as long as it is not before that start (the first from an earlier start that is also
 * after the later one is the first from the later one; none from an earlier start, none later).
 */
export type FirstSolve = { since: number; first: number | null };

/** Whether a kept first solve holds for the window starting at `from`. */
export const holdsFrom = (kept: FirstSolve, from: number) => kept.since <= from && (kept.first === null || kept.first >= from);

/**
 * An account's rows with `lastAt` ≥ `since`, read at activity version `version`, and the first
 * solves in the window found so far for its rows solved before the window and again in it, by
 * problem (found when such a row makes a sheet; they belong to this version like the rows).
 */
export type AccountWindow = { version: string; since: number; rows: WindowRow[]; firstSolves?: Map<number, FirstSolve> };

/**
 * Network accounts' summary rows in the window, kept in memory per account and activity version
 * and shared by every viewer who follows the account: after a sync changes one account, the next
 * sheet reads that account's rows again and ranks the rest from memory. The window only moves
 * forward, so rows read for an earlier start still hold every row of a later one. The least
 * recently used accounts go first past `maxRows`.
 */
export function accountWindows({ maxRows }: { maxRows: number }) {
  const kept = new Map<string, AccountWindow>();
  let rows = 0;
  const drop = (accountId: string) => {
    const entry = kept.get(accountId);
    if (!entry) return;
    kept.delete(accountId);
    rows -= entry.rows.length;
  };
  return {
    get(accountId: string, version: string, since: number) {
      const entry = kept.get(accountId);
      if (!entry || entry.version !== version || entry.since > since) return undefined;
      kept.delete(accountId);
      kept.set(accountId, entry);
      return entry;
    },
    set(accountId: string, window: AccountWindow) {
      drop(accountId);
      if (window.rows.length > maxRows) return;
      kept.set(accountId, window);
      rows += window.rows.length;
      for (const oldest of kept.keys()) {
        if (rows <= maxRows) break;
        drop(oldest);
      }
    },
    size: () => ({ accounts: kept.size, rows }),
  };
}

export type AccountWindows = ReturnType<typeof accountWindows>;

/** Epoch milliseconds of a timestamp, to the millisecond, as a JSON number (date_part is a double; extract's numeric costs more). */
export const ms = (column: SQL) => sql`round(date_part('epoch', ${column}) * 1000)`;

/**
 * The window's summary rows of the given accounts, one index range each through (account_id,
 * last_at) (account_problem_activity_recent_idx), as one JSON value per account.
 */
export const windowRowsQuery = (accountIds: readonly string[], since: Date) => sql`
    select a.account_id::text as account_id,
      json_agg(json_build_array(a.problem_id, ${ms(sql`a.last_at`)}, ${ms(sql`a.solved_at`)}, ${ms(sql`a.last_solved_at`)})) as rows
    from unnest(string_to_array(${accountIds.join(",")}, ',')::uuid[]) x(id)
    cross join lateral (
      select s.account_id, s.problem_id, s.last_at, s.solved_at, s.last_solved_at
      from account_problem_activity s
      where s.account_id = x.id and s.last_at >= ${since}
      offset 0 -- one range per account, never a scan of the whole summary
    ) a
    group by a.account_id`;

/** The rows in the window of every account, from memory where its version is unchanged, else read (one statement). */
export async function windowRows(db: Db, windows: AccountWindows, accounts: ReadonlyMap<string, string>, since: Date) {
  const found = new Map<string, AccountWindow>();
  const missing: string[] = [];
  for (const [accountId, version] of accounts) {
    const entry = windows.get(accountId, version, since.getTime());
    if (entry) found.set(accountId, entry);
    else missing.push(accountId);
  }
  if (missing.length) {
    const read = await queryPrepared<{ account_id: string; rows: WindowRow[] }>(db, "sheet_window_rows", windowRowsQuery(missing, since));
    const byAccount = new Map(read.map((r) => [r.account_id, r.rows]));
    for (const accountId of missing) {
      const entry = { version: accounts.get(accountId)!, since: since.getTime(), rows: byAccount.get(accountId) ?? [] };
      windows.set(accountId, entry);
      found.set(accountId, entry);
    }
  }
  return found;
}

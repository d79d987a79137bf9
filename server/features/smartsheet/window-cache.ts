import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryPrepared } from "../../db/raw";

/** Epoch ms. */
export type WindowRow = [problemId: number, lastAt: number, solvedAt: number | null, lastSolvedAt: number | null];

/** A first solve found from `since`; it holds for a later start as long as it is not before that start. */
export type FirstSolve = { since: number; first: number | null };

export const holdsFrom = (kept: FirstSolve, from: number) => kept.since <= from && (kept.first === null || kept.first >= from);

/** Rows with `lastAt` ≥ `since` at activity `version`, plus the first solves in the window found so far. */
export type AccountWindow = { version: string; since: number; rows: WindowRow[]; firstSolves?: Map<number, FirstSolve> };

/** Shared by every viewer who follows the account; the window only moves forward, so earlier rows still cover a later start. */
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

/** date_part is a double; extract's numeric costs more. */
export const ms = (column: SQL) => sql`round(date_part('epoch', ${column}) * 1000)`;

/** One index range per account through account_problem_activity_recent_idx. */
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

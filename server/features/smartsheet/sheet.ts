import type { PlatformId } from "@/lib/contract/platforms";
import type { Db } from "../../db/client";
import { queryPrepared } from "../../db/raw";
import { readSheetNetwork, type PersonAccount, type SheetNetworkRead } from "./network";
import { rankProblems } from "./rank";
import { iso, sheetDetailsQuery, sheetEntries, type ProblemDetails } from "./details";
import { accountWindows, holdsFrom, windowRows, type AccountWindows } from "./window-cache";

const time = (v: string | Date) => new Date(v).getTime();

type SheetWindow = {
  since: Date;
  /** An account not synced since then (or failing) is stale. */
  staleBefore: Date;
  limit: number;
};

export const STALEST_NAMED = 3;

function freshnessOf(people: readonly PersonAccount[], staleBefore: Date) {
  const accounts = new Map(people.map((p) => [p[2], p]));
  let oldest: number | null = null;
  const stale: Array<{ name: string; platform: PlatformId; at: number }> = [];
  for (const [, name, , platform, , syncedAt, status] of accounts.values()) {
    const at = syncedAt === null ? null : time(syncedAt);
    if (at !== null && (oldest === null || at < oldest)) oldest = at;
    if (at === null || at < staleBefore.getTime() || status === "error") stale.push({ name, platform, at: at ?? -Infinity });
  }
  const stalest = stale
    .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name))
    .slice(0, STALEST_NAMED)
    .map(({ name, platform }) => ({ name, platform }));
  return { oldestSyncAt: oldest === null ? null : iso(oldest), staleAccounts: stale.length, stalest };
}

/** Ranks from memory for accounts whose activity version is unchanged, so a sheet's cost follows what changed (docs/architecture.md §4). */
export async function readSmartSheet(
  db: Db,
  userId: string,
  { since, staleBefore, limit }: SheetWindow,
  { network, windows = accountWindows({ maxRows: 1_000_000 }) }: { network?: SheetNetworkRead; windows?: AccountWindows } = {},
) {
  const { people, verified } = network ?? (await readSheetNetwork(db, userId)).network;
  const freshness = freshnessOf(people, staleBefore);
  const windowsOf = await windowRows(db, windows, new Map(people.map((p) => [p[2], p[4]])), since);

  const from = since.getTime();
  const top = rankProblems(people, new Map([...windowsOf].map(([accountId, w]) => [accountId, w.rows])), from, limit);
  if (top.length === 0) return { sheet: [], freshness };

  // Kept with the account's window once found, else read from the submissions.
  const solvedAgain = new Map<string, number>();
  const ask = new Map<string, [accountId: string, problemId: number]>();
  for (const { problemId, hits } of top)
    for (const { person, row } of hits) {
      const [, , solvedAt, lastSolvedAt] = row;
      if (solvedAt === null || solvedAt >= from || lastSolvedAt === null || lastSolvedAt < from) continue;
      const accountId = person[2];
      const known = windowsOf.get(accountId)?.firstSolves?.get(problemId);
      if (known && holdsFrom(known, from)) {
        if (known.first !== null) solvedAgain.set(`${accountId}:${problemId}`, known.first);
      } else ask.set(`${accountId}:${problemId}`, [accountId, problemId]);
    }
  const [details] = await queryPrepared<{ problems: ProblemDetails[] | null; again: Array<[string, number, number]> | null }>(
    db,
    "sheet_details",
    sheetDetailsQuery(
      userId,
      top.map((t) => t.problemId),
      [...ask.values()],
      since,
    ),
  );
  const problems = new Map((details?.problems ?? []).map((p) => [p[0], p]));
  for (const [accountId, problemId, first] of details?.again ?? []) solvedAgain.set(`${accountId}:${problemId}`, first);
  for (const [key, [accountId, problemId]] of ask) {
    const window = windowsOf.get(accountId)!;
    (window.firstSolves ??= new Map()).set(problemId, { since: from, first: solvedAgain.get(key) ?? null });
  }
  return { sheet: sheetEntries(top, problems, solvedAgain, people, verified, from), freshness };
}

import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { SmartSheetEntry } from "@/lib/contract/network";
import type { PlatformId } from "@/lib/contract/platforms";
import { networkPeople } from "../../accounts/network";
import type { Db } from "../../db/client";
import { queryPrepared } from "../../db/raw";

const time = (v: string | Date) => new Date(v).getTime();

type SheetWindow = {
  /** The window's start: activity since then counts. */
  since: Date;
  /** An account not synced since then (or failing) is stale. */
  staleBefore: Date;
  /** How many problems the sheet lists at most. */
  limit: number;
};

/** A network account of a person: person, name, account, its platform, activity version, last sync, status. */
export type PersonAccount = [
  person: string,
  name: string,
  accountId: string,
  platform: PlatformId,
  version: string,
  lastSyncedAt: string | null,
  status: string,
];

/**
 * What the sheet is computed from, apart from the clock, the summary rows and the problems'
 * details: the network's people and their accounts with each account's activity version (bumped
 * in the same transaction as every write to its submissions, drizzle/0014), sync time and status;
 * the viewer's own accounts and their versions (the "solved by me" marks); and the handles the
 * people proved and still name as theirs.
 */
type SheetNetwork = {
  people: PersonAccount[] | null;
  mine: Array<[platform: string, accountId: string, version: string]> | null;
  verified: Array<[person: string, accountId: string]> | null;
};

/**
 * The network behind a user's sheet as one row of JSON values: one index lookup per network
 * account, where the sheet's window is tens of rows per account. The people come in a fixed order
 * (person, then account), which the sheet keeps where times tie.
 */
export const sheetNetworkQuery = (userId: string) => sql`
    with people as materialized (
      select x.person, x.name, x.account_id from (${networkPeople(userId)}) x
    )
    select
      (select json_agg(json_build_array(p.person, p.name, a.id, a.platform, a.activity_version::text, a.last_synced_at, a.status)
          order by p.person, a.id)
        from people p join platform_accounts a on a.id = p.account_id) as people,
      (select json_agg(json_build_array(h.platform, a.id, a.activity_version::text) order by h.platform)
        from user_handles h join platform_accounts a on a.id = h.account_id
        where h.user_id = ${userId}) as mine,
      (select json_agg(json_build_array(v.user_id::text, v.account_id) order by v.user_id, v.account_id)
        from verified_handles v
        join user_handles h on h.user_id = v.user_id and h.account_id = v.account_id
        where v.user_id::text in (select person from people)) as verified`;

/** The network behind a user's sheet, and its fingerprint: equal fingerprints, an equal sheet for the same window. */
export async function readSheetNetwork(db: Db, userId: string) {
  const [row] = await queryPrepared<SheetNetwork>(db, "sheet_network", sheetNetworkQuery(userId));
  const network = { people: row?.people ?? [], mine: row?.mine ?? [], verified: row?.verified ?? [] };
  return { network, fingerprint: createHash("sha256").update(JSON.stringify(network)).digest("base64url") };
}

type SheetNetworkRead = Awaited<ReturnType<typeof readSheetNetwork>>["network"];

/** An account's summary row in the window: problem, latest attempt, first and latest solve (epoch ms). */
export type WindowRow = [problemId: number, lastAt: number, solvedAt: number | null, lastSolvedAt: number | null];

/**
 * A first solve in the window of a problem the account solved before it, as found for the window
 * starting at `since`: the first accepted submission from then on, or null if none. It holds for a
 * later start as long as it is not before that start (the first from an earlier start that is also
 * after the later one is the first from the later one; none from an earlier start, none later).
 */
type FirstSolve = { since: number; first: number | null };

/** Whether a kept first solve holds for the window starting at `from`. */
const holdsFrom = (kept: FirstSolve, from: number) => kept.since <= from && (kept.first === null || kept.first >= from);

/**
 * An account's rows with `lastAt` ≥ `since`, read at activity version `version`, and the first
 * solves in the window found so far for its rows solved before the window and again in it, by
 * problem (found when such a row makes a sheet; they belong to this version like the rows).
 */
type AccountWindow = { version: string; since: number; rows: WindowRow[]; firstSolves?: Map<number, FirstSolve> };

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
const ms = (column: SQL) => sql`round(date_part('epoch', ${column}) * 1000)`;

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
async function windowRows(db: Db, windows: AccountWindows, accounts: ReadonlyMap<string, string>, since: Date) {
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

/**
 * The chosen problems' details and whether the viewer solved each (on any of their accounts, ever),
 * and, for the rows solved before the window and again in it, the first solve in the window.
 */
export const sheetDetailsQuery = (
  userId: string,
  problemIds: readonly number[],
  again: ReadonlyArray<[string, number]>,
  since: Date,
) => sql`
    select
      (select json_agg(json_build_array(pr.id, pr.name, pr.url, pr.difficulty, pr.rating, pr.platform, pr.tags,
          exists (
            select 1 from user_handles h
            join account_problem_activity a on a.account_id = h.account_id and a.problem_id = pr.id
            where h.user_id = ${userId} and a.solved_at is not null
          ),
          (select json_build_array(ps.unified, ps.estimated) from problem_scale ps where ps.problem_id = pr.id)))
        from problems pr
        where pr.id = any(string_to_array(${problemIds.join(",")}, ',')::bigint[])) as problems,
      (select json_agg(json_build_array(t.account_id, t.problem_id, ${ms(sql`x.first`)}))
        from unnest(
          string_to_array(${again.map(([a]) => a).join(",")}, ',')::uuid[],
          string_to_array(${again.map(([, p]) => p).join(",")}, ',')::bigint[]
        ) t(account_id, problem_id)
        cross join lateral (
          select min(s.submitted_at) as first from submissions s
          where s.account_id = t.account_id and s.problem_id = t.problem_id
            and s.verdict = 'accepted' and s.submitted_at >= ${since}
        ) x
        where x.first is not null) as again`;

type ProblemDetails = [
  id: number,
  name: string,
  url: string,
  difficulty: string | null,
  rating: number | null,
  platform: PlatformId,
  tags: string[],
  solvedByMe: boolean,
  oneScale: [unified: number, estimated: boolean] | null,
];

/** A person on one problem; times in epoch milliseconds, each parsed once. */
type Person = { id: string; name: string; at: number; solvedAt: number | null; verified: boolean };

const iso = (ms: number) => new Date(ms).toISOString();
const sheetPerson = (p: Person, at: number) => ({
  id: p.id,
  name: p.name,
  at: iso(at),
  ...(p.verified ? { verified: true as const } : {}),
});

/** A network account's row on a problem, in the order the sheet lists people. */
type Hit = { person: PersonAccount; row: WindowRow };

/**
 * Problem ids to dense slots 0, 1, 2… in the order first seen: open addressing over typed arrays,
 * sized once for `capacity` ids. A network's window is ten thousand rows; a Map took 3 ms to count
 * them on the benchmark's network, this table 0.15 ms.
 */
function denseSlots(capacity: number) {
  let size = 16;
  while (size < capacity * 2) size *= 2;
  const mask = size - 1;
  const keys = new Float64Array(size);
  const slots = new Int32Array(size).fill(-1);
  let count = 0;
  /** The id's slot; a new id takes the next one (the count of ids seen before it). */
  return (id: number): number => {
    // Ids are integers below 2^53: both 32-bit halves go into the hash.
    let h = (Math.imul(id | 0, 0x9e3779b1) ^ ((id / 0x100000000) | 0)) & mask;
    for (;;) {
      const slot = slots[h]!;
      if (slot === -1) {
        slots[h] = count;
        keys[h] = id;
        return count++;
      }
      if (keys[h] === id) return slot;
      h = (h + 1) & mask;
    }
  };
}

/**
 * The `limit` problems with the most network rows in the window (from `from` on), then the latest
 * attempt, each with its rows in people order. A network's window holds thousands of rows over
 * thousands of problems, most with one or two rows, so it counts into typed arrays by dense slot
 * and sorts only what can make the cut: the problems above the count the cut falls on, and that
 * count's problems by their latest attempt (as numbers, natively); ties at the very cut go to the
 * problem seen first.
 */
export function rankProblems(
  people: readonly PersonAccount[],
  rowsOf: ReadonlyMap<string, readonly WindowRow[]>,
  from: number,
  limit: number,
): Array<{ problemId: number; hits: Hit[] }> {
  const lists = people.map((person) => rowsOf.get(person[2]) ?? []);
  let capacity = 0;
  for (const rows of lists) capacity += rows.length;
  const slotOf = denseSlots(capacity);
  // Per slot: the problem, its rows in the window and its latest attempt. Per row, in people
  // order: its problem's slot, or -1 before the window.
  const ids = new Float64Array(capacity);
  const counts = new Int32Array(capacity);
  const lasts = new Float64Array(capacity);
  const rowSlots = new Int32Array(capacity);
  let problems = 0;
  let most = 0;
  let k = 0;
  for (const rows of lists)
    for (const row of rows) {
      const at = row[1];
      if (at < from) {
        rowSlots[k++] = -1;
        continue;
      }
      const slot = slotOf(row[0]);
      rowSlots[k++] = slot;
      if (slot === problems) {
        ids[slot] = row[0];
        counts[slot] = 1;
        lasts[slot] = at;
        problems++;
        if (most < 1) most = 1;
      } else {
        const count = ++counts[slot]!;
        if (count > most) most = count;
        if (at > lasts[slot]!) lasts[slot] = at;
      }
    }

  // The count the cut falls on: every problem above it is in, and it fills the rest.
  const problemsWith = new Int32Array(most + 1);
  for (let i = 0; i < problems; i++) problemsWith[counts[i]!]!++;
  let cutCount = most;
  let above = 0;
  while (cutCount > 1 && above + problemsWith[cutCount]! < limit) above += problemsWith[cutCount--]!;
  const room = limit - above;
  // Among the problems with that count, the `room` latest: their attempts sorted as numbers.
  let latestOut = -Infinity;
  if (problemsWith[cutCount]! > room) {
    const tied = new Float64Array(problemsWith[cutCount]!);
    let n = 0;
    for (let i = 0; i < problems; i++) if (counts[i] === cutCount) tied[n++] = lasts[i]!;
    tied.sort();
    latestOut = tied[tied.length - room - 1]!;
  }
  const chosen: number[] = [];
  let atCut = room;
  for (let i = 0; i < problems; i++) {
    if (counts[i]! > cutCount) chosen.push(i);
    else if (counts[i] === cutCount && lasts[i]! > latestOut) {
      chosen.push(i);
      atCut--;
    }
  }
  // Ties at the very cut (the same count and the same latest attempt): the first seen, while room is left.
  for (let i = 0; i < problems && atCut > 0; i++)
    if (counts[i] === cutCount && lasts[i] === latestOut) {
      chosen.push(i);
      atCut--;
    }
  chosen.sort((a, b) => counts[b]! - counts[a]! || lasts[b]! - lasts[a]! || a - b);

  // The chosen problems' rows, in people order, found by each row's slot.
  const top = chosen.map((slot) => ({ problemId: ids[slot]!, hits: [] as Hit[] }));
  const place = new Int32Array(problems).fill(-1);
  chosen.forEach((slot, i) => (place[slot] = i));
  k = 0;
  for (let p = 0; p < people.length; p++)
    for (const row of lists[p]!) {
      const slot = rowSlots[k++]!;
      if (slot !== -1 && place[slot] !== -1) top[place[slot]!]!.hits.push({ person: people[p]!, row });
    }
  return top;
}

/** The stale accounts the sheet's banner names, stalest first. */
export const STALEST_NAMED = 3;

/**
 * How fresh the network's data is: the stalest account's last sync, how many accounts are stale
 * or failing, and the stalest of them by name (never synced first, then the oldest sync).
 */
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

/**
 * The Smart Sheet (docs/architecture.md §4): the problems the user's network submitted to in the
 * window, `limit` of them by how many people attempted, then by the most recent attempt, each
 * with its attempters and solvers. It ranks the network accounts' rows of the per-account,
 * per-problem summary `account_problem_activity`: from memory for every account whose activity
 * version is unchanged (`windows`), read for the others, so after a sync its cost follows what
 * changed, never the size of history. Then one statement brings the chosen problems' details.
 * A person is a followed user (all their accounts) or a followed bare handle; the ranking counts
 * rows (a user holds one account per platform and a problem is on one platform, so each row of a
 * problem is another person); entries recount people.
 */
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

  // Solved before the window and again in it: the first solve in the window, kept with the
  // account's window once found, else from the submissions.
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
  // The platforms on which people who are users proved a handle they still name.
  const platformOf = new Map(people.map((p) => [p[2], p[3]]));
  const proved = new Set(verified.map(([person, accountId]) => `${person}:${platformOf.get(accountId)}`));

  const sheet = top.flatMap(({ problemId, hits }) => {
    const problem = problems.get(problemId);
    if (!problem) return [];
    const [, name, url, difficulty, rating, platform, tags, solvedByMe, oneScale] = problem;
    // Per person: the latest attempt and the first solve in the window over their accounts.
    const byPerson = new Map<string, Person>();
    for (const { person: account, row } of hits) {
      const [person, personName, accountId] = account;
      const [, at, firstSolve] = row;
      const solvedAt = firstSolve !== null && firstSolve >= from ? firstSolve : (solvedAgain.get(`${accountId}:${problemId}`) ?? null);
      const seen = byPerson.get(person);
      byPerson.set(person, {
        id: person,
        name: personName,
        at: seen && seen.at > at ? seen.at : at,
        solvedAt: seen?.solvedAt != null && (solvedAt === null || seen.solvedAt < solvedAt) ? seen.solvedAt : solvedAt,
        verified: proved.has(`${person}:${platform}`),
      });
    }
    const attempters = [...byPerson.values()].sort((a, b) => b.at - a.at);
    const solvers = attempters.filter((p) => p.solvedAt !== null).sort((a, b) => a.solvedAt! - b.solvedAt!);
    const entry: SmartSheetEntry = {
      count: attempters.length,
      task: {
        _id: String(problemId),
        name,
        url,
        difficulty: difficulty ?? (rating !== null ? String(rating) : ""),
        ...(oneScale ? { oneScale: { value: oneScale[0], estimated: oneScale[1] } } : {}),
        platform,
        tags,
        solvers: solvers.map((p) => sheetPerson(p, p.solvedAt!)),
        attempters: attempters.map((p) => sheetPerson(p, p.at)),
        solvedByMe,
        lastAttemptAt: iso(attempters[0]!.at),
      },
    };
    return [{ entry, lastAttempt: attempters[0]!.at }];
  });
  sheet.sort((a, b) => b.entry.count - a.entry.count || b.lastAttempt - a.lastAttempt);
  return { sheet: sheet.map((r) => r.entry), freshness };
}

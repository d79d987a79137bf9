import { sql } from "drizzle-orm";
import { isCompileError } from "@/lib/contract/verification";
import type { StandingRow } from "@/lib/contract/virtual";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";
import { requestSync } from "../../sync/scheduler";
import { verifiedOwners } from "../verification/claims";
import { computeStandings, type ContestAttempt } from "./standings";
import { contestPeople, contestProblems, type ContestRow } from "./contests";

/** The queue's per-platform rate gate then spaces the calls as closely as each platform allows. */
export const LIVE_RESYNC_MS = 30_000;
/** Recent submissions reach the platforms' lists a little late. */
export const AFTER_END_MS = 10 * 60_000;

type Person = { userId: string; name: string; status: string };

async function countedAccounts(db: Db, contest: ContestRow) {
  const rows = await queryRows<{ user_id: string; account_id: string; last_synced_at: string | Date | null }>(
    db,
    sql`select h.user_id::text as user_id, h.account_id::text as account_id, a.last_synced_at
      from virtual_contest_participants vp
      join user_handles h on h.user_id = vp.user_id
      join platform_accounts a on a.id = h.account_id
      where vp.contest_id = ${contest.id}::uuid and vp.status = 'accepted'`,
  );
  const accounts = rows.map((r) => ({
    userId: r.user_id,
    accountId: r.account_id,
    lastSyncedAt: r.last_synced_at ? new Date(r.last_synced_at) : null,
  }));
  if (!contest.verifiedOnly) return accounts;
  const owners = await verifiedOwners(
    db,
    accounts.map((r) => r.accountId),
  );
  return accounts.filter((r) => owners.get(r.accountId) === r.userId);
}

type AttemptRow = { account_id: string; problem_id: string | number; verdict: string; raw_verdict: string; submitted_at: string | Date };

/** Id lists built once (`= any(array(...))`) let the planner probe the (account, time) index per account instead of scanning. */
async function windowAttempts(db: Db, contest: ContestRow) {
  return queryRows<AttemptRow>(
    db,
    sql`select s.account_id::text as account_id, s.problem_id, s.verdict, s.raw_verdict, s.submitted_at
      from submissions s
      where s.account_id = any(array(
          select h.account_id from virtual_contest_participants vp join user_handles h on h.user_id = vp.user_id
          where vp.contest_id = ${contest.id}::uuid and vp.status = 'accepted'))
        and s.problem_id = any(array(select problem_id from virtual_contest_problems where contest_id = ${contest.id}::uuid))
        and s.submitted_at >= ${contest.startAt.toISOString()}::timestamptz and s.submitted_at < ${contest.endAt.toISOString()}::timestamptz`,
  );
}

/** Many people watching one contest queue its participants once per interval. */
const lastQueued = new Map<string, number>();

export async function keepLive(
  db: Db,
  contest: ContestRow,
  accounts: ReadonlyArray<{ accountId: string; lastSyncedAt: Date | null }>,
  at: Date,
) {
  if (at < contest.startAt || at.getTime() > contest.endAt.getTime() + AFTER_END_MS) return false;
  const previous = lastQueued.get(contest.id);
  if (previous !== undefined && Math.abs(at.getTime() - previous) < LIVE_RESYNC_MS / 2) return false;
  const stale = accounts.filter((a) => !a.lastSyncedAt || at.getTime() - a.lastSyncedAt.getTime() > LIVE_RESYNC_MS).map((a) => a.accountId);
  if (!stale.length) return false;
  lastQueued.set(contest.id, at.getTime());
  if (lastQueued.size > 1000) lastQueued.delete(lastQueued.keys().next().value!);
  await requestSync(db, [...new Set(stale)], "manual", at);
  return true;
}

/** Only platform times inside the window count, so standings stop changing at the end whatever is synced later. */
export async function liveStandings(db: Db, contest: ContestRow, at: Date) {
  const [people, problems, accounts, attemptRows] = await Promise.all([
    contestPeople(db, contest),
    contestProblems(db, contest, at),
    countedAccounts(db, contest),
    at < contest.startAt ? Promise.resolve([]) : windowAttempts(db, contest),
  ]);
  const woke = await keepLive(db, contest, accounts, at);
  // One account may be named by two participants; each of them gets its submissions.
  const usersOf = new Map<string, string[]>();
  for (const a of accounts) usersOf.set(a.accountId, [...(usersOf.get(a.accountId) ?? []), a.userId]);
  const attempts: ContestAttempt[] = attemptRows.flatMap((r) =>
    (usersOf.get(r.account_id) ?? []).map((userId) => ({
      userId,
      problemId: String(r.problem_id),
      at: new Date(r.submitted_at),
      verdict: r.verdict as ContestAttempt["verdict"],
      compileError: isCompileError(r.raw_verdict),
    })),
  );
  const freshness = (userId: string) => {
    const mine = accounts.filter((a) => a.userId === userId);
    if (!mine.length || mine.some((a) => !a.lastSyncedAt)) return null;
    return new Date(Math.min(...mine.map((a) => a.lastSyncedAt!.getTime()))).toISOString();
  };
  const rows: StandingRow[] = computeStandings({
    mode: contest.mode,
    startAt: contest.startAt,
    penaltySeconds: contest.penaltySeconds,
    problems: problems.map((p) => ({ id: p.id, points: p.points })),
    participants: people
      .filter((p: Person) => p.status === "accepted")
      .map((p) => ({ userId: p.userId, name: p.name, freshness: freshness(p.userId) })),
    attempts,
  });
  return { problems, rows, woke };
}

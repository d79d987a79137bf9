import { and, eq, gte, inArray, lt } from "drizzle-orm";
import { isCompileError } from "@/lib/contract/verification";
import type { StandingRow, VirtualProblem } from "@/lib/contract/virtual";
import type { Db } from "../../db/client";
import { platformAccounts, submissions, userHandles } from "../../db/schema";
import { requestSync } from "../../sync/scheduler";
import { verifiedOwners } from "../verification/claims";
import { computeStandings, type ContestAttempt } from "./standings";
import type { ContestRow } from "./contests";

/**
 * While a contest runs, an account whose last sync is older than this is queued again on each
 * look at the standings; the queue's per-platform rate gate then spaces the calls as closely as each
 * platform allows.
 */
export const LIVE_RESYNC_MS = 30_000;
/** Submissions made in the last minutes reach the platforms' lists a little late: keep syncing a while after the end. */
export const AFTER_END_MS = 10 * 60_000;

type Person = { userId: string; name: string };

/** Each person's accounts that count (all of them, or only verified ones when the creator asked). */
async function countedAccounts(db: Db, contest: ContestRow, people: readonly Person[]) {
  if (!people.length) return [];
  const rows = await db
    .select({ userId: userHandles.userId, accountId: userHandles.accountId, lastSyncedAt: platformAccounts.lastSyncedAt })
    .from(userHandles)
    .innerJoin(platformAccounts, eq(platformAccounts.id, userHandles.accountId))
    .where(
      inArray(
        userHandles.userId,
        people.map((p) => p.userId),
      ),
    );
  if (!contest.verifiedOnly) return rows;
  const owners = await verifiedOwners(
    db,
    rows.map((r) => r.accountId),
  );
  return rows.filter((r) => owners.get(r.accountId) === r.userId);
}

/** Queues the participants' accounts for a sync while the contest runs (and shortly after), when they are not fresh. */
export async function keepLive(
  db: Db,
  contest: ContestRow,
  accounts: ReadonlyArray<{ accountId: string; lastSyncedAt: Date | null }>,
  at: Date,
) {
  if (at < contest.startAt || at.getTime() > contest.endAt.getTime() + AFTER_END_MS) return false;
  const stale = accounts.filter((a) => !a.lastSyncedAt || at.getTime() - a.lastSyncedAt.getTime() > LIVE_RESYNC_MS).map((a) => a.accountId);
  await requestSync(db, [...new Set(stale)], "manual", at);
  return stale.length > 0;
}

/**
 * The standings from synced submissions whose platform time falls inside the contest window, so
 * they stop changing at the end whatever is synced later.
 */
export async function liveStandings(db: Db, contest: ContestRow, people: readonly Person[], problems: readonly VirtualProblem[], at: Date) {
  const accounts = await countedAccounts(db, contest, people);
  const woke = await keepLive(db, contest, accounts, at);
  const usersOf = new Map<string, string[]>();
  for (const a of accounts) usersOf.set(a.accountId, [...(usersOf.get(a.accountId) ?? []), a.userId]);
  const rows =
    problems.length && accounts.length
      ? await db
          .select({
            accountId: submissions.accountId,
            problemId: submissions.problemId,
            verdict: submissions.verdict,
            rawVerdict: submissions.rawVerdict,
            submittedAt: submissions.submittedAt,
          })
          .from(submissions)
          .where(
            and(
              inArray(submissions.accountId, [...usersOf.keys()]),
              inArray(
                submissions.problemId,
                problems.map((p) => Number(p.id)),
              ),
              gte(submissions.submittedAt, contest.startAt),
              lt(submissions.submittedAt, contest.endAt),
            ),
          )
      : [];
  const attempts: ContestAttempt[] = rows.flatMap((r) =>
    (usersOf.get(r.accountId) ?? []).map((userId) => ({
      userId,
      problemId: String(r.problemId),
      at: r.submittedAt,
      verdict: r.verdict as ContestAttempt["verdict"],
      compileError: isCompileError(r.rawVerdict),
    })),
  );
  const freshness = (userId: string) => {
    const mine = accounts.filter((a) => a.userId === userId);
    if (!mine.length || mine.some((a) => !a.lastSyncedAt)) return null;
    return new Date(Math.min(...mine.map((a) => a.lastSyncedAt!.getTime()))).toISOString();
  };
  const standings: StandingRow[] = computeStandings({
    mode: contest.mode,
    startAt: contest.startAt,
    penaltySeconds: contest.penaltySeconds,
    problems: problems.map((p) => ({ id: p.id, points: p.points })),
    participants: people.map((p) => ({ ...p, freshness: freshness(p.userId) })),
    attempts,
  });
  return { rows: standings, woke };
}

import { and, eq, gte, isNull, lte } from "drizzle-orm";
import { PLATFORM_IDS, PLATFORMS, type PlatformId } from "@/lib/contract/platforms";
import {
  CHALLENGE_MINUTES,
  isCompileError,
  VERIFICATION_PROBLEMS,
  type Challenge,
  type HandleVerification,
} from "@/lib/contract/verification";
import type { Db } from "../../db/client";
import { handleChallenges, platformAccounts, problems, submissions, userHandles, verifiedHandles } from "../../db/schema";
import { AppError } from "../../core/errors";
import { requestSync } from "../../sync/scheduler";
import type { AccountRow } from "../../accounts/account";
import { claimHandle, takenMessage, verifiedOwners } from "./claims";

/** Only the platform's own account could have submitted the compilation error (docs/decisions/013-handle-verification.md). */

const WINDOW_MS = CHALLENGE_MINUTES * 60_000;
/** CodeChef shows times to the minute, so a submission at the window's edge may read a minute outside it. */
const SLACK_MS: Record<PlatformId, number> = { codeforces: 0, leetcode: 0, codechef: 60_000 };
/** A late sync, not a stale one. */
const SETTLE_AFTER_MS = 24 * 3_600_000;
/** A platform shows a new submission before its verdict, so a judging one is rechecked this soon, but only briefly after the window. */
const JUDGING_RECHECK_MS = 15_000;
const JUDGING_RECHECK_UNTIL_MS = WINDOW_MS;

type ChallengeRow = typeof handleChallenges.$inferSelect;
async function ownAccount(db: Db, userId: string, platform: PlatformId): Promise<AccountRow> {
  const [row] = await db
    .select({ account: platformAccounts })
    .from(userHandles)
    .innerJoin(platformAccounts, eq(platformAccounts.id, userHandles.accountId))
    .where(and(eq(userHandles.userId, userId), eq(userHandles.platform, platform)));
  if (!row) throw new AppError("invalid", `Add your ${PLATFORMS[platform].label} handle first`);
  return row.account;
}

export async function startChallenge(db: Db, userId: string, platform: PlatformId, at: Date): Promise<AccountRow> {
  const account = await ownAccount(db, userId, platform);
  const owner = (await verifiedOwners(db, [account.id])).get(account.id);
  if (owner && owner !== userId) throw new AppError("conflict", takenMessage(platform));
  const values = {
    userId,
    accountId: account.id,
    platform,
    problem: VERIFICATION_PROBLEMS[platform].externalId,
    startedAt: at,
    expiresAt: new Date(at.getTime() + WINDOW_MS),
    completedAt: null,
  };
  await db
    .insert(handleChallenges)
    .values(values)
    .onConflictDoUpdate({ target: [handleChallenges.userId, handleChallenges.accountId], set: values });
  return account;
}

export const challengeAccount = ownAccount;

async function answerOf(db: Db, challenge: ChallengeRow): Promise<"compile_error" | "judging" | "none"> {
  const slack = SLACK_MS[challenge.platform];
  const rows = await db
    .select({ rawVerdict: submissions.rawVerdict, final: submissions.verdictFinal })
    .from(submissions)
    .innerJoin(problems, eq(problems.id, submissions.problemId))
    .where(
      and(
        eq(submissions.accountId, challenge.accountId),
        eq(problems.platform, challenge.platform),
        eq(problems.externalId, challenge.problem),
        gte(submissions.submittedAt, new Date(challenge.startedAt.getTime() - slack)),
        lte(submissions.submittedAt, new Date(challenge.expiresAt.getTime() + slack)),
      ),
    );
  if (rows.some((r) => isCompileError(r.rawVerdict))) return "compile_error";
  return rows.some((r) => !r.final) ? "judging" : "none";
}

/** Returns whether one of them waits on a verdict still being judged. */
async function settle(db: Db, open: ChallengeRow[], at: Date): Promise<boolean> {
  let judging = false;
  for (const challenge of open) {
    const answer = await answerOf(db, challenge);
    if (answer === "judging" && at.getTime() <= challenge.expiresAt.getTime() + JUDGING_RECHECK_UNTIL_MS) judging = true;
    if (answer !== "compile_error") continue;
    try {
      await claimHandle(db, challenge.userId, challenge.accountId, challenge.platform, "compile_error", at);
    } catch (error) {
      // Someone else proved it first: the challenge stays unfinished and the handle shows as taken.
      if (error instanceof AppError && error.code === "conflict") continue;
      throw error;
    }
    await db.update(handleChallenges).set({ completedAt: at }).where(eq(handleChallenges.id, challenge.id));
  }
  return judging;
}

async function unfinished(db: Db, where: { userId: string } | { accountId: string }, at: Date): Promise<ChallengeRow[]> {
  const rows = await db
    .select({ challenge: handleChallenges })
    .from(handleChallenges)
    .innerJoin(userHandles, and(eq(userHandles.userId, handleChallenges.userId), eq(userHandles.accountId, handleChallenges.accountId)))
    .where(
      and(
        "userId" in where ? eq(handleChallenges.userId, where.userId) : eq(handleChallenges.accountId, where.accountId),
        isNull(handleChallenges.completedAt),
        gte(handleChallenges.expiresAt, new Date(at.getTime() - SETTLE_AFTER_MS)),
      ),
    );
  return rows.map((r) => r.challenge);
}

/** An expired challenge is still looked at: a late sync may bring a submission made in time. */
export async function settleChallenges(db: Db, userId: string, at: Date): Promise<void> {
  await settle(db, await unfinished(db, { userId }, at), at);
}

export async function settleAccountChallenges(db: Db, accountId: string, at: Date): Promise<void> {
  if (await settle(db, await unfinished(db, { accountId }, at), at)) {
    await requestSync(db, [accountId], "manual", new Date(at.getTime() + JUDGING_RECHECK_MS));
  }
}

function toChallenge(row: ChallengeRow, at: Date): Challenge {
  const problem = VERIFICATION_PROBLEMS[row.platform];
  return {
    problem: { ...problem, externalId: row.problem },
    startedAt: row.startedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    state: row.completedAt ? "verified" : at < row.expiresAt ? "open" : "expired",
  };
}

export async function listVerifications(db: Db, userId: string, at: Date): Promise<HandleVerification[]> {
  const accounts = await db
    .select({ account: platformAccounts, claim: verifiedHandles, challenge: handleChallenges })
    .from(userHandles)
    .innerJoin(platformAccounts, eq(platformAccounts.id, userHandles.accountId))
    .leftJoin(verifiedHandles, eq(verifiedHandles.accountId, userHandles.accountId))
    .leftJoin(handleChallenges, and(eq(handleChallenges.userId, userId), eq(handleChallenges.accountId, userHandles.accountId)))
    .where(eq(userHandles.userId, userId));
  const owners = await verifiedOwners(
    db,
    accounts.map((a) => a.account.id),
  );
  return accounts
    .map(({ account, claim, challenge }): HandleVerification => {
      const owner = owners.get(account.id);
      const mine = owner === userId && claim?.userId === userId;
      return {
        platform: account.platform,
        handle: account.handle,
        verified: mine,
        method: mine ? (claim.method as HandleVerification["method"]) : null,
        verifiedAt: mine ? claim.verifiedAt.toISOString() : null,
        claimedByAnother: owner !== undefined && owner !== userId,
        challenge: challenge ? toChallenge(challenge, at) : null,
      };
    })
    .sort((a, b) => PLATFORM_IDS.indexOf(a.platform) - PLATFORM_IDS.indexOf(b.platform));
}

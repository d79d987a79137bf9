import type { Db } from "../db/client";
import { historyCursor, mustWait, withHistoryCursor } from "../platforms/codechef/backfill";
import { PlatformError, type Problem, type Submission } from "../platforms/types";
import type { PlatformClients } from "../platforms/clients";
import type { PlatformId } from "@/lib/contract/platforms";
import type { AccountRow } from "../accounts/account";
import { recentListOverflowed } from "../platforms/leetcode/gaps";
import { fetchCodeforces } from "./fetch-codeforces";
import { contestsWithProblems, knownSubmissionIds, problemsLackingDetails, syncedProfile, type SyncResult } from "./store";
import { changedSubmissionsNewestFirst } from "./window";

/** Writes nothing, so a failure half-way leaves no trace and the next run starts from the same place. */
export type FetchAccount = (db: Db, clients: PlatformClients, account: AccountRow, now: Date) => Promise<SyncResult>;

/** LeetCode is asked per problem; the rest wait for the next sync. */
const LEETCODE_DETAILS_PER_SYNC = 10;
/** CodeChef's recent list is 12 a page. */
const CODECHEF_FIRST_PAGES = 15;
const CODECHEF_NEXT_PAGES = 10;
/** docs/behaviour.md §9. */
const UPSOLVE_CONTESTS = 5;

const newSubmissionsNewestFirst = changedSubmissionsNewestFirst;

export const fetchLeetCode: FetchAccount = async (db, clients, account) => {
  const lc = clients.leetcode;
  const profile = await lc.profile(account.handle);
  const result: SyncResult = {
    profile: syncedProfile(profile),
    stats: { solved: profile.solved, calendar: profile.calendar, solvedByTag: profile.solvedByTag },
    contests: [],
    submissions: [],
    problems: [],
  };
  if (!account.lastSyncedAt || profile.rating !== account.rating) {
    result.contests = await lc.contestHistory(account.handle);
  }
  const recent = await lc.recentSubmissions(account.handle);
  const known = await knownSubmissionIds(
    db,
    account.id,
    recent.map((s) => s.externalId),
  );
  result.submissions = recent.filter((s) => !known.has(s.externalId));
  // A full list sharing nothing with what we hold means older ones fell off its end.
  if (recentListOverflowed(recent, known, account.lastSyncedAt !== null && account.lastActivityAt !== null)) {
    result.mayHaveMissedSince = account.mayHaveMissedSince ?? account.lastSyncedAt;
  }
  const lacking = await problemsLackingDetails(db, "leetcode", [...new Set(recent.map((s) => s.problem.externalId))]);
  for (const slug of [...lacking].slice(0, LEETCODE_DETAILS_PER_SYNC)) {
    try {
      result.problems.push(await lc.question(slug));
    } catch (error) {
      // A null question (paid-only, removed) leaves that problem undescribed, not the sync failed.
      if (!(error instanceof PlatformError) || error.kind !== "item_missing") throw error;
    }
  }
  return result;
};

export const fetchCodeChef: FetchAccount = async (db, clients, account, now) => {
  const cc = clients.codechef;
  let cursor = historyCursor(account.stats);
  // A pause mid-history: no call until it is over, and nothing about the account changes.
  if (cursor?.notBefore && mustWait(cursor, now))
    return { contests: [], submissions: [], problems: [], waitingUntil: new Date(cursor.notBefore) };
  const { profile, contests } = await cc.profile(account.handle);
  const handle = profile.handle;
  const page = (pageNo: number) => cc.recentSubmissions(handle, pageNo);
  const subs = new Map<string, Submission>();
  const keep = (list: Submission[]) => list.forEach((s) => subs.set(s.externalId, s));

  if (!account.lastSyncedAt && !cursor) cursor = { nextPage: 0, notBefore: null };
  else keep(await newSubmissionsNewestFirst(db, account, page, CODECHEF_NEXT_PAGES));
  // A 429 part-way keeps every page read and stores where to go on.
  try {
    while (cursor && cursor.nextPage < CODECHEF_FIRST_PAGES) {
      const { submissions, hasMore } = await page(cursor.nextPage);
      const known = await knownSubmissionIds(
        db,
        account.id,
        submissions.map((s) => s.externalId),
      );
      keep(submissions.filter((s) => !known.has(s.externalId) || s.verdict === "pending"));
      cursor = hasMore ? { nextPage: cursor.nextPage + 1, notBefore: null } : null;
    }
    cursor = null;
  } catch (error) {
    if (!(error instanceof PlatformError) || error.kind !== "rate_limited" || !cursor) throw error;
    const wait = error.extra.retryAfterMs;
    cursor = { nextPage: cursor.nextPage, notBefore: wait ? new Date(now.getTime() + wait).toISOString() : null };
  }

  const problems: Problem[] = [];
  const recentContests = [...contests].sort((a, b) => b.date.getTime() - a.date.getTime()).slice(0, UPSOLVE_CONTESTS);
  const listed = await contestsWithProblems(
    db,
    "codechef",
    recentContests.map((c) => c.externalId),
  );
  for (const contest of recentContests.filter((c) => !listed.has(c.externalId))) {
    if (cursor?.notBefore) break;
    try {
      problems.push(...(await cc.contestProblems(contest.externalId)));
    } catch (error) {
      // Either is asked again on a later sync.
      if (error instanceof PlatformError && (error.kind === "item_missing" || error.kind === "rate_limited")) {
        if (error.kind === "rate_limited") break;
        continue;
      }
      throw error;
    }
  }
  return {
    profile: syncedProfile(profile),
    stats: withHistoryCursor(account.stats, cursor),
    contests,
    submissions: [...subs.values()],
    problems,
  };
};

export const FETCHERS: Record<PlatformId, FetchAccount> = { codeforces: fetchCodeforces, leetcode: fetchLeetCode, codechef: fetchCodeChef };

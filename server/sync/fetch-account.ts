import type { Db } from "../db/client";
import type { Problem, Submission } from "../platforms/types";
import type { PlatformClients } from "./clients";
import type { AccountRow } from "../accounts/account";
import { contestsWithProblems, knownSubmissionIds, problemsLackingDetails, type SyncResult } from "./store";

/**
 * Fetches what changed on one account since its last sync, without writing anything: the caller
 * writes the whole result in one transaction (store.ts), so a failure half-way leaves no trace and
 * the next run starts from the same place.
 */
export type FetchAccount = (db: Db, clients: PlatformClients, account: AccountRow) => Promise<SyncResult>;

/** LeetCode asks difficulty and tags per problem; at most this many per sync, the rest next time. */
const LEETCODE_DETAILS_PER_SYNC = 10;
/** CodeChef's recent list is 12 a page; a first sync reads this many pages of history. */
const CODECHEF_FIRST_PAGES = 15;
const CODECHEF_NEXT_PAGES = 10;
/** Contests whose problem lists are fetched for upsolving (spec: the last 5). */
const UPSOLVE_CONTESTS = 5;

async function newSubmissionsNewestFirst(
  db: Db,
  account: AccountRow,
  fetchPage: (pageNo: number) => Promise<{ submissions: Submission[]; hasMore: boolean }>,
  maxPages: number,
): Promise<Submission[]> {
  const fresh: Submission[] = [];
  for (let pageNo = 0; pageNo < maxPages; pageNo++) {
    const page = await fetchPage(pageNo);
    const known = await knownSubmissionIds(
      db,
      account.id,
      page.submissions.map((s) => s.externalId),
    );
    // Pending verdicts are fetched again until final, so a known-but-pending one still counts as new.
    fresh.push(...page.submissions.filter((s) => !known.has(s.externalId) || s.verdict === "pending"));
    if (known.size > 0 || !page.hasMore) break;
  }
  return fresh;
}

export const fetchCodeforces: FetchAccount = async (db, clients, account) => {
  const cf = clients.codeforces;
  const first = !account.lastSyncedAt;
  const size = first ? CODEFORCES_FIRST_PAGE : CODEFORCES_NEXT_PAGE;
  const subs = await newSubmissionsNewestFirst(
    db,
    account,
    (pageNo) => clients.call("codeforces", () => cf.userStatus(account.handle, pageNo * size + 1, size)),
    first ? 100 : 20,
  );
  const result: SyncResult = { contests: [], submissions: subs, problems: [] };
  // Ratings move only after a contest: ask for the history on a first sync or after contest submissions.
  if (first || subs.some((s) => s.duringContest) || account.status === "error") {
    const { profiles } = await clients.call("codeforces", () => cf.userInfo([account.handle]));
    const profile = profiles[0];
    if (profile) {
      result.profile = {
        handle: profile.handle,
        displayName: profile.displayName,
        rating: profile.rating,
        maxRating: profile.maxRating,
        rank: profile.rank,
        avatarUrl: profile.avatarUrl,
      };
    }
    result.contests = await clients.call("codeforces", () => cf.userRating(account.handle));
  }
  return result;
};

export const fetchLeetCode: FetchAccount = async (db, clients, account) => {
  const lc = clients.leetcode;
  const profile = await clients.call("leetcode", () => lc.profile(account.handle));
  const result: SyncResult = {
    profile: {
      handle: profile.handle,
      displayName: profile.displayName,
      rating: profile.rating,
      maxRating: profile.maxRating,
      rank: profile.rank,
      avatarUrl: profile.avatarUrl,
    },
    stats: { solved: profile.solved, calendar: profile.calendar },
    contests: [],
    submissions: [],
    problems: [],
  };
  if (!account.lastSyncedAt || profile.rating !== account.rating) {
    result.contests = await clients.call("leetcode", () => lc.contestHistory(account.handle));
  }
  const recent = await clients.call("leetcode", () => lc.recentSubmissions(account.handle));
  const known = await knownSubmissionIds(
    db,
    account.id,
    recent.map((s) => s.externalId),
  );
  result.submissions = recent.filter((s) => !known.has(s.externalId));
  // A full list sharing nothing with what we hold means older ones fell off its end (platform-apis §0).
  if (account.lastSyncedAt && account.lastActivityAt && recent.length >= 20 && known.size === 0) {
    result.mayHaveMissedSince = account.mayHaveMissedSince ?? account.lastSyncedAt;
  }
  const lacking = await problemsLackingDetails(db, "leetcode", [...new Set(recent.map((s) => s.problem.externalId))]);
  for (const slug of [...lacking].slice(0, LEETCODE_DETAILS_PER_SYNC)) {
    result.problems.push(await clients.call("leetcode", () => lc.question(slug)));
  }
  return result;
};

export const fetchCodeChef: FetchAccount = async (db, clients, account) => {
  const cc = clients.codechef;
  const { profile, contests } = await clients.call("codechef", () => cc.profile(account.handle));
  const first = !account.lastSyncedAt;
  const subs = await newSubmissionsNewestFirst(
    db,
    account,
    (pageNo) => clients.call("codechef", () => cc.recentSubmissions(account.handle, pageNo)),
    first ? CODECHEF_FIRST_PAGES : CODECHEF_NEXT_PAGES,
  );
  const problems: Problem[] = [];
  const recentContests = [...contests].sort((a, b) => b.date.getTime() - a.date.getTime()).slice(0, UPSOLVE_CONTESTS);
  const listed = await contestsWithProblems(
    db,
    "codechef",
    recentContests.map((c) => c.externalId),
  );
  for (const contest of recentContests.filter((c) => !listed.has(c.externalId))) {
    problems.push(...(await clients.call("codechef", () => cc.contestProblems(contest.externalId))));
  }
  return {
    profile: {
      handle: profile.handle,
      displayName: profile.displayName,
      rating: profile.rating,
      maxRating: profile.maxRating,
      rank: profile.rank,
      avatarUrl: profile.avatarUrl,
    },
    contests,
    submissions: subs,
    problems,
  };
};

export const FETCHERS = { codeforces: fetchCodeforces, leetcode: fetchLeetCode, codechef: fetchCodeChef } as const;

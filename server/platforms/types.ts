import type { PlatformId } from "@/lib/contract/platforms";

/**
 * The platform layer's shared vocabulary. Adapters (one folder per platform) turn the platforms'
 * real responses into these shapes; the sync engine only ever sees these shapes.
 */

// ---------- failures ----------

/**
 * Every upstream failure is one of these. `not_found` and `bad_shape` are never retried;
 * `rate_limited`, `blocked` and `upstream_down` are transient and retried with jittered backoff.
 * `not_found` means the handle itself; `item_missing` means the platform would not describe one
 * problem or contest (a null LeetCode question, "Contest does not exist."): the sync stores what it
 * knows, says what is missing and asks again later, and the account is not failed for it.
 */
export type PlatformErrorKind = "not_found" | "item_missing" | "rate_limited" | "blocked" | "upstream_down" | "bad_shape";

export class PlatformError extends Error {
  override name = "PlatformError";
  constructor(
    readonly platform: PlatformId,
    readonly kind: PlatformErrorKind,
    /** Words a user can read on their profile ("Codeforces handle not found", "LeetCode is blocking us (HTTP 403)"). */
    message: string,
    readonly extra: { retryAfterMs?: number; status?: number; handle?: string } = {},
  ) {
    super(message);
  }

  get transient(): boolean {
    return this.kind === "rate_limited" || this.kind === "blocked" || this.kind === "upstream_down";
  }
}

// ---------- raw HTTP, below the adapters ----------

export type UpstreamRequest = {
  /** Absolute URL, built from the configured base (CODEFORCES_API_URL, LEETCODE_GRAPHQL_URL, CODECHEF_URL). */
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Do not follow redirects (CodeChef answers an unknown user with a 302). Default false. */
  noRedirect?: boolean;
};

export type UpstreamResponse = {
  status: number;
  headers: Headers;
  text: string;
};

/**
 * One call to a platform, already queued behind the platform's rate gate and guarded by its
 * circuit breaker and timeout. Throws PlatformError("upstream_down") on network failure or timeout;
 * otherwise returns whatever the platform answered, and the adapter classifies it.
 */
export type Send = (req: UpstreamRequest) => Promise<UpstreamResponse>;

// ---------- normalised data ----------

export type AccountProfile = {
  platform: PlatformId;
  /** Canonical spelling as the platform returns it. */
  handle: string;
  displayName: string | null;
  /** Null when unrated. */
  rating: number | null;
  maxRating: number | null;
  /** "expert", "4★", "Knight", ... or null. */
  rank: string | null;
  avatarUrl: string | null;
  /** Codeforces lastOnlineTimeSeconds; null elsewhere. */
  lastOnlineAt: Date | null;
};

export type ContestRef = {
  platform: PlatformId;
  /** Codeforces contest id ("1950"), LeetCode titleSlug ("weekly-contest-400"), CodeChef code ("START251"). */
  externalId: string;
  name: string;
  /** Real-site URL (https://codeforces.com/contest/1950, ...). */
  url: string;
};

export type ContestResult = ContestRef & {
  /** When the result became final (rating update / contest end). */
  date: Date;
  rank: number | null;
  /** Null on the first rated contest (Codeforces reports 0 there). */
  oldRating: number | null;
  newRating: number | null;
};

export type Problem = {
  platform: PlatformId;
  /** Codeforces "1950C", LeetCode titleSlug "two-sum", CodeChef problem code "FLOW001". */
  externalId: string;
  name: string;
  /** Real-site URL. */
  url: string;
  /** LeetCode "Easy" | "Medium" | "Hard"; null elsewhere (or when unknown). */
  difficulty: string | null;
  /** Numeric rating (Codeforces problem rating); null when unknown. */
  rating: number | null;
  tags: string[];
  /** The contest the problem belongs to, when known (Codeforces contestId, CodeChef contest code). */
  contestExternalId: string | null;
  /** Problem index within its contest ("C"), when known. */
  index: string | null;
};

/** `partial`: a partial score (CodeChef's "(30)"); an attempt, never a solve. */
export type Verdict = "accepted" | "rejected" | "pending" | "partial";

export type Submission = {
  platform: PlatformId;
  /** Unique per platform: Codeforces submission id, LeetCode `${slug}:${timestamp}` or id, CodeChef id. */
  externalId: string;
  /** The problem with whatever metadata the submission list carries (may lack difficulty/tags). */
  problem: Problem;
  verdict: Verdict;
  /** The platform's own verdict word ("OK", "WRONG_ANSWER", "Accepted", ...). */
  rawVerdict: string;
  submittedAt: Date;
  /** True when submitted as an official contestant during the contest. */
  duringContest: boolean;
  /**
   * False while the platform may still change the verdict: judging, or a Codeforces pass on
   * pretests that system tests, a hack or a plagiarism ruling can overturn. Absent: final.
   */
  final?: boolean;
};

export type UpcomingContest = ContestRef & {
  startTime: Date;
  durationMinutes: number;
};

export type DailyProblem = {
  /** "YYYY-MM-DD" (UTC). */
  date: string;
  title: string;
  titleSlug: string;
  /** https://leetcode.com/problems/<slug>/ (trailing slash, as LeetCode's own link). */
  questionLink: string;
  difficulty: string;
  tags: string[];
};

/** A page of newest-first submissions; `hasMore` says whether an older page exists. */
export type SubmissionPage = { submissions: Submission[]; hasMore: boolean };

// ---------- adapters (one folder per platform: server/platforms/<id>/) ----------

export type AdapterDeps = {
  send: Send;
  /** Base URL from the environment (docs/architecture.md §2 says how each is joined with a path). */
  baseUrl: string;
  now: () => Date;
};

/**
 * What every platform does, whatever shape its own calls take: code outside the adapters asks
 * `clients[platform]` for these and never branches on the platform's id.
 */
export interface PlatformAdapter {
  /** The handle's profile, in its canonical spelling; PlatformError("not_found") when it does not exist. */
  lookUp(handle: string): Promise<AccountProfile>;
  upcomingContests(): Promise<UpcomingContest[]>;
}

export interface CodeforcesAdapter extends PlatformAdapter {
  /**
   * `user.info` for up to ~100 handles; an unknown handle is dropped (named in the comment) and the
   * rest retried. Old handles answer under their new name: `renamed` pairs the two.
   */
  userInfo(handles: string[]): Promise<{ profiles: AccountProfile[]; missing: string[]; renamed: HandleRename[] }>;
  /** `user.rating`, oldest first. */
  userRating(handle: string): Promise<ContestResult[]>;
  /** `user.status`, newest first; `from` is 1-based. */
  userStatus(handle: string, from: number, count: number): Promise<SubmissionPage>;
  /**
   * `problemset.recentStatus`: the site's newest submissions, at most 1,000, newest first, each
   * with the handles of its author (a team has several). One call whatever the number of accounts.
   */
  recentStatus(count: number): Promise<RecentSubmission[]>;
  /** `problemset.problems`, joined with nothing else (cache it for hours). */
  problemset(): Promise<Problem[]>;
  /** `contest.list?gym=false`, phase BEFORE, sorted by start. */
  upcomingContests(): Promise<UpcomingContest[]>;
  /** `contest.list?gym=false`: the ids of contests in phase FINISHED (system tests over). */
  finishedContests(): Promise<Set<string>>;
}

/** A submission from a site-wide feed, with the handles it belongs to. */
export type RecentSubmission = { handles: string[]; submission: Submission };

/** A handle the platform now knows under another name. */
export type HandleRename = { from: string; to: string };

export type LeetCodeProfile = AccountProfile & {
  /** Accepted counts by difficulty ("Easy" | "Medium" | "Hard"). */
  solved: Record<string, number>;
  /** Accepted problems by tag name, all time (tagProblemCounts); empty when LeetCode sends none. */
  solvedByTag: Record<string, number>;
  /** Daily submission counts keyed by UTC date "YYYY-MM-DD" (from submissionCalendar). */
  calendar: Record<string, number>;
};

export interface LeetCodeAdapter extends PlatformAdapter {
  /** matchedUser + userContestRanking (rating, badge). */
  profile(handle: string): Promise<LeetCodeProfile>;
  /** userContestRankingHistory, attended contests only, oldest first. */
  contestHistory(handle: string): Promise<ContestResult[]>;
  /** recentSubmissionList (at most 20, newest first); problems carry no difficulty or tags. */
  recentSubmissions(handle: string): Promise<Submission[]>;
  /** question(titleSlug): difficulty and tags. */
  question(slug: string): Promise<Problem>;
  daily(): Promise<DailyProblem>;
  upcomingContests(): Promise<UpcomingContest[]>;
}

export interface CodeChefAdapter extends PlatformAdapter {
  /**
   * /users/HANDLE page: rating, stars, highest rating, and the rating history (Drupal.settings'
   * `date_versus_rating`, else `all_rating`). A redirect to another user page (a rename, another
   * letter case) is followed, and the profile carries the handle as it is now.
   */
  profile(handle: string): Promise<{ profile: AccountProfile; contests: ContestResult[] }>;
  /** /recent/user?page=N&user_handle=HANDLE, newest first; page 0 is the newest. */
  recentSubmissions(handle: string, page: number): Promise<SubmissionPage>;
  /** /api/contests/CODE: the contest's problems (for upsolve). */
  contestProblems(contestCode: string): Promise<Problem[]>;
  /** /api/list/contests/all: future (and present, short) contests. */
  upcomingContests(): Promise<UpcomingContest[]>;
  /** /api/list/problems: one page (0-based) of the practice list, with how many it holds in all. */
  problemPage(page: number, limit: number): Promise<{ problems: Problem[]; total: number }>;
  /** /api/contests/PRACTICE/problems/CODE: the authors' and the computed tags; empty when none. */
  problemTags(code: string): Promise<string[]>;
}

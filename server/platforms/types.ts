import type { PlatformId } from "@/lib/contract/platforms";

/** `not_found` is the handle itself; `item_missing` is one undescribed problem or contest, never a failed account (decision 011). */
export type PlatformErrorKind = "not_found" | "item_missing" | "rate_limited" | "blocked" | "upstream_down" | "bad_shape";

export class PlatformError extends Error {
  override name = "PlatformError";
  constructor(
    readonly platform: PlatformId,
    readonly kind: PlatformErrorKind,
    /** Shown to users on their profile. */
    message: string,
    readonly extra: { retryAfterMs?: number; status?: number; handle?: string } = {},
  ) {
    super(message);
  }

  get transient(): boolean {
    return this.kind === "rate_limited" || this.kind === "blocked" || this.kind === "upstream_down";
  }
}

export type UpstreamRequest = {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** CodeChef answers an unknown user with a 302. */
  noRedirect?: boolean;
};

export type UpstreamResponse = {
  status: number;
  headers: Headers;
  text: string;
};

/** Already behind the rate gate and breaker; any answer is returned for the adapter to classify. */
export type Send = (req: UpstreamRequest) => Promise<UpstreamResponse>;

export type AccountProfile = {
  platform: PlatformId;
  /** As the platform spells it. */
  handle: string;
  displayName: string | null;
  rating: number | null;
  maxRating: number | null;
  rank: string | null;
  avatarUrl: string | null;
  /** Codeforces only. */
  lastOnlineAt: Date | null;
};

export type ContestRef = {
  platform: PlatformId;
  /** "1950", "weekly-contest-400", "START251". */
  externalId: string;
  name: string;
  url: string;
};

export type ContestResult = ContestRef & {
  date: Date;
  rank: number | null;
  /** Null on the first rated contest, where Codeforces reports 0. */
  oldRating: number | null;
  newRating: number | null;
};

export type Problem = {
  platform: PlatformId;
  /** "1950C", "two-sum", "FLOW001". */
  externalId: string;
  name: string;
  url: string;
  /** LeetCode only. */
  difficulty: string | null;
  rating: number | null;
  tags: string[];
  contestExternalId: string | null;
  index: string | null;
};

/** `partial`: a partial score such as CodeChef's "(30)", never a solve. */
export type Verdict = "accepted" | "rejected" | "pending" | "partial";

export type Submission = {
  platform: PlatformId;
  /** Unique per platform (LeetCode: `${slug}:${timestamp}` or id). */
  externalId: string;
  /** May lack difficulty and tags. */
  problem: Problem;
  verdict: Verdict;
  rawVerdict: string;
  submittedAt: Date;
  duringContest: boolean;
  /** False while the verdict may still change (docs/platforms.md §0b); absent means final. */
  final?: boolean;
};

export type UpcomingContest = ContestRef & {
  startTime: Date;
  durationMinutes: number;
};

export type DailyProblem = {
  /** UTC. */
  date: string;
  title: string;
  titleSlug: string;
  /** With a trailing slash, as LeetCode's own link. */
  questionLink: string;
  difficulty: string;
  tags: string[];
};

/** Newest first. */
export type SubmissionPage = { submissions: Submission[]; hasMore: boolean };

export type AdapterDeps = {
  send: Send;
  baseUrl: string;
  now: () => Date;
};

/** Code outside the adapters never branches on the platform's id. */
export interface PlatformAdapter {
  lookUp(handle: string): Promise<AccountProfile>;
  upcomingContests(): Promise<UpcomingContest[]>;
}

export interface CodeforcesAdapter extends PlatformAdapter {
  /** One unknown handle fails the batch, so it is dropped and the rest retried (docs/platforms.md §0). */
  userInfo(handles: string[]): Promise<{ profiles: AccountProfile[]; missing: string[]; renamed: HandleRename[] }>;
  userRating(handle: string): Promise<ContestResult[]>;
  /** `from` is 1-based. */
  userStatus(handle: string, from: number, count: number): Promise<SubmissionPage>;
  recentStatus(count: number): Promise<RecentSubmission[]>;
  /** About 2 MB: cache it for hours. */
  problemset(): Promise<Problem[]>;
  upcomingContests(): Promise<UpcomingContest[]>;
  /** System tests over. */
  finishedContests(): Promise<Set<string>>;
}

/** A team's submission has several handles. */
export type RecentSubmission = { handles: string[]; submission: Submission };

export type HandleRename = { from: string; to: string };

export type LeetCodeProfile = AccountProfile & {
  solved: Record<string, number>;
  /** All time; empty when LeetCode sends none. */
  solvedByTag: Record<string, number>;
  /** Keyed by UTC date. */
  calendar: Record<string, number>;
};

export interface LeetCodeAdapter extends PlatformAdapter {
  profile(handle: string): Promise<LeetCodeProfile>;
  /** Attended contests only. */
  contestHistory(handle: string): Promise<ContestResult[]>;
  /** At most 20, with no difficulty or tags. */
  recentSubmissions(handle: string): Promise<Submission[]>;
  question(slug: string): Promise<Problem>;
  daily(): Promise<DailyProblem>;
  upcomingContests(): Promise<UpcomingContest[]>;
}

export interface CodeChefAdapter extends PlatformAdapter {
  /** A redirect (a rename, another letter case) is followed, so the profile carries the handle as it is now. */
  profile(handle: string): Promise<{ profile: AccountProfile; contests: ContestResult[] }>;
  /** Page 0 is the newest. */
  recentSubmissions(handle: string, page: number): Promise<SubmissionPage>;
  contestProblems(contestCode: string): Promise<Problem[]>;
  upcomingContests(): Promise<UpcomingContest[]>;
  /** 0-based. */
  problemPage(page: number, limit: number): Promise<{ problems: Problem[]; total: number }>;
  problemTags(code: string): Promise<string[]>;
}

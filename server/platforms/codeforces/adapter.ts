import { type z } from "zod";
import { parseRetryAfter } from "../core/classify";
import { DEFAULT_SPACING_MS } from "../core/gate";
import {
  type AccountProfile,
  type AdapterDeps,
  type CodeforcesAdapter,
  type ContestResult,
  type HandleRename,
  PlatformError,
  type PlatformErrorKind,
  type Problem,
  type RecentSubmission,
  type Submission,
  type SubmissionPage,
  type UpcomingContest,
  type UpstreamResponse,
  type Verdict,
} from "../types";
import {
  type CodeforcesProblem,
  type CodeforcesSubmission,
  type CodeforcesUser,
  contestsResultSchema,
  envelopeSchema,
  problemsetSchema,
  ratingResultSchema,
  submissionsResultSchema,
  usersResultSchema,
} from "./schemas";

/** Links shown to users point at the real site, whatever `baseUrl` the calls go to. */
const SITE = "https://codeforces.com";

// The comment's "handle:"/"handles:" prefix varies by method (docs/platforms.md §1).
const HANDLE_NOT_FOUND = /User with handle (\S+) not found/;
const CALL_LIMIT = /call limit exceeded/i;
const FIRST_GYM_ID = 100_000;
// Longer URLs are refused (docs/platforms.md §0).
const USER_INFO_BATCH = 100;
export const RECENT_STATUS_MAX = 1000;

const fail = (kind: PlatformErrorKind, message: string, extra: PlatformError["extra"] = {}) =>
  new PlatformError("codeforces", kind, message, extra);

const retryAfterMs = (res: UpstreamResponse) => parseRetryAfter(res.headers.get("retry-after"));

/** FAILED comes with HTTP 400, so the body decides, not the status. */
function failedCall(comment: string, res: UpstreamResponse): PlatformError {
  const { status } = res;
  const notFound = HANDLE_NOT_FOUND.exec(comment);
  if (notFound) return fail("not_found", "Codeforces handle not found", { status, handle: notFound[1] });
  if (CALL_LIMIT.test(comment) || status === 429) {
    return fail("rate_limited", "Codeforces is rate limiting us; we will try again shortly", {
      status,
      retryAfterMs: retryAfterMs(res) ?? DEFAULT_SPACING_MS.codeforces,
    });
  }
  if (status === 403) return fail("blocked", `Codeforces is blocking us (HTTP ${status})`, { status });
  if (status >= 500) return fail("upstream_down", `Codeforces is unavailable (HTTP ${status})`, { status });
  return fail("bad_shape", `Codeforces refused the request: ${comment || "no reason given"}`, { status });
}

function unreadableAnswer(res: UpstreamResponse, validJson: boolean): PlatformError {
  const { status } = res;
  if (status === 429) {
    const wait = retryAfterMs(res);
    return fail("rate_limited", "Codeforces is rate limiting us; we will try again shortly", {
      status,
      ...(wait !== undefined ? { retryAfterMs: wait } : {}),
    });
  }
  if (status >= 500) return fail("upstream_down", `Codeforces is unavailable (HTTP ${status})`, { status });
  if (status === 403) return fail("blocked", `Codeforces is blocking us (HTTP ${status})`, { status });
  // An HTML or plain-text page is Cloudflare or the site standing in for the API.
  if (validJson || /^\s*[[{]/.test(res.text)) return fail("bad_shape", "Codeforces sent data we could not read", { status });
  return fail("blocked", `Codeforces answered with a web page instead of data (HTTP ${status})`, { status });
}

function readAnswer<T>(res: UpstreamResponse, schema: z.ZodType<T>): T {
  let body: unknown;
  let validJson = false;
  try {
    body = JSON.parse(res.text);
    validJson = true;
  } catch {
    // Classified below with the status.
  }
  const envelope = validJson ? envelopeSchema.safeParse(body) : undefined;
  if (!envelope?.success) throw unreadableAnswer(res, validJson);
  if (envelope.data.status === "FAILED") throw failedCall(envelope.data.comment ?? "", res);
  const result = schema.safeParse(envelope.data.result);
  if (!result.success) throw fail("bad_shape", "Codeforces sent data we could not read", { status: res.status });
  return result.data;
}

const toDate = (seconds: number) => new Date(seconds * 1000);
const absoluteUrl = (url: string) => (url.startsWith("//") ? `https:${url}` : url);

function toProfile(user: CodeforcesUser): AccountProfile {
  const displayName = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return {
    platform: "codeforces",
    handle: user.handle,
    displayName: displayName || null,
    rating: user.rating ?? null,
    maxRating: user.maxRating ?? null,
    rank: user.rank ?? null,
    avatarUrl: user.avatar ? absoluteUrl(user.avatar) : null,
    lastOnlineAt: user.lastOnlineTimeSeconds !== undefined ? toDate(user.lastOnlineTimeSeconds) : null,
  };
}

function toProblem(problem: CodeforcesProblem): Problem {
  const { contestId, problemsetName, index } = problem;
  let externalId: string;
  let url: string;
  if (contestId === undefined) {
    // Problemsets such as acmsguru have no contest.
    externalId = `${problemsetName ?? ""}${index}`;
    url = problemsetName ? `${SITE}/problemsets/${problemsetName}/problem/99999/${index}` : `${SITE}/problemset`;
  } else {
    externalId = `${contestId}${index}`;
    if (contestId >= FIRST_GYM_ID) url = `${SITE}/gym/${contestId}/problem/${index}`;
    else if (problemsetName) url = `${SITE}/problemset/problem/${contestId}/${index}`;
    else url = `${SITE}/contest/${contestId}/problem/${index}`;
  }
  return {
    platform: "codeforces",
    externalId,
    name: problem.name,
    url,
    difficulty: null,
    rating: problem.rating ?? null,
    tags: problem.tags,
    contestExternalId: contestId !== undefined ? String(contestId) : null,
    index,
  };
}

// SUBMITTED is queued, not refused.
const JUDGING = new Set([undefined, "TESTING", "SUBMITTED"]);

/** A pass on pretests counts as a solve for now, but can be overturned (docs/platforms.md §0b). */
export function toVerdict(raw: string | undefined, testset: string | undefined): { verdict: Verdict; final: boolean } {
  if (JUDGING.has(raw)) return { verdict: "pending", final: false };
  if (raw === "OK") return { verdict: "accepted", final: testset !== "PRETESTS" };
  return { verdict: "rejected", final: true };
}

function toSubmission(submission: CodeforcesSubmission): Submission {
  const { problem } = submission;
  // Older answers sometimes leave the contest off the problem and keep it on the submission.
  const contestId = problem.contestId ?? (problem.problemsetName ? undefined : submission.contestId);
  return {
    platform: "codeforces",
    externalId: String(submission.id),
    problem: toProblem({ ...problem, contestId }),
    ...toVerdict(submission.verdict, submission.testset),
    rawVerdict: submission.verdict ?? "TESTING",
    submittedAt: toDate(submission.creationTimeSeconds),
    duringContest: submission.author.participantType === "CONTESTANT",
  };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function uniqueIgnoringCase(handles: readonly string[]): string[] {
  const seen = new Set<string>();
  return handles.filter((handle) => {
    const key = handle.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function createCodeforcesAdapter(deps: AdapterDeps): CodeforcesAdapter {
  const base = deps.baseUrl.replace(/\/+$/, "");

  async function call<T>(method: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    // Semicolons separate handles in user.info, so they stay unencoded.
    const query = Object.entries(params)
      .map(([key, value]) => `${key}=${value.split(";").map(encodeURIComponent).join(";")}`)
      .join("&");
    const res = await deps.send({ url: query ? `${base}/${method}?${query}` : `${base}/${method}`, method: "GET" });
    return readAnswer(res, schema);
  }

  /** Users come back in the order asked, and an old handle under its new name: that is how a rename shows. */
  async function userInfoBatch(batch: string[], missing: string[], renamed: HandleRename[]): Promise<AccountProfile[]> {
    const remaining = [...batch];
    while (remaining.length > 0) {
      try {
        const users = await call("user.info", { handles: remaining.join(";") }, usersResultSchema);
        users.forEach((user, i) => {
          const asked = remaining[i];
          if (asked !== undefined && asked.toLowerCase() !== user.handle.toLowerCase()) renamed.push({ from: asked, to: user.handle });
        });
        return users.map(toProfile);
      } catch (error) {
        if (!(error instanceof PlatformError) || error.kind !== "not_found") throw error;
        const named = error.extra.handle?.toLowerCase();
        const at = remaining.findIndex((handle) => handle.toLowerCase() === named);
        if (at < 0) throw error;
        missing.push(...remaining.splice(at, 1));
      }
    }
    return [];
  }

  async function userInfo(handles: string[]) {
    const missing: string[] = [];
    const renamed: HandleRename[] = [];
    const profiles: AccountProfile[] = [];
    for (const batch of chunks(uniqueIgnoringCase(handles), USER_INFO_BATCH)) {
      profiles.push(...(await userInfoBatch(batch, missing, renamed)));
    }
    return { profiles, missing, renamed };
  }

  return {
    userInfo,

    async lookUp(handle) {
      const found = (await userInfo([handle])).profiles[0];
      if (!found) throw new PlatformError("codeforces", "not_found", "Codeforces handle not found", { handle });
      return found;
    },

    async finishedContests() {
      const contests = await call("contest.list", { gym: "false" }, contestsResultSchema);
      return new Set(contests.filter((contest) => contest.phase === "FINISHED").map((contest) => String(contest.id)));
    },

    async userRating(handle): Promise<ContestResult[]> {
      const changes = await call("user.rating", { handle }, ratingResultSchema);
      return changes.map((change, i) => ({
        platform: "codeforces",
        externalId: String(change.contestId),
        name: change.contestName,
        url: `${SITE}/contest/${change.contestId}`,
        date: toDate(change.ratingUpdateTimeSeconds),
        rank: change.rank,
        // 0 before the first rated contest means no rating yet.
        oldRating: i === 0 && change.oldRating === 0 ? null : change.oldRating,
        newRating: change.newRating,
      }));
    },

    async userStatus(handle, from, count): Promise<SubmissionPage> {
      const submissions = await call("user.status", { handle, from: String(from), count: String(count) }, submissionsResultSchema);
      return { submissions: submissions.map(toSubmission), hasMore: submissions.length >= count };
    },

    async recentStatus(count): Promise<RecentSubmission[]> {
      const size = Math.max(1, Math.min(RECENT_STATUS_MAX, Math.floor(count)));
      const submissions = await call("problemset.recentStatus", { count: String(size) }, submissionsResultSchema);
      return submissions.map((s) => ({ handles: s.author.members.map((m) => m.handle), submission: toSubmission(s) }));
    },

    async problemset() {
      const { problems } = await call("problemset.problems", {}, problemsetSchema);
      return problems.map(toProblem);
    },

    async upcomingContests(): Promise<UpcomingContest[]> {
      const contests = await call("contest.list", { gym: "false" }, contestsResultSchema);
      return contests
        .flatMap((contest) =>
          contest.phase === "BEFORE" && contest.startTimeSeconds !== undefined ? [{ ...contest, start: contest.startTimeSeconds }] : [],
        )
        .sort((a, b) => a.start - b.start)
        .map((contest) => ({
          platform: "codeforces",
          externalId: String(contest.id),
          name: contest.name,
          url: `${SITE}/contests/${contest.id}`,
          startTime: toDate(contest.start),
          durationMinutes: contest.durationSeconds / 60,
        }));
    },
  };
}

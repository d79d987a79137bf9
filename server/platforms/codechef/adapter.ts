import { parseRetryAfter } from "../core/classify";
import { type AdapterDeps, type CodeChefAdapter, PlatformError, type Problem, type UpcomingContest, type UpstreamResponse } from "../types";
import { SITE, badShape, parseActivityTable, parseProfilePage } from "./parse";
import { readProblemPage, readProblemTags } from "./problem-list";
import { contestDetailsSchema, contestListSchema, recentPageSchema } from "./schemas";

/** CodeChef turns away clients that do not look like a browser (docs/platforms.md §3). */
const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  "accept-language": "en-US,en;q=0.9",
};

/** After a 429 that names no wait (docs/platforms.md §0). */
const DEFAULT_RETRY_AFTER_MS = 60_000;

/** Longer present contests are long challenges, not something to join. */
const MAX_PRESENT_MINUTES = 24 * 60;

// Challenge scripts also appear in ordinary pages, so they mark a challenge only on an error status.
const CHALLENGE_TITLE = /<title>\s*(just a moment|attention required)/i;
const CHALLENGE_SCRIPT = /cf-chl|challenge-platform|cf-browser-verification/i;

/** Old accounts may have dots. */
const HANDLE = /^[A-Za-z0-9_.]{1,40}$/;
const CONTEST_CODE = /^[A-Za-z0-9_]{1,40}$/;

const MAX_USER_REDIRECTS = 3;

function redirectedHandle(location: string | null): string | null {
  if (!location) return null;
  let path: string;
  try {
    path = new URL(location, SITE).pathname;
  } catch {
    return null;
  }
  const m = /\/users\/([^/]+)\/?$/.exec(path);
  if (!m) return null;
  let handle: string;
  try {
    handle = decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
  return HANDLE.test(handle) ? handle : null;
}

const notFound = (what: string, extra: PlatformError["extra"] = {}) =>
  new PlatformError("codechef", "not_found", `CodeChef ${what} not found`, extra);

function failureOf(res: UpstreamResponse, now: Date): PlatformError | null {
  const { status } = res;
  if (status === 429) {
    const extra = { status, retryAfterMs: parseRetryAfter(res.headers.get("retry-after"), now) ?? DEFAULT_RETRY_AFTER_MS };
    return new PlatformError("codechef", "rate_limited", "CodeChef is rate limiting us (HTTP 429)", extra);
  }
  const head = res.text.slice(0, 20_000);
  const challenged =
    res.headers.get("cf-mitigated")?.toLowerCase() === "challenge" ||
    CHALLENGE_TITLE.test(head) ||
    (status >= 400 && CHALLENGE_SCRIPT.test(head));
  if (status === 401 || status === 403 || challenged) {
    return new PlatformError("codechef", "blocked", `CodeChef is blocking us (HTTP ${status})`, { status });
  }
  if (status >= 500) return new PlatformError("codechef", "upstream_down", `CodeChef is unavailable (HTTP ${status})`, { status });
  return null;
}

function readJson(res: UpstreamResponse, what: string): unknown {
  try {
    return JSON.parse(res.text) as unknown;
  } catch {
    throw badShape(what);
  }
}

export function createCodeChefAdapter(deps: AdapterDeps): CodeChefAdapter {
  const base = deps.baseUrl.replace(/\/+$/, "");

  async function get(path: string, options: { json?: boolean; noRedirect?: boolean; ajax?: boolean } = {}) {
    const headers: Record<string, string> = {
      ...BROWSER_HEADERS,
      accept: options.json ? "application/json, text/javascript, */*; q=0.01" : "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8",
      // The activity endpoint answers the site's own XHR calls (index ids 58418231991, 60383576845).
      ...(options.ajax ? { "x-requested-with": "XMLHttpRequest" } : {}),
    };
    const res = await deps.send({ url: `${base}${path}`, method: "GET", headers, noRedirect: options.noRedirect ?? false });
    const failure = failureOf(res, deps.now());
    if (failure) throw failure;
    return res;
  }

  function expectOk(res: UpstreamResponse, missing?: () => PlatformError) {
    if (res.status === 404 && missing) throw missing();
    if (res.status < 200 || res.status >= 300) {
      const message = `CodeChef answered with an unexpected HTTP ${res.status}`;
      throw new PlatformError("codechef", "bad_shape", message, { status: res.status });
    }
  }

  const adapter: CodeChefAdapter = {
    async profile(handle) {
      const missing = () => notFound("handle", { handle });
      if (!HANDLE.test(handle)) throw missing();
      // An unknown user gets a 302 to the home page (WebBreacher/WhatsMyName#864), a renamed one to the canonical page.
      let current = handle;
      for (let hops = 0; ; hops++) {
        const res = await get(`/users/${encodeURIComponent(current)}`, { noRedirect: true });
        if (res.status >= 300 && res.status < 400) {
          const next = redirectedHandle(res.headers.get("location"));
          if (!next || hops >= MAX_USER_REDIRECTS || next === current) throw notFound("handle", { handle, status: res.status });
          current = next;
          continue;
        }
        expectOk(res, missing);
        const { profile, contests } = parseProfilePage(res.text, current);
        return { profile, contests };
      }
    },

    async lookUp(handle) {
      return (await adapter.profile(handle)).profile;
    },

    async recentSubmissions(handle, page) {
      if (!HANDLE.test(handle)) throw notFound("handle", { handle });
      if (!Number.isInteger(page) || page < 0) throw new RangeError(`page must be a whole number from 0, got ${page}`);
      const query = new URLSearchParams({ page: String(page), user_handle: handle });
      const res = await get(`/recent/user?${query.toString()}`, { json: true, ajax: true });
      // Only the profile page says a handle does not exist (docs/platforms.md §3).
      expectOk(
        res,
        () =>
          new PlatformError("codechef", "bad_shape", `CodeChef would not list the submissions (HTTP ${res.status})`, {
            status: res.status,
          }),
      );
      const parsed = recentPageSchema.safeParse(readJson(res, "a submission list"));
      if (!parsed.success) throw badShape("a submission list");
      // "No Recent Activity" is a table without problem rows.
      const submissions = parseActivityTable(parsed.data.content, deps.now());
      return { submissions, hasMore: page < parsed.data.max_page - 1 };
    },

    async contestProblems(contestCode) {
      // "Contest does not exist." is about one contest, never the account.
      const missing = () =>
        new PlatformError("codechef", "item_missing", `CodeChef would not describe the contest ${contestCode}`, { status: 404 });
      if (!CONTEST_CODE.test(contestCode)) throw missing();
      const res = await get(`/api/contests/${encodeURIComponent(contestCode)}`, { json: true });
      expectOk(res, missing);
      const parsed = contestDetailsSchema.safeParse(readJson(res, "contest details"));
      if (!parsed.success) throw badShape("contest details");
      const details = parsed.data;
      if (details.status !== "success") {
        if (/exist|not found|invalid/i.test(details.message ?? "")) throw missing();
        throw badShape("contest details");
      }
      // A parent contest ("START251") lists no problems of its own: they belong to its divisions.
      if (details.problems === undefined && details.child_contests === undefined) throw badShape("contest details");
      return Object.values(details.problems ?? {}).map((p): Problem => ({
        platform: "codechef",
        externalId: p.code,
        name: p.name,
        url: `${SITE}/${encodeURIComponent(contestCode)}/problems/${encodeURIComponent(p.code)}`,
        difficulty: null,
        rating: null,
        tags: [],
        contestExternalId: contestCode,
        index: null,
      }));
    },

    async upcomingContests() {
      const res = await get("/api/list/contests/all?sort_by=START&sorting_order=asc&offset=0&mode=all", { json: true });
      expectOk(res);
      const parsed = contestListSchema.safeParse(readJson(res, "a contest list"));
      if (!parsed.success) throw badShape("a contest list");
      const { future_contests, present_contests } = parsed.data;
      // Skill tests sit in present_contests for months.
      const candidates = [...future_contests, ...present_contests.filter((c) => c.contest_duration <= MAX_PRESENT_MINUTES)];
      const seen = new Set<string>();
      const contests: UpcomingContest[] = [];
      for (const c of candidates) {
        if (seen.has(c.contest_code)) continue;
        seen.add(c.contest_code);
        contests.push({
          platform: "codechef",
          externalId: c.contest_code,
          name: c.contest_name,
          url: `${SITE}/${encodeURIComponent(c.contest_code)}`,
          // The *_iso fields carry the +05:30 offset; the plain dates are IST without one.
          startTime: new Date(c.contest_start_date_iso),
          durationMinutes: Number(c.contest_duration),
        });
      }
      return contests.sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
    },

    async problemPage(page, limit) {
      const query = `page=${page}&limit=${limit}&sort_by=difficulty_rating&sort_order=asc`;
      const res = await get(`/api/list/problems?${query}`, { json: true, ajax: true });
      expectOk(res);
      return readProblemPage(readJson(res, "a problem list"));
    },

    async problemTags(code) {
      if (!/^[A-Za-z0-9_]{1,40}$/.test(code)) return [];
      const res = await get(`/api/contests/PRACTICE/problems/${code}`, { json: true, ajax: true });
      return res.status === 200 ? readProblemTags(readJson(res, "a problem")) : [];
    },
  };
  return adapter;
}

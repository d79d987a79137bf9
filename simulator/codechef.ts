import { activityTable, dsaTrack, istIso, istPlain, profilePage } from "./codechef-pages";
import {
  DIVISIONS,
  STARTERS_MINUTES,
  type SimSubmission,
  type SimUser,
  type Temperament,
  UserStream,
  createProblemBook,
  divisionProblems,
  makeIdentity,
  makeTemperament,
  practiceProblem,
  startersBefore,
  startersStart,
} from "./codechef-world";
import { practiceProblemAnswer, problemListAnswer } from "./codechef-problem-list";
import { mixSeed, Random } from "./random";
import type { PlatformSim, PlatformSimOptions } from "./types";
import { MINUTE, DAY } from "@/lib/time";

const ROWS_PER_PAGE = 12;
// CodeChef refuses a heavy account's deep history with 429: per handle, the first request from this page on gets Retry-After.
export const DEEP_PAGE = 6;
const DEEP_PAGE_RETRY_AFTER_S = 120;
/** Users renamed long ago (every seventh, from the fourth): their former handle `<handle>_old` redirects to the page. */
const FORMER_HANDLE_EVERY = 7;
/** The first (demo) user is renamed to `<handle>_v2` this long after the demo first starts, so a rename happens live. */
const LIVE_RENAMED = 0;
const LIVE_RENAME_AFTER_MS = 5 * MINUTE;
/** Rounds whose division codes CodeChef will not describe ("Contest does not exist."): every ninth. */
const UNRESOLVED_EVERY = 9;
const FUTURE_STARTERS = 4;
const PAST_LISTED = 20;

function rateLimitedPage() {
  const body = "<html><head><title>429 Too Many Requests</title></head><body><center><h1>429 Too Many Requests</h1></center></body></html>";
  return new Response(body, { status: 429, headers: { "content-type": "text/html", "retry-after": "60" } });
}

const html = (body: string, status = 200) => new Response(body, { status, headers: { "content-type": "text/html; charset=UTF-8" } });
const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { "content-type": "application/json" } });

function visibleCount(subs: SimSubmission[], t: number) {
  let lo = 0;
  let hi = subs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (subs[mid]!.at <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Keeps a user's list in time order (a submission added "now" may predate generated ones). */
function insert(subs: SimSubmission[], sub: SimSubmission) {
  let i = subs.length;
  while (i > 0 && subs[i - 1]!.at > sub.at) i--;
  if (i === subs.length) subs.push(sub);
  else subs.splice(i, 0, sub);
}

type ListedContest = { code: string; name: string; start: number; minutes: number; users: number };

function listed(c: ListedContest) {
  const end = c.start + c.minutes * MINUTE;
  return {
    contest_code: c.code,
    contest_name: c.name,
    contest_start_date: istPlain(c.start),
    contest_end_date: istPlain(end),
    contest_start_date_iso: istIso(c.start),
    contest_end_date_iso: istIso(end),
    contest_duration: String(c.minutes),
    distinct_users: c.users,
  };
}

/** A nine-day long challenge from the 1st of each month, 15:00 IST: a "present" contest the adapter must skip. */
function longChallenge(t: number): ListedContest {
  const d = new Date(t + 330 * MINUTE);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1, 9, 30);
  const month = new Date(start).toLocaleString("en", { month: "long", timeZone: "UTC" });
  const code = `${month.slice(0, 3).toUpperCase()}${String(d.getUTCFullYear() % 100).padStart(2, "0")}L`;
  return { code, name: `${month} Long Challenge ${d.getUTCFullYear()}`, start, minutes: 12960, users: 3000 };
}

const SKILL_TEST: ListedContest = {
  code: "SKILLDSA",
  name: "Data Structures Skill Test",
  start: Date.UTC(2024, 11, 31, 18, 30),
  minutes: 1_576_739,
  users: 90211,
};

/** Names of beginner problems a compilation error may be sent to (the sync reads the name from the page). */
const BEGINNER_NAMES: Record<string, string> = { FLOW001: "Add Two Numbers", TEST: "Life, the Universe, and Everything" };

export type CodeChefSimOptions = PlatformSimOptions & {
  throttleDeepPages?: boolean;
  /** Rename the first user five minutes after `stagedFrom` (default true): a rename happening while the demo runs. */
  liveRename?: boolean;
  /** The demo's first start, so a rename already done stays done: CodeChef never gives a handle back. */
  stagedFrom?: Date;
};

export function createCodeChefSim(options: CodeChefSimOptions): PlatformSim {
  const { seed, throttleDeepPages = true, liveRename = true } = options;
  const historyDays = options.historyDays ?? 365;
  const worldEnd = options.now.getTime();
  const worldStart = worldEnd - historyDays * DAY;
  const book = createProblemBook(seed);

  const users: SimUser[] = [];
  const streams: (UserStream | null)[] = [];
  const taken = new Set(["unrated_cc", "empty_cc"]);
  const addUser = (identity: Omit<SimUser, "submissions" | "ratings">, temperament: Temperament | null, streamSeed: number) => {
    const user: SimUser = { ...identity, submissions: [], ratings: [] };
    users.push(user);
    streams.push(temperament && new UserStream(book, streamSeed, temperament, user.ratings));
  };
  for (let i = 0; i < options.users; i++) {
    const rng = new Random(mixSeed(seed, 0x1d, i));
    addUser(makeIdentity(rng, taken), makeTemperament(rng, worldStart), mixSeed(seed, 0x5eed, i));
  }
  const unrated: Temperament = { skill: 1250, sessionGapHours: 120, sessionSize: 3, contestRate: 0, joinedAt: worldStart };
  addUser({ handle: "unrated_cc", displayName: "Unrated Coder", country: "India" }, unrated, mixSeed(seed, 0x5eed, -1));
  addUser({ handle: "empty_cc", displayName: "Empty Account", country: "India" }, null, 0);
  const byHandle = new Map(users.map((u) => [u.handle, u]));
  // Renames: old handles redirect to the current page; the letter case of any handle does too.
  const former = new Map<string, SimUser>();
  users.forEach((u, i) => {
    if (i % FORMER_HANDLE_EVERY === 3 && i < options.users) former.set(`${u.handle}_old`, u);
  });
  const live =
    liveRename && options.users > 5
      ? {
          user: users[LIVE_RENAMED]!,
          to: `${users[LIVE_RENAMED]!.handle}_v2`,
          at: (options.stagedFrom ?? options.now).getTime() + LIVE_RENAME_AFTER_MS,
        }
      : null;
  // Every other rated user's page carries the history in Drupal.settings only, with a DSA track.
  const layoutOf = (user: SimUser) => (users.indexOf(user) % 2 === 0 ? "drupal" : "legacy");
  const deepPagesRefused = new Set<string>();

  let clock = worldStart;
  let lastId = 1_050_000_000;
  let issued = 0;
  // Ids rise with time across all users, in uneven steps like a busy site's counter.
  const nextId = () => (lastId += 1 + (mixSeed(seed, 0x1d5, ++issued) % 40));
  const submitRng = new Random(mixSeed(seed, 0x5b));

  const baseSecond = Math.floor(worldStart / 1000);
  const MAX_BATCH = 2 ** 21;

  function advance(to: Date) {
    const t = to.getTime();
    if (t <= clock) return;
    const owners: SimUser[] = [];
    const subs: Omit<SimSubmission, "id">[] = [];
    streams.forEach((stream, u) => {
      for (const sub of stream?.until(t) ?? []) {
        owners.push(users[u]!);
        subs.push(sub);
      }
    });
    // Whole-second times let (second, position) pack into one number, so a numeric sort breaks ties by user order.
    const order =
      subs.length < MAX_BATCH
        ? Float64Array.from(subs, (s, i) => (s.at / 1000 - baseSecond) * MAX_BATCH + i)
            .sort()
            .map((key) => key % MAX_BATCH)
        : subs.map((_, i) => i).sort((a, b) => subs[a]!.at - subs[b]!.at || a - b);
    for (const i of order) {
      const sub = subs[i]!;
      insert(owners[i]!.submissions, {
        id: nextId(),
        at: sub.at,
        problem: sub.problem,
        contest: sub.contest,
        verdict: sub.verdict,
        language: sub.language,
      });
    }
    clock = t;
  }
  advance(options.now);

  const currentHandle = (user: SimUser, now: number) => (live && live.user === user && now >= live.at ? live.to : user.handle);

  /** The user a handle names at `now` (any letter case, former handles too) and the handle they go by now. */
  function lookup(handle: string, now: number): { user: SimUser; canonical: string } | undefined {
    const key = handle.trim().toLowerCase();
    const user = byHandle.get(key) ?? former.get(key) ?? (live && now >= live.at && key === live.to ? live.user : undefined);
    return user && { user, canonical: currentHandle(user, now) };
  }
  const userOf = (handle: string) => lookup(handle, Number.MAX_SAFE_INTEGER)?.user;

  function profile(handle: string, now: number) {
    const found = lookup(handle, now);
    // Unknown users go to the home page (WebBreacher/WhatsMyName#864); former handles and other letter cases to the current page.
    if (!found) return new Response(null, { status: 302, headers: { location: "/" } });
    if (handle !== found.canonical) return new Response(null, { status: 302, headers: { location: `/users/${found.canonical}` } });
    const { user } = found;
    const ratings = user.ratings.filter((r) => r.endAt <= now);
    const layout = layoutOf(user);
    const dsa = layout === "drupal" ? dsaTrack(ratings).filter((r) => r.endAt <= now) : [];
    const visible = user.submissions.slice(0, visibleCount(user.submissions, now));
    return html(profilePage(user, ratings, visible, { handle: found.canonical, layout, dsa }));
  }

  function recent(params: URLSearchParams, now: number) {
    const asked = params.get("user_handle") ?? "";
    const found = lookup(asked, now);
    // The activity list answers the current handle only (any letter case); a former one has none.
    const user = found && found.canonical.toLowerCase() === asked.trim().toLowerCase() ? found.user : undefined;
    const page = Math.max(0, Math.floor(Number(params.get("page") ?? 0)) || 0);
    if (user && throttleDeepPages && page >= DEEP_PAGE && !deepPagesRefused.has(user.handle)) {
      deepPagesRefused.add(user.handle);
      const refused = rateLimitedPage();
      refused.headers.set("retry-after", String(DEEP_PAGE_RETRY_AFTER_S));
      return refused;
    }
    const visible = user ? visibleCount(user.submissions, now) : 0;
    const maxPage = Math.ceil(visible / ROWS_PER_PAGE);
    const rows: SimSubmission[] = [];
    for (let i = visible - 1 - page * ROWS_PER_PAGE; i >= 0 && rows.length < ROWS_PER_PAGE; i--) rows.push(user!.submissions[i]!);
    return json({ max_page: maxPage, content: activityTable(rows, now) });
  }

  const starters = (n: number): ListedContest => ({
    code: `START${n}`,
    name: `Starters ${n}`,
    start: startersStart(n),
    minutes: STARTERS_MINUTES,
    users: 12000 + (mixSeed(seed, 0x57, n) % 9000),
  });

  function contestList(now: number) {
    const last = startersBefore(now);
    const present: ListedContest[] = [];
    const long = longChallenge(now);
    if (now >= long.start && now < long.start + long.minutes * MINUTE) present.push(long);
    const running = starters(last);
    if (last >= 1 && now < running.start + running.minutes * MINUTE) present.push(running);
    const future = Array.from({ length: FUTURE_STARTERS }, (_, i) => ({ ...starters(last + 1 + i), users: 0 }));
    const past: ListedContest[] = [];
    for (let n = last - (present.includes(running) ? 1 : 0); n >= 1 && past.length < PAST_LISTED; n--) past.push(starters(n));
    return json({
      status: "success",
      message: "All contests list",
      present_contests: present.map(listed),
      future_contests: future.map(listed),
      practice_contests: [],
      past_contests: past.map(listed),
      skill_tests: [{ ...listed(SKILL_TEST), problem_count: 30 }],
      banners: [{ image: "1754030000.png", link: `https://www.codechef.com/START${last + 1}` }],
    });
  }

  function contestDetails(code: string, now: number) {
    const missing = json({ status: "error", message: "Contest does not exist." });
    const m = /^START(\d+)([A-D])?$/.exec(code);
    if (!m) return code === SKILL_TEST.code || code === longChallenge(now).code ? json({ status: "success", code, problems: [] }) : missing;
    const n = Number(m[1]);
    if (n < 1 || n > startersBefore(now) + FUTURE_STARTERS) return missing;
    // Some past rounds' division codes do not resolve, though they appear in users' histories.
    if (m[2] && n % UNRESOLVED_EVERY === 0 && startersStart(n) < now) return missing;
    const start = startersStart(n);
    const time = { start: start / 1000, end: start / 1000 + STARTERS_MINUTES * 60, current: Math.floor(now / 1000) };
    const division = DIVISIONS.find((d) => d.letter === m[2]);
    if (!division) {
      const child_contests = Object.fromEntries(
        DIVISIONS.map((d) => [
          `div_${d.number}`,
          {
            div: {
              div_number: String(d.number),
              code: `div_${d.number}`,
              min_rating: d.min,
              max_rating: d.max,
              name: `Division ${d.number}`,
            },
            contest_code: `START${n}${d.letter}`,
          },
        ]),
      );
      return json({
        status: "success",
        user: { username: null },
        code,
        name: `Starters ${n}`,
        is_a_parent_contest: true,
        child_contests,
        time,
      });
    }
    // Problems stay hidden until the round starts; PHP sends the empty map as [].
    const problems =
      start > now
        ? []
        : Object.fromEntries(
            divisionProblems(book, n, division).map((p) => [
              p.code,
              {
                code: p.code,
                name: p.name,
                type: "3",
                allow_submission: false,
                problem_url: `/problems/${p.code}`,
                submit_url: `/problems/${p.code}`,
                category_name: "main",
              },
            ]),
          );
    const name = `Starters ${n} (Div ${division.number})`;
    return json({
      status: "success",
      user: { username: null },
      code,
      name,
      isRatedContest: "1",
      is_a_parent_contest: false,
      time,
      problems,
    });
  }

  return {
    platform: "codechef",

    async handle(req, path, ctx) {
      if (req.method !== "GET") return null;
      const now = ctx.now.getTime();
      const url = new URL(req.url);
      const user = /^\/users\/([^/]+)\/?$/.exec(path);
      if (user) {
        let handle: string;
        try {
          handle = decodeURIComponent(user[1]!);
        } catch {
          return new Response(null, { status: 302, headers: { location: "/" } });
        }
        return profile(handle, now);
      }
      if (path === "/recent/user") return recent(url.searchParams, now);
      if (path === "/api/list/contests/all") return contestList(now);
      if (path === "/api/list/problems") return json(problemListAnswer(book, url.searchParams, now));
      const practice = /^\/api\/contests\/PRACTICE\/problems\/([A-Za-z0-9_]+)\/?$/.exec(path);
      if (practice) return json(practiceProblemAnswer(book, practice[1]!, now));
      const contest = /^\/api\/contests\/([A-Za-z0-9_]+)\/?$/.exec(path);
      if (contest) return contestDetails(contest[1]!, now);
      return null;
    },

    rateLimited: rateLimitedPage,

    handles: () => users.map((u) => u.handle),

    advance,

    submit(handle, now, submitOptions = {}) {
      const user = userOf(handle);
      if (!user) throw new Error(`The CodeChef simulator has no user "${handle}"`);
      const at = now.getTime();
      const sub: SimSubmission = {
        id: nextId(),
        at,
        problem: submitOptions.compileErrorOn
          ? {
              code: submitOptions.compileErrorOn,
              name: BEGINNER_NAMES[submitOptions.compileErrorOn] ?? submitOptions.compileErrorOn,
              difficulty: 500,
            }
          : practiceProblem(submitRng, book, at, 1500),
        contest: null,
        verdict: submitOptions.compileErrorOn ? "compilation error" : submitOptions.accepted === false ? "wrong answer" : "accepted",
        language: "C++17",
      };
      insert(user.submissions, sub);
      return String(sub.id);
    },
  };
}

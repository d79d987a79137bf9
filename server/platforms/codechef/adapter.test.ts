import { readFileSync } from "node:fs";
import { PlatformError, type Send, type UpstreamRequest } from "../types";
import { createCodeChefAdapter } from "./adapter";
import { parseSubmissionTime } from "./time";

const NOW = new Date("2024-08-14T10:00:00Z");
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

type Reply = { status?: number; text?: string; headers?: Record<string, string> };

/** An adapter whose every call gets `reply`; `calls` records what it asked for. */
function stub(reply: Reply, baseUrl = "https://www.codechef.com/") {
  const calls: UpstreamRequest[] = [];
  const send: Send = async (req) => {
    calls.push(req);
    return { status: reply.status ?? 200, headers: new Headers(reply.headers), text: reply.text ?? "" };
  };
  return { calls, adapter: createCodeChefAdapter({ send, baseUrl, now: () => NOW }) };
}

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    return error as PlatformError;
  }
  throw new Error("expected the call to fail");
}

describe("profile", () => {
  it("reads rating, highest rating, stars, name and the rating history of a rated user", async () => {
    const { adapter, calls } = stub({ text: fixture("profile-rated.html") });
    const { profile, contests } = await adapter.profile("priya_dev");

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://www.codechef.com/users/priya_dev");
    expect(calls[0]!.noRedirect).toBe(true);
    expect(calls[0]!.headers?.["user-agent"]).toMatch(/Mozilla\/5\.0/);
    expect(profile).toEqual({
      platform: "codechef",
      handle: "priya_dev",
      displayName: "Priya Raman",
      rating: 1834,
      maxRating: 1902,
      rank: "4★",
      avatarUrl: "https://www.codechef.com/sites/default/files/uploads/pictures/priya_dev.jpg",
      lastOnlineAt: null,
    });
    expect(contests.map((c) => [c.externalId, c.oldRating, c.newRating, c.rank])).toEqual([
      ["START121D", null, 1322, 5120],
      ["START122D", 1322, 1448, 2211],
      ["START124C", 1448, 1617, 804],
      ["START128B", 1617, 1795, 1032],
      ["START131B", 1795, 1902, 611],
      ["START135B", 1902, 1834, 2457],
    ]);
    // end_date "2024-01-31 22:00:00" is IST: 16:30 UTC.
    expect(contests[0]!.date.toISOString()).toBe("2024-01-31T16:30:00.000Z");
    expect(contests[0]!.url).toBe("https://www.codechef.com/START121D");
    expect(contests[0]!.name).toBe("Starters 121 (Div 4)");
  });

  it("reads an ordinary page even though Cloudflare's bot-detection script is on it", async () => {
    const page = fixture("profile-rated.html");
    expect(page).toContain("/cdn-cgi/challenge-platform/");
    const { adapter } = stub({ text: page });
    expect((await adapter.profile("priya_dev")).profile.rating).toBe(1834);
  });

  it("orders the history oldest first whatever order the page lists it in", async () => {
    const page = fixture("profile-rated.html");
    const list = /var all_rating = (\[.*\]);/.exec(page)![1]!;
    const reversed = JSON.stringify((JSON.parse(list) as unknown[]).reverse());
    const { adapter } = stub({ text: page.replace(list, reversed) });
    const { contests } = await adapter.profile("priya_dev");
    expect(contests.map((c) => c.externalId)).toEqual(["START121D", "START122D", "START124C", "START128B", "START131B", "START135B"]);
    expect(contests[1]!.oldRating).toBe(1322);
  });

  it("reports an account that never entered a contest as unrated", async () => {
    const { adapter } = stub({ text: fixture("profile-unrated.html") });
    const { profile, contests } = await adapter.profile("new_coder_77");
    expect(contests).toEqual([]);
    expect(profile).toMatchObject({ handle: "new_coder_77", displayName: "new_coder_77", rating: null, maxRating: null, rank: null });
  });

  it("treats the 302 CodeChef sends for an unknown user as not found, and never retries it", async () => {
    const { adapter } = stub({ status: 302, headers: { location: "/" } });
    const error = await failure(adapter.profile("no_such_chef"));
    expect(error.kind).toBe("not_found");
    expect(error.message).toBe("CodeChef handle not found");
    expect(error.transient).toBe(false);
  });

  it("refuses a handle CodeChef could not have without calling the site", async () => {
    const { adapter, calls } = stub({ text: fixture("profile-rated.html") });
    expect((await failure(adapter.profile("../admin"))).kind).toBe("not_found");
    expect(calls).toHaveLength(0);
  });

  it("calls a page that is not a profile a bad shape", async () => {
    const { adapter } = stub({ text: "<html><head><title>CodeChef | Competitive Programming</title></head><body>Home</body></html>" });
    const error = await failure(adapter.profile("priya_dev"));
    expect(error.kind).toBe("bad_shape");
    expect(error.message).toMatch(/^CodeChef sent/);
  });

  it("reads the history from Drupal.settings' date_versus_rating, keeping contests of other tracks unrated", async () => {
    const page = fixture("profile-rated.html");
    const list = /var all_rating = (\[.*\]);/.exec(page)![1]!;
    const dsa = [
      { code: "DSAC01", name: "DSA Contest 1", rating: "1510", rank: "44", end_date: "2024-03-01 21:00:00" },
      { code: "START128B", name: "Starters 128 (Div 2)", rating: "1795", rank: "1032", end_date: "2024-03-20 22:00:00" },
    ];
    const settings = `jQuery.extend(Drupal.settings, {"basePath":"\\/","date_versus_rating":{"all":${list},"dsa":${JSON.stringify(dsa)},"all_old":[]},"user_initial_ratings":{"all":1000}});`;
    const withSettings = page
      .replace(/var all_rating = \[.*\];/, "var all_rating = [];")
      .replace("</body>", `<script>${settings}</script></body>`);
    const { adapter } = stub({ text: withSettings });
    const { profile, contests } = await adapter.profile("priya_dev");
    expect(contests.map((c) => c.externalId)).toEqual([
      "START121D",
      "START122D",
      "START124C",
      "DSAC01",
      "START128B",
      "START131B",
      "START135B",
    ]);
    expect(contests.find((c) => c.externalId === "DSAC01")).toMatchObject({ rank: 44, oldRating: null, newRating: null });
    expect(contests.find((c) => c.externalId === "START128B")).toMatchObject({ oldRating: 1617, newRating: 1795 });
    expect(profile).toMatchObject({ rating: 1834, maxRating: 1902 });
  });

  it("fails a page without its rating history as a changed format instead of reading no contests", async () => {
    const page = fixture("profile-rated.html").replace(/var all_rating = \[.*\];/, "");
    const error = await failure(stub({ text: page }).adapter.profile("priya_dev"));
    expect(error).toMatchObject({
      kind: "bad_shape",
      message: "CodeChef sent a profile page without its rating history we could not read",
    });
  });

  it("fails a page without its rating block as a changed format instead of reading it unrated", async () => {
    const page = fixture("profile-rated.html").replace(/<div class="rating-number">1834<\/div>/, "");
    expect((await failure(stub({ text: page }).adapter.profile("priya_dev"))).kind).toBe("bad_shape");
  });

  it("follows a redirect to another user page (a rename or another letter case) and reports the handle it lands on", async () => {
    const calls: UpstreamRequest[] = [];
    const send: Send = async (req) => {
      calls.push(req);
      if (req.url.endsWith("/users/Priya_Old"))
        return { status: 302, headers: new Headers({ location: "https://www.codechef.com/users/priya_dev" }), text: "" };
      return { status: 200, headers: new Headers(), text: fixture("profile-rated.html") };
    };
    const adapter = createCodeChefAdapter({ send, baseUrl: "https://www.codechef.com/", now: () => NOW });
    const { profile } = await adapter.profile("Priya_Old");
    expect(profile.handle).toBe("priya_dev");
    expect(calls.map((c) => c.url)).toEqual(["https://www.codechef.com/users/Priya_Old", "https://www.codechef.com/users/priya_dev"]);
  });

  it("still reads a redirect that lands anywhere but a user page as not found", async () => {
    for (const location of ["/", "https://www.codechef.com/", "/login?destination=users/x"]) {
      const error = await failure(stub({ status: 302, headers: { location } }).adapter.profile("no_such_chef"));
      expect(error).toMatchObject({ kind: "not_found", message: "CodeChef handle not found" });
    }
  });

  it("calls a broken all_rating script a bad shape", async () => {
    const page = fixture("profile-rated.html").replace(/"rating":"1322"/, '"rating":"n/a"');
    const { adapter } = stub({ text: page });
    expect((await failure(adapter.profile("priya_dev"))).kind).toBe("bad_shape");
  });
});

describe("failures every call shares", () => {
  const calls = {
    profile: (a: ReturnType<typeof stub>["adapter"]) => a.profile("priya_dev"),
    recentSubmissions: (a: ReturnType<typeof stub>["adapter"]) => a.recentSubmissions("priya_dev", 0),
    contestProblems: (a: ReturnType<typeof stub>["adapter"]) => a.contestProblems("START249D"),
    upcomingContests: (a: ReturnType<typeof stub>["adapter"]) => a.upcomingContests(),
  };

  it.each(Object.entries(calls))("%s: 429 is rate_limited, honouring Retry-After", async (_, call) => {
    const error = await failure(
      call(stub({ status: 429, text: fixture("rate-limited-429.html"), headers: { "retry-after": "120" } }).adapter),
    );
    expect(error.kind).toBe("rate_limited");
    expect(error.extra.retryAfterMs).toBe(120_000);
    expect(error.message).toBe("CodeChef is rate limiting us (HTTP 429)");
  });

  it.each(Object.entries(calls))("%s: 429 without Retry-After waits a minute", async (_, call) => {
    const error = await failure(call(stub({ status: 429, text: fixture("rate-limited-429.html") }).adapter));
    expect(error.extra.retryAfterMs).toBe(60_000);
  });

  it.each(Object.entries(calls))("%s: Cloudflare's 403 page is blocked", async (_, call) => {
    const error = await failure(call(stub({ status: 403, text: fixture("cloudflare-403.html") }).adapter));
    expect(error).toMatchObject({ kind: "blocked", message: "CodeChef is blocking us (HTTP 403)" });
    expect(error.transient).toBe(true);
  });

  it.each(Object.entries(calls))("%s: a challenge page served with 200 is blocked too", async (_, call) => {
    expect((await failure(call(stub({ status: 200, text: fixture("cloudflare-403.html") }).adapter))).kind).toBe("blocked");
  });

  it.each(Object.entries(calls))("%s: 503 is upstream_down", async (_, call) => {
    const error = await failure(call(stub({ status: 503, text: fixture("unavailable-503.html") }).adapter));
    expect(error).toMatchObject({ kind: "upstream_down", message: "CodeChef is unavailable (HTTP 503)" });
  });

  it.each(Object.entries(calls).filter(([name]) => name !== "profile"))("%s: truncated JSON is a bad shape", async (_, call) => {
    const error = await failure(call(stub({ text: fixture("malformed.json") }).adapter));
    expect(error.kind).toBe("bad_shape");
    expect(error.transient).toBe(false);
  });
});

describe("recentSubmissions", () => {
  it("reads each row's id, problem, verdict and time, newest first", async () => {
    const { adapter, calls } = stub({ text: fixture("recent-page.json") });
    const page = await adapter.recentSubmissions("priya_dev", 0);

    expect(calls[0]!.url).toBe("https://www.codechef.com/recent/user?page=0&user_handle=priya_dev");
    expect(calls[0]!.headers?.["x-requested-with"]).toBe("XMLHttpRequest");
    expect(page.hasMore).toBe(true);
    expect(page.submissions.map((s) => [s.externalId, s.problem.externalId, s.verdict, s.rawVerdict, s.submittedAt.toISOString()])).toEqual(
      [
        ["1094412387", "MAXDIFF", "accepted", "accepted", "2024-08-14T09:48:00.000Z"],
        ["1094398120", "MAXDIFF", "rejected", "wrong answer", "2024-08-14T07:00:00.000Z"],
        ["1093001543", "FLOW001", "accepted", "accepted", "2024-08-12T16:45:00.000Z"],
        ["1093000982", "TWOSTR", "rejected", "time limit exceeded", "2024-08-12T16:28:00.000Z"],
        ["1090012345", "PALIN", "rejected", "runtime error(SIGSEGV)", "2024-07-31T18:35:00.000Z"],
      ],
    );
    expect(page.submissions[0]!.problem).toEqual({
      platform: "codechef",
      externalId: "MAXDIFF",
      name: "Maximum Difference",
      url: "https://www.codechef.com/problems/MAXDIFF",
      difficulty: null,
      rating: null,
      tags: [],
      contestExternalId: null,
      index: null,
    });
    expect(page.submissions[3]!.problem.contestExternalId).toBe("START148D");
    expect(page.submissions[3]!.problem.url).toBe("https://www.codechef.com/problems/TWOSTR");
  });

  it("says there is an older page only before the last one", async () => {
    const { adapter } = stub({ text: fixture("recent-page.json") });
    expect((await adapter.recentSubmissions("priya_dev", 1)).hasMore).toBe(true);
    expect((await adapter.recentSubmissions("priya_dev", 2)).hasMore).toBe(false);
  });

  it("keeps a partial score as partial, never as a solve", async () => {
    const row = (id: number, title: string, icon: string, score: string) =>
      `<tr class='kol'><td title='10:15 PM 12/08/24' class='centered'>10:15 PM 12/08/24</td><td><a href='/START148A/problems/SUBTASKS' title='Subtasks'>SUBTASKS</a></td>` +
      `<td><span title='${title}' style='display:inline-block;'><img src='/misc/${icon}' width='18' height='18' /></span>${score}</td><td>C++17</td><td><a href='/viewsolution/${id}' target='_blank'>View</a></td></tr>`;
    const content = `<table><tbody>${row(11, "accepted", "tick-icon.gif", " (30)")}${row(12, "partially accepted", "partially-solved.png", "")}${row(13, "accepted", "tick-icon.gif", " (100)")}${row(14, "wrong answer", "cross-icon.gif", " (0)")}</tbody></table>`;
    const { adapter } = stub({ text: JSON.stringify({ max_page: 1, content }) });
    const { submissions } = await adapter.recentSubmissions("priya_dev", 0);
    expect(submissions.map((s) => [s.externalId, s.verdict, s.rawVerdict])).toEqual([
      ["11", "partial", "accepted (30)"],
      ["12", "partial", "partially accepted"],
      ["13", "accepted", "accepted"],
      ["14", "rejected", "wrong answer"],
    ]);
  });

  it("reads 'No Recent Activity' as an empty list", async () => {
    const { adapter } = stub({ text: fixture("recent-empty.json") });
    expect(await adapter.recentSubmissions("priya_dev", 0)).toEqual({ submissions: [], hasMore: false });
  });

  it("keys rows without a solution link by their exact time, and leaves out those with only a relative one", async () => {
    const recent = JSON.parse(fixture("recent-page.json")) as { max_page: number; content: string };
    recent.content = recent.content.replace(/<a href='\/viewsolution\/\d+' target='_blank'>View<\/a>/g, "");
    const { adapter } = stub({ text: JSON.stringify(recent) });
    const { submissions } = await adapter.recentSubmissions("priya_dev", 0);
    expect(submissions.map((s) => s.externalId)).toEqual([
      "FLOW001@2024-08-12T16:45:00.000Z",
      "TWOSTR@2024-08-12T16:28:00.000Z",
      "PALIN@2024-07-31T18:35:00.000Z",
    ]);
  });

  it("calls rows it cannot read at all a bad shape", async () => {
    const content = "<table><tbody><tr><td>sometime</td><td><a href='/problems/FLOW001'>FLOW001</a></td><td>ok</td></tr></tbody></table>";
    const { adapter } = stub({ text: JSON.stringify({ max_page: 1, content }) });
    expect((await failure(adapter.recentSubmissions("priya_dev", 0))).kind).toBe("bad_shape");
  });

  it("calls an HTML page where JSON belongs a bad shape", async () => {
    const { adapter } = stub({ text: fixture("profile-unrated.html") });
    expect((await failure(adapter.recentSubmissions("priya_dev", 0))).kind).toBe("bad_shape");
  });
});

describe("contestProblems", () => {
  it("lists a contest's problems with links inside the contest", async () => {
    const { adapter, calls } = stub({ text: fixture("contest-problems.json") });
    const problems = await adapter.contestProblems("START249D");
    expect(calls[0]!.url).toBe("https://www.codechef.com/api/contests/START249D");
    expect(problems.map((p) => [p.externalId, p.name, p.url])).toEqual([
      ["SUMPAIR", "Sum of Pairs", "https://www.codechef.com/START249D/problems/SUMPAIR"],
      ["GRIDWALK", "Grid Walk & Turns", "https://www.codechef.com/START249D/problems/GRIDWALK"],
      ["XORQ7", "Xor Queries", "https://www.codechef.com/START249D/problems/XORQ7"],
    ]);
    expect(problems.every((p) => p.contestExternalId === "START249D" && p.rating === null && p.tags.length === 0)).toBe(true);
  });

  it("returns no problems for a parent contest (they live in its divisions)", async () => {
    const { adapter } = stub({ text: fixture("contest-parent.json") });
    expect(await adapter.contestProblems("START249")).toEqual([]);
  });

  it("reads an unknown contest as one missing item, not a missing handle", async () => {
    const { adapter } = stub({ text: fixture("contest-unknown.json") });
    const error = await failure(adapter.contestProblems("NOPE1"));
    expect(error).toMatchObject({ kind: "item_missing", message: "CodeChef would not describe the contest NOPE1" });
  });
});

describe("upcomingContests", () => {
  it("lists future and short running contests by start, skipping long events and skill tests", async () => {
    const { adapter, calls } = stub({ text: fixture("contest-list.json") }, "https://www.codechef.com");
    const contests = await adapter.upcomingContests();
    expect(calls[0]!.url).toBe("https://www.codechef.com/api/list/contests/all?sort_by=START&sorting_order=asc&offset=0&mode=all");
    expect(contests).toEqual([
      {
        platform: "codechef",
        externalId: "START250",
        name: "Starters 250",
        url: "https://www.codechef.com/START250",
        startTime: new Date("2026-08-05T14:30:00Z"),
        durationMinutes: 120,
      },
      expect.objectContaining({ externalId: "START251", startTime: new Date("2026-08-12T14:30:00Z") }),
      expect.objectContaining({ externalId: "START252", startTime: new Date("2026-08-19T14:30:00Z") }),
    ]);
  });

  it("calls a list without its status a bad shape", async () => {
    const { adapter } = stub({ text: JSON.stringify({ future_contests: [] }) });
    expect((await failure(adapter.upcomingContests())).kind).toBe("bad_shape");
  });
});

describe("submission times (IST)", () => {
  it.each([
    ["10:15 PM 12/08/24", "2024-08-12T16:45:00.000Z"],
    ["12:05 AM 01/08/24", "2024-07-31T18:35:00.000Z"],
    ["12:30 PM 29/02/24", "2024-02-29T07:00:00.000Z"],
    ["05:29 AM 01/01/25", "2024-12-31T23:59:00.000Z"],
    ["2024-08-12 22:15:09", "2024-08-12T16:45:09.000Z"],
    ["45 min ago", "2024-08-14T09:15:00.000Z"],
    ["1 hour ago", "2024-08-14T09:00:00.000Z"],
    ["an hour ago", "2024-08-14T09:00:00.000Z"],
    ["23 hours ago", "2024-08-13T11:00:00.000Z"],
  ])("%s is %s", (text, iso) => {
    expect(parseSubmissionTime(text, NOW)?.at.toISOString()).toBe(iso);
  });

  it.each(["31/02/24", "13:10 PM 01/01/24", "yesterday", "10:15 PM 31/04/24"])("%s is not a time", (text) => {
    expect(parseSubmissionTime(text, NOW)).toBeNull();
  });
});

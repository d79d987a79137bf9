import { rootFields, type RootField } from "./leetcode-graphql";
import { contestObject, contestRanking, describable, listItem, matchedUser, questionObject } from "./leetcode-answers";
import { DAY_S, DIFFICULTIES, contestsBetween, type SimUser } from "./leetcode-catalog";
import { RECENT_LIMIT, createLeetCodeWorld } from "./leetcode-world";
import { mixSeed, Random } from "./random";
import type { PlatformSim, PlatformSimOptions } from "./types";

// LeetCode's GraphQL endpoint (docs/platforms.md §2): "That user does not exist." on HTTP 200, 20-item recent lists,
// a CSRF page for a POST without a Referer, and a csrftoken cookie on every answer.

const utcDate = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

function csrfPage(reason: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta http-equiv="content-type" content="text/html; charset=utf-8">
  <meta name="robots" content="NONE,NOARCHIVE">
  <title>403 Forbidden</title>
</head>
<body>
<div id="summary">
  <h1>Forbidden <span>(403)</span></h1>
  <p>CSRF verification failed. Request aborted.</p>
  <p>${reason}</p>
</div>
</body>
</html>
`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const argText = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");

const userMissing = (field: RootField) => ({
  message: "That user does not exist.",
  locations: [{ line: field.line, column: field.column }],
  path: [field.key],
  extensions: { handled: true },
});

export function createLeetCodeSim(options: PlatformSimOptions): PlatformSim {
  const world = createLeetCodeWorld(options);
  const tokens = new Random(mixSeed(options.seed, 17));
  const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const newToken = () => Array.from({ length: 64 }, () => ALPHABET[tokens.int(0, ALPHABET.length - 1)]).join("");
  const setCookie = (token: string) => `csrftoken=${token}; Max-Age=31449600; Path=/; SameSite=Lax; Secure`;

  type Resolved = { value: unknown; error?: ReturnType<typeof userMissing> };

  function resolve(field: RootField, now: number): Resolved | undefined {
    const userField = (read: (user: SimUser) => unknown): Resolved => {
      const user = world.user(argText(field.args.username ?? field.args.userSlug));
      return user ? { value: read(user) } : { value: null, error: userMissing(field) };
    };
    const upcoming = () => contestsBetween(now + 1, now + 21 * DAY_S).map(contestObject);
    const limit = () => Math.max(0, Math.min(RECENT_LIMIT, Number(field.args.limit ?? RECENT_LIMIT) || RECENT_LIMIT));
    switch (field.name) {
      case "__typename":
        return { value: "Query" };
      case "allQuestionsCount":
        return {
          value: [
            { difficulty: "All", count: world.problems.length },
            ...DIFFICULTIES.map((d) => ({ difficulty: d, count: world.problems.filter((p) => p.difficulty === d).length })),
          ],
        };
      case "matchedUser":
        return userField((u) => matchedUser(world, u));
      case "userContestRanking":
        return userField((u) => contestRanking(world, u));
      case "userContestRankingHistory":
        return userField((u) => world.contestHistory(u));
      case "recentSubmissionList":
        return userField((u) => world.stateOf(u).recent.slice(0, limit()).map(listItem));
      case "recentAcSubmissionList":
        return userField((u) =>
          world
            .stateOf(u)
            .recentAc.slice(0, limit())
            .map((s) => ({ id: String(s.id), ...listItem(s) })),
        );
      case "question": {
        const problem = world.problemBySlug(argText(field.args.titleSlug));
        return { value: problem && describable(problem) ? questionObject(problem) : null };
      }
      case "activeDailyCodingChallengeQuestion": {
        const day = Math.floor(now / DAY_S);
        const free = world.freeProblems;
        const problem = free[mixSeed(options.seed, 13, day) % free.length]!;
        return {
          value: {
            date: utcDate(day * DAY_S),
            userStatus: "NotStart",
            link: `/problems/${problem.titleSlug}/`,
            question: questionObject(problem),
          },
        };
      }
      case "upcomingContests":
        return { value: upcoming() };
      case "topTwoContests":
        return { value: upcoming().slice(0, 2) };
      case "allContests":
        return {
          value: contestsBetween(world.historyStart, now + 21 * DAY_S)
            .reverse()
            .map(contestObject),
        };
      default:
        return undefined;
    }
  }

  function answer(body: unknown, now: number): Response {
    const request = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    if (typeof request.query !== "string" || !request.query.trim())
      return json(400, { errors: [{ message: "Must provide query string." }] });
    const variables =
      typeof request.variables === "object" && request.variables !== null ? (request.variables as Record<string, unknown>) : {};
    const fields = rootFields(request.query, variables);
    const errors: unknown[] = [];
    const data: Record<string, unknown> = {};
    for (const field of fields) {
      const resolved = resolve(field, now);
      if (!resolved)
        return json(400, {
          errors: [
            { message: `Cannot query field "${field.name}" on type "Query".`, locations: [{ line: field.line, column: field.column }] },
          ],
        });
      data[field.key] = resolved.value;
      if (resolved.error) errors.push(resolved.error);
    }
    return json(200, errors.length ? { errors, data } : { data });
  }

  return {
    platform: "leetcode",

    async handle(req, path, ctx) {
      if (path !== "" && path !== "/") return null;
      const cookie = /(?:^|;\s*)csrftoken=([A-Za-z0-9]{32,64})(?:;|$)/.exec(req.headers.get("cookie") ?? "")?.[1];
      const token = cookie ?? newToken();
      const withCookie = (res: Response) => {
        res.headers.append("set-cookie", setCookie(token));
        return res;
      };
      const html = (reason: string) =>
        new Response(csrfPage(reason), { status: 403, headers: { "content-type": "text/html; charset=utf-8" } });

      if (req.method !== "POST") return withCookie(json(400, { errors: [{ message: "Must provide query string." }] }));
      // Django's CSRF check on an HTTPS site: the Referer must be there and name the site.
      const referer = req.headers.get("referer");
      if (!referer)
        return html(
          "You are seeing this message because this HTTPS site requires a &quot;Referer header&quot; to be sent by your Web browser, but none was sent.",
        );
      let refererHost = "";
      try {
        refererHost = new URL(referer).hostname;
      } catch {
        return html("Referer checking failed - Referer is malformed.");
      }
      if (refererHost !== "leetcode.com" && !refererHost.endsWith(".leetcode.com"))
        return html(`Referer checking failed - ${escapeHtml(referer)} does not match any trusted origins.`);
      if (cookie && req.headers.get("x-csrftoken") !== cookie)
        return html("CSRF token from the &#x27;X-Csrftoken&#x27; HTTP header incorrect.");

      let body: unknown;
      try {
        body = JSON.parse(await req.text());
      } catch {
        return withCookie(json(400, { errors: [{ message: "Syntax Error: the request body is not JSON." }] }));
      }
      return withCookie(answer(body, Math.floor(ctx.now.getTime() / 1000)));
    },

    rateLimited() {
      return new Response(
        "<html>\n<head><title>429 Too Many Requests</title></head>\n<body><center><h1>429 Too Many Requests</h1></center></body>\n</html>\n",
        {
          status: 429,
          headers: { "content-type": "text/html", "retry-after": "10" },
        },
      );
    },

    handles: () => world.users.map((u) => u.handle),

    advance(now) {
      world.advance(Math.floor(now.getTime() / 1000));
    },

    submit(handle, now, submitOptions = {}) {
      const user = world.user(handle);
      if (!user) throw new Error(`No LeetCode user "${handle}" in the simulator`);
      const compileError = submitOptions.compileErrorOn !== undefined;
      const slug = submitOptions.compileErrorOn ?? submitOptions.problem;
      const problem = slug === undefined ? undefined : world.problemBySlug(slug);
      if (slug !== undefined && !problem) throw new Error(`No LeetCode problem "${slug}" in the simulator`);
      const sub = world.submit(user, Math.floor(now.getTime() / 1000), submitOptions.accepted ?? true, problem, compileError);
      return `${sub.problem.titleSlug}:${sub.timestamp}`;
    },
  };
}

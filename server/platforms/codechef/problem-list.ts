import { z } from "zod";
import { parseRetryAfter } from "../core/classify";
import { PlatformError, type AdapterDeps, type Problem, type UpstreamResponse } from "../types";
import { SITE } from "./parse";

/**
 * CodeChef's practice problem list and per-problem tags, for the difficulty catalogue:
 * `/api/list/problems?page&limit&sort_by=difficulty_rating` answers `difficulty_rating` as a string
 * ("-1" when unrated); `/api/contests/PRACTICE/problems/CODE` carries `user_tags` and `computed_tags`.
 */

const rating = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/),
  ])
  .pipe(z.coerce.number())
  .nullish()
  .catch(null);

const listSchema = z.looseObject({
  status: z.literal("success"),
  data: z.array(z.looseObject({ code: z.string().min(1), name: z.string(), difficulty_rating: rating })),
  count: z.union([z.number(), z.string()]).pipe(z.coerce.number()).optional(),
});

const tagList = z.array(z.string()).nullish().catch(null);
const problemSchema = z.looseObject({ status: z.literal("success"), user_tags: tagList, computed_tags: tagList });

const HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  accept: "application/json, text/javascript, */*; q=0.01",
  "x-requested-with": "XMLHttpRequest",
};

export type CodeChefProblemPage = { problems: Problem[]; total: number };

export function createCodeChefProblemList(deps: AdapterDeps) {
  const base = deps.baseUrl.replace(/\/+$/, "");

  async function getJson(path: string, what: string): Promise<unknown> {
    const res: UpstreamResponse = await deps.send({ url: `${base}${path}`, method: "GET", headers: HEADERS });
    if (res.status === 429) {
      const retryAfterMs = parseRetryAfter(res.headers.get("retry-after"), deps.now()) ?? 60_000;
      throw new PlatformError("codechef", "rate_limited", "CodeChef is rate limiting us (HTTP 429)", { status: 429, retryAfterMs });
    }
    if (res.status === 401 || res.status === 403)
      throw new PlatformError("codechef", "blocked", `CodeChef is blocking us (HTTP ${res.status})`);
    if (res.status >= 500) throw new PlatformError("codechef", "upstream_down", `CodeChef is unavailable (HTTP ${res.status})`);
    try {
      return JSON.parse(res.text) as unknown;
    } catch {
      throw new PlatformError("codechef", "bad_shape", `CodeChef sent an unreadable ${what}`);
    }
  }

  return {
    /** One page (0-based) of the practice list; `total` is how many problems the list holds. */
    async page(page: number, limit: number): Promise<CodeChefProblemPage> {
      const query = `page=${page}&limit=${limit}&sort_by=difficulty_rating&sort_order=asc`;
      const parsed = listSchema.safeParse(await getJson(`/api/list/problems?${query}`, "problem list"));
      if (!parsed.success) throw new PlatformError("codechef", "bad_shape", "CodeChef sent an unexpected problem list");
      const problems = parsed.data.data.map((p): Problem => ({
        platform: "codechef",
        externalId: p.code,
        name: p.name,
        url: `${SITE}/problems/${p.code}`,
        difficulty: null,
        rating: p.difficulty_rating ?? null,
        tags: [],
        contestExternalId: null,
        index: null,
      }));
      return { problems, total: parsed.data.count ?? problems.length };
    },

    /** A problem's tags (the authors' and the computed ones); empty when CodeChef has none. */
    async tags(code: string): Promise<string[]> {
      if (!/^[A-Za-z0-9_]{1,40}$/.test(code)) return [];
      const parsed = problemSchema.safeParse(await getJson(`/api/contests/PRACTICE/problems/${code}`, "problem"));
      if (!parsed.success) return [];
      return [...new Set([...(parsed.data.user_tags ?? []), ...(parsed.data.computed_tags ?? [])])];
    },
  };
}

export type CodeChefProblemList = ReturnType<typeof createCodeChefProblemList>;

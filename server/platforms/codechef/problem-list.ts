import { z } from "zod";
import type { Problem } from "../types";
import { SITE, badShape } from "./parse";

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

/** One page of the practice list, with how many problems the list holds in all. */
export function readProblemPage(json: unknown): { problems: Problem[]; total: number } {
  const parsed = listSchema.safeParse(json);
  if (!parsed.success) throw badShape("a problem list");
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
}

/** A problem's tags, the authors' and the computed ones; none when CodeChef does not describe it. */
export function readProblemTags(json: unknown): string[] {
  const parsed = problemSchema.safeParse(json);
  if (!parsed.success) return [];
  return [...new Set([...(parsed.data.user_tags ?? []), ...(parsed.data.computed_tags ?? [])])];
}

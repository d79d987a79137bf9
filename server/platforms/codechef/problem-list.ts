import { z } from "zod";
import type { Problem } from "../types";
import { SITE, badShape } from "./parse";

// `difficulty_rating` is a string, "-1" when unrated.
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

/** The authors' and the computed ones. */
export function readProblemTags(json: unknown): string[] {
  const parsed = problemSchema.safeParse(json);
  if (!parsed.success) return [];
  return [...new Set([...(parsed.data.user_tags ?? []), ...(parsed.data.computed_tags ?? [])])];
}

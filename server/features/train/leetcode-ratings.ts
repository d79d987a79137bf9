import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { leetcodeProblemRatings } from "../../db/schema";
import { queryRows } from "../../db/raw";

/** The zerotrac data set (server/features/train/data/README.md); nothing here may stop the API from starting. */

export const PUBLISHED_URL = "https://raw.githubusercontent.com/zerotrac/leetcode_problem_rating/main/data.json";
const SNAPSHOT = path.join("server", "features", "train", "data", "leetcode-ratings.json");

const entrySchema = z.looseObject({
  Rating: z.number().finite().min(0).max(5000),
  TitleSlug: z.string().min(1).max(200),
  Title: z.string().max(300).optional(),
  ContestSlug: z.string().max(200),
  ProblemIndex: z.string().max(20),
});
const fileSchema = z.array(z.unknown());

export type ContestRating = { titleSlug: string; title: string; rating: number; contestSlug: string; problemIndex: string };

const titleFromSlug = (slug: string) => slug.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

/** Malformed entries are skipped; a malformed file gives none. */
export function parseRatings(text: string): ContestRating[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  const list = fileSchema.safeParse(raw);
  if (!list.success) return [];
  const bySlug = new Map<string, ContestRating>();
  for (const item of list.data) {
    const e = entrySchema.safeParse(item);
    if (!e.success) continue;
    bySlug.set(e.data.TitleSlug, {
      titleSlug: e.data.TitleSlug,
      title: e.data.Title?.trim() || titleFromSlug(e.data.TitleSlug),
      rating: Math.round(e.data.Rating * 10) / 10,
      contestSlug: e.data.ContestSlug,
      problemIndex: e.data.ProblemIndex,
    });
  }
  return [...bySlug.values()];
}

/** Found whether this runs from source or from the compiled bundle. */
export async function readSnapshot(): Promise<string | null> {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, SNAPSHOT);
    if (existsSync(candidate)) return readFile(candidate, "utf8");
    const sibling = path.join(dir, "data", "leetcode-ratings.json");
    if (existsSync(sibling)) return readFile(sibling, "utf8");
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

export async function storedRatingCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from leetcode_problem_ratings`);
  return row?.n ?? 0;
}

export async function replaceRatings(db: Db, ratings: ContestRating[]): Promise<number> {
  if (ratings.length === 0) return 0;
  await db.transaction(async (tx) => {
    await tx.delete(leetcodeProblemRatings);
    for (let i = 0; i < ratings.length; i += 500) await tx.insert(leetcodeProblemRatings).values(ratings.slice(i, i + 500));
  });
  return ratings.length;
}

/** A file with far fewer problems than we hold is taken as broken, not as news. */
export async function fetchPublished(fetcher: typeof globalThis.fetch, url: string, timeoutMs = 20_000): Promise<ContestRating[] | null> {
  try {
    const res = await fetcher(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return null;
    const ratings = parseRatings(await res.text());
    return ratings.length >= 500 ? ratings : null;
  } catch {
    return null;
  }
}

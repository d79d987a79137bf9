import { inArray, sql } from "drizzle-orm";
import type { PlatformId } from "@/lib/contract/platforms";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";
import { problemScale } from "../../db/schema";
import { ATTEMPTS_MIN, difficultyFromAttempts, type Attempt } from "./ability";
import type { Mappings } from "./ratings";
import { placeProblem } from "./scale";
import { canonicalTopics } from "./taxonomy";

type FactRow = {
  id: string | number;
  platform: PlatformId;
  rating: number | null;
  difficulty: string | null;
  tags: string[];
  contest_rating: number | null;
};
type ScaleRow = { problem_id: string | number; unified: number; estimated: boolean; source: string; topics: string[] };

async function attemptsAtUnrated(db: Db, ratings: Map<string, number>): Promise<Map<number, Attempt[]>> {
  const rows = await queryRows<{ problem_id: string | number; user_id: string; solved: boolean }>(
    db,
    sql`
      select s.problem_id, h.user_id::text as user_id, bool_or(s.verdict = 'accepted') as solved
      from problems p
      join submissions s on s.problem_id = p.id
      join user_handles h on h.account_id = s.account_id
      left join leetcode_problem_ratings r on p.platform = 'leetcode' and r.title_slug = p.external_id
      where (p.rating is null or p.rating <= 0) and r.title_slug is null and s.verdict <> 'pending'
      group by s.problem_id, h.user_id`,
  );
  const out = new Map<number, Attempt[]>();
  for (const r of rows) {
    const rating = ratings.get(r.user_id);
    if (rating === undefined) continue;
    const id = Number(r.problem_id);
    const list = out.get(id) ?? [];
    list.push({ rating, solved: r.solved });
    out.set(id, list);
  }
  return out;
}

/** A problem that has no difficulty loses its row, so it is never recommended. */
export async function placeAll(db: Db, mappings: Mappings, userRatings: Map<string, number>, now: Date) {
  const [facts, existing, attempts] = await Promise.all([
    queryRows<FactRow>(
      db,
      sql`
      select p.id, p.platform, p.rating, p.difficulty, p.tags, r.rating as contest_rating
      from problems p
      left join leetcode_problem_ratings r on p.platform = 'leetcode' and r.title_slug = p.external_id`,
    ),
    queryRows<ScaleRow>(db, sql`select problem_id, unified, estimated, source, topics from problem_scale`),
    attemptsAtUnrated(db, userRatings),
  ]);
  const before = new Map(existing.map((r) => [Number(r.problem_id), r]));
  const upserts: Array<typeof problemScale.$inferInsert> = [];
  const removals: number[] = [];
  for (const f of facts) {
    const id = Number(f.id);
    const tried = attempts.get(id);
    const placed = placeProblem(
      {
        platform: f.platform,
        rating: f.rating,
        difficulty: f.difficulty,
        contestRating: f.contest_rating === null ? null : Number(f.contest_rating),
        fromAttempts: tried && tried.length >= ATTEMPTS_MIN ? difficultyFromAttempts(tried) : null,
      },
      mappings,
    );
    const old = before.get(id);
    if (!placed) {
      if (old) removals.push(id);
      continue;
    }
    const topics = canonicalTopics(f.platform, f.tags);
    const same =
      old &&
      old.unified === placed.unified &&
      old.estimated === placed.estimated &&
      old.source === placed.source &&
      old.topics.join() === topics.join();
    if (!same) upserts.push({ problemId: id, platform: f.platform, ...placed, topics, computedAt: now });
  }
  for (let i = 0; i < upserts.length; i += 1000) {
    await db
      .insert(problemScale)
      .values(upserts.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: problemScale.problemId,
        set: {
          unified: sql`excluded.unified`,
          estimated: sql`excluded.estimated`,
          source: sql`excluded.source`,
          topics: sql`excluded.topics`,
          computedAt: sql`excluded.computed_at`,
        },
      });
  }
  for (let i = 0; i < removals.length; i += 1000)
    await db.delete(problemScale).where(inArray(problemScale.problemId, removals.slice(i, i + 1000)));
  return { placed: upserts.length, removed: removals.length };
}

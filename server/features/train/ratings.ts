import { sql } from "drizzle-orm";
import type { PlatformId } from "@/lib/contract/platforms";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";
import { scaleMappings } from "../../db/schema";
import { combineRatings, type PlatformRating } from "./ability";
import { DEFAULT_MAPPINGS, fitMapping, SCALE_PLATFORM, type Mapping, type Mappings } from "./scale";

export type { Mappings } from "./scale";
const MAPPED = ["leetcode", "codechef"] as const;

type RatingRow = { user_id: string; platform: PlatformId; rating: number; contests: number };

/** With how many rated contests each rests on. */
async function platformRatings(db: Db, userIds?: readonly string[]): Promise<RatingRow[]> {
  return queryRows<RatingRow>(
    db,
    sql`
      select h.user_id::text as user_id, a.platform, a.rating,
        (select count(*) from contest_results c where c.account_id = a.id and c.new_rating is not null)::int as contests
      from user_handles h
      join platform_accounts a on a.id = h.account_id
      where a.rating is not null and a.rating > 0 ${userIds ? sql`and h.user_id = any(${`{${userIds.join(",")}}`}::uuid[])` : sql``}`,
  );
}

export async function loadMappings(db: Db): Promise<Mappings> {
  const rows = await db.select().from(scaleMappings);
  const out: Mappings = { ...DEFAULT_MAPPINGS };
  for (const r of rows) {
    if (r.platform !== SCALE_PLATFORM) out[r.platform] = { method: r.method as Mapping["method"], knots: r.knots, sample: r.sample };
  }
  return out;
}

export async function userRating(db: Db, userId: string, mappings: Mappings) {
  const rows = await platformRatings(db, [userId]);
  const ratings: PlatformRating[] = rows.map((r) => ({ platform: r.platform, rating: r.rating, contests: r.contests }));
  return combineRatings(ratings, mappings);
}

/** For placing unrated problems from attempts, or for a group; users with no rating are left out. */
export async function allUserRatings(db: Db, mappings: Mappings, userIds?: readonly string[]): Promise<Map<string, number>> {
  const byUser = new Map<string, PlatformRating[]>();
  for (const r of await platformRatings(db, userIds)) {
    const list = byUser.get(r.user_id) ?? [];
    list.push({ platform: r.platform, rating: r.rating, contests: r.contests });
    byUser.set(r.user_id, list);
  }
  return new Map([...byUser].map(([user, ratings]) => [user, combineRatings(ratings, mappings).value]));
}

/** Returns whether any mapping changed, since then every problem is placed again. */
export async function refitMappings(db: Db, now: Date): Promise<boolean> {
  const rows = await platformRatings(db);
  const byUser = new Map<string, Partial<Record<PlatformId, number>>>();
  for (const r of rows) byUser.set(r.user_id, { ...byUser.get(r.user_id), [r.platform]: r.rating });
  const before = await loadMappings(db);
  let changed = false;
  for (const platform of MAPPED) {
    const pairs: Array<[number, number]> = [];
    for (const ratings of byUser.values()) {
      const x = ratings[platform];
      const y = ratings.codeforces;
      if (x !== undefined && y !== undefined) pairs.push([x, y]);
    }
    const fitted = fitMapping(pairs, DEFAULT_MAPPINGS[platform]);
    if (JSON.stringify(fitted.knots) !== JSON.stringify(before[platform].knots)) changed = true;
    await db
      .insert(scaleMappings)
      .values({ platform, method: fitted.method, knots: fitted.knots, sample: pairs.length, fittedAt: now })
      .onConflictDoUpdate({
        target: scaleMappings.platform,
        set: { method: fitted.method, knots: fitted.knots, sample: pairs.length, fittedAt: now },
      });
  }
  return changed;
}

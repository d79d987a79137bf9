import { sql } from "drizzle-orm";
import type { TagAbility } from "@/lib/contract/train";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";

/** Each process keeps the last map per user with a fingerprint read in one cheap query over the covering index. */
const MAX_USERS = 2000;
const cache = new Map<string, { print: string; tags: TagAbility[] }>();

export const PLACEMENT_GENERATION_KEY = "catalogue:placed";

export async function weaknessFingerprint(db: Db, userId: string, rating: number): Promise<string> {
  const [row] = await queryRows<{ print: string }>(
    db,
    sql`
    select count(*)::text || ':' || coalesce(max(s.id), 0)::text || ':' ||
      count(*) filter (where s.verdict = 'accepted')::text || ':' || count(*) filter (where s.verdict = 'pending')::text || ':' ||
      coalesce((select fetched_at::text from platform_cache where key = ${PLACEMENT_GENERATION_KEY}), '') as print
    from user_handles h join submissions s on s.account_id = h.account_id
    where h.user_id = ${userId}`,
  );
  return `${rating}:${row?.print ?? ""}`;
}

export async function cachedWeakness(userId: string, print: string, compute: () => Promise<TagAbility[]>): Promise<TagAbility[]> {
  const hit = cache.get(userId);
  if (hit && hit.print === print) {
    // Most recently used last, so the oldest entry is the first one dropped.
    cache.delete(userId);
    cache.set(userId, hit);
    return hit.tags;
  }
  const tags = await compute();
  cache.delete(userId);
  cache.set(userId, { print, tags });
  if (cache.size > MAX_USERS) cache.delete(cache.keys().next().value!);
  return tags;
}

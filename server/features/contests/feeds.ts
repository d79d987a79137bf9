import { eq } from "drizzle-orm";
import type { DailyProblem, UpcomingContest } from "@/lib/contract/contests";
import { PLATFORM_IDS, type PlatformId } from "@/lib/contract/platforms";
import type { Db } from "../../db/client";
import { platformCache } from "../../db/schema";
import type { Logger } from "../../core/logger";
import type { PlatformClients } from "../../platforms/clients";

const UPCOMING_TTL_MS = 30 * 60_000;
/** Not "upcoming", which older builds filled with a bare list. */
const UPCOMING_KEY = "upcoming-feed";
/** A silent platform is left out of this round rather than holding the page. */
const FEED_TIMEOUT_MS = 8000;

async function readCache<T>(db: Db, key: string): Promise<{ value: T; fresh: (now: Date) => boolean } | undefined> {
  const [row] = await db.select().from(platformCache).where(eq(platformCache.key, key));
  return row && { value: row.value as T, fresh: (now) => row.expiresAt > now };
}

async function writeCache(db: Db, key: string, value: unknown, now: Date, expiresAt: Date) {
  await db
    .insert(platformCache)
    .values({ key, value, fetchedAt: now, expiresAt })
    .onConflictDoUpdate({ target: platformCache.key, set: { value, fetchedAt: now, expiresAt } });
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

/** Concurrent readers share one refresh per key in this process. */
const inflight = new Map<string, Promise<unknown>>();
function once<T>(key: string, work: () => Promise<T>): Promise<T> {
  const running = inflight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const started = work().finally(() => inflight.delete(key));
  inflight.set(key, started);
  return started;
}

type UpcomingFeed = { contests: UpcomingContest[]; unreachable: PlatformId[] };
/** So the missed platform is asked again soon. */
const PARTIAL_TTL_MS = 2 * 60_000;

/** A failing platform keeps its last contests and is named in `unreachable`, so empty never means none (docs/architecture.md §6). */
export async function upcomingContests(db: Db, clients: PlatformClients, logger: Logger, now: Date): Promise<UpcomingFeed> {
  const cached = await readCache<UpcomingFeed>(db, UPCOMING_KEY);
  const future = (feed: UpcomingFeed) => ({ ...feed, contests: feed.contests.filter((c) => new Date(c.startTime) > now) });
  if (cached?.fresh(now)) return future(cached.value);
  return once(UPCOMING_KEY, async () => {
    const results = await Promise.allSettled(PLATFORM_IDS.map((p) => within(clients[p].upcomingContests(), FEED_TIMEOUT_MS)));
    const merged: UpcomingContest[] = [];
    const unreachable: PlatformId[] = [];
    results.forEach((r, i) => {
      const platform = PLATFORM_IDS[i]!;
      if (r.status === "fulfilled") {
        merged.push(
          ...r.value.map((c) => ({
            name: c.name,
            startTime: c.startTime.toISOString(),
            duration: c.durationMinutes,
            url: c.url,
            platform,
          })),
        );
      } else {
        logger.warn({ platform, error: r.reason instanceof Error ? r.reason.message : String(r.reason) }, "upcoming contests unavailable");
        unreachable.push(platform);
        merged.push(...(cached?.value.contests.filter((c) => c.platform === platform) ?? []));
      }
    });
    const feed = future({ contests: merged.sort((a, b) => a.startTime.localeCompare(b.startTime)), unreachable });
    if (unreachable.length < PLATFORM_IDS.length) {
      const ttl = unreachable.length ? PARTIAL_TTL_MS : UPCOMING_TTL_MS;
      await writeCache(db, UPCOMING_KEY, feed, now, new Date(now.getTime() + ttl));
    }
    return feed;
  });
}

const nextUtcMidnight = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));

type DailyFeed = { daily: DailyProblem | null; unreachable: PlatformId[] };

/** Cached until the next UTC day. */
export async function dailyProblem(db: Db, clients: PlatformClients, logger: Logger, now: Date): Promise<DailyFeed> {
  const key = `daily:${now.toISOString().slice(0, 10)}`;
  const cached = await readCache<DailyProblem>(db, key);
  if (cached) return { daily: cached.value, unreachable: [] };
  return once(key, async (): Promise<DailyFeed> => {
    try {
      const d = await within(clients.leetcode.daily(), FEED_TIMEOUT_MS);
      const daily: DailyProblem = {
        questionLink: d.questionLink,
        title: d.title,
        titleSlug: d.titleSlug,
        difficulty: d.difficulty,
        tags: d.tags,
        date: d.date,
      };
      await writeCache(db, key, daily, now, nextUtcMidnight(now));
      return { daily, unreachable: [] };
    } catch (error) {
      logger.warn({ error: error instanceof Error ? error.message : String(error) }, "daily problem unavailable");
      return { daily: null, unreachable: ["leetcode"] };
    }
  });
}

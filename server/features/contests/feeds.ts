import { eq } from "drizzle-orm";
import type { DailyProblem, UpcomingContest } from "@/lib/contract/contests";
import { PLATFORM_IDS, type PlatformId } from "@/lib/contract/platforms";
import type { Db } from "../../db/client";
import { platformCache } from "../../db/schema";
import type { Logger } from "../../core/logger";
import type { PlatformClients } from "../../platforms/clients";

const UPCOMING_TTL_MS = 30 * 60_000;
/** The cached feed with the platforms that could not be asked (the key of a bare list before). */
const UPCOMING_KEY = "upcoming-feed";
/** A platform that does not answer in this time is left out of this round rather than holding the page. */
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

/** One refresh at a time per key in this process; concurrent readers share it. */
const inflight = new Map<string, Promise<unknown>>();
function once<T>(key: string, work: () => Promise<T>): Promise<T> {
  const running = inflight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const started = work().finally(() => inflight.delete(key));
  inflight.set(key, started);
  return started;
}

/** What the platforms answered, and which of them could not be asked this round. */
type UpcomingFeed = { contests: UpcomingContest[]; unreachable: PlatformId[] };
/** A round that missed a platform is cached this long only, so the platform is asked again soon. */
const PARTIAL_TTL_MS = 2 * 60_000;

/**
 * Upcoming contests of the three platforms, fetched by the API from the platforms themselves and
 * cached 30 minutes (docs/architecture.md §6). A platform that fails keeps its last known contests
 * and is named in `unreachable`, so an empty list is never mistaken for none announced.
 */
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

/** LeetCode's daily question, and whether LeetCode could not be asked for it. */
type DailyFeed = { daily: DailyProblem | null; unreachable: PlatformId[] };

/** LeetCode's daily question, cached until the next UTC day; null, with LeetCode unreachable, when it cannot be asked and nothing is cached. */
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

import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { platformCache, problems } from "../../db/schema";
import { queryRows } from "../../db/raw";
import type { Logger } from "../../core/logger";
import type { Problem } from "../../platforms/types";
import type { PlatformClients } from "../../platforms/clients";
import { addUnknownProblems, setProblemTags, upsertProblems } from "../../sync/store";
import { fetchPublished, parseRatings, readSnapshot, replaceRatings, storedRatingCount, type ContestRating } from "./leetcode-ratings";
import { placeAll } from "./placement";
import { allUserRatings, loadMappings, refitMappings } from "./ratings";
import { PLACEMENT_GENERATION_KEY } from "./weakness-cache";
import { HOUR, DAY } from "@/lib/time";

/** 100 problems a page. */
const CODECHEF_PAGES = 60;
const CODECHEF_TAGS_PER_RUN = 30;

export type CatalogueDeps = {
  db: Db;
  logger: Logger;
  now: () => Date;
  platforms: PlatformClients;
  /** Null: never (tests, offline). */
  ratingsUrl: string | null;
  fetch: typeof globalThis.fetch;
};

async function due(db: Db, key: string, now: Date): Promise<boolean> {
  const [row] = await db.select({ expiresAt: platformCache.expiresAt }).from(platformCache).where(eq(platformCache.key, key));
  return !row || row.expiresAt <= now;
}

async function mark(db: Db, key: string, now: Date, forMs: number, value: Record<string, unknown>) {
  const expiresAt = new Date(now.getTime() + forMs);
  await db
    .insert(platformCache)
    .values({ key, value, fetchedAt: now, expiresAt })
    .onConflictDoUpdate({ target: platformCache.key, set: { value, fetchedAt: now, expiresAt } });
}

const leetcodeProblem = (r: ContestRating): Problem => ({
  platform: "leetcode",
  externalId: r.titleSlug,
  name: r.title,
  url: `https://leetcode.com/problems/${r.titleSlug}/`,
  difficulty: null,
  rating: null,
  tags: [],
  contestExternalId: r.contestSlug,
  index: r.problemIndex,
});

/** Known ones are left as the sync stored them. */
async function addLeetCodeProblems(db: Db, ratings: ContestRating[]) {
  for (let i = 0; i < ratings.length; i += 500) await addUnknownProblems(db, ratings.slice(i, i + 500).map(leetcodeProblem));
}

/** Each step fails alone and is retried on the next run; none of it can stop the API. */
export function createCatalogue(deps: CatalogueDeps) {
  const { db, logger, platforms } = deps;

  async function step(name: string, fn: () => Promise<unknown>, failed: string[]) {
    try {
      await fn();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failed.push(`${name}: ${message}`);
      logger.warn({ step: name, error: message }, "catalogue step failed");
    }
  }

  async function loadBundled() {
    if ((await storedRatingCount(db)) > 0) return;
    const text = await readSnapshot();
    const ratings = text ? parseRatings(text) : [];
    if (ratings.length === 0) logger.warn({}, "bundled LeetCode problem ratings missing or unreadable");
    await replaceRatings(db, ratings);
    await addLeetCodeProblems(db, ratings);
  }

  async function refreshLeetCode(now: Date) {
    if (!deps.ratingsUrl || !(await due(db, "catalogue:leetcode-ratings", now))) return;
    const ratings = await fetchPublished(deps.fetch, deps.ratingsUrl);
    if (ratings) {
      await replaceRatings(db, ratings);
      await addLeetCodeProblems(db, ratings);
    }
    // The authors publish weekly, so a day is fresh enough.
    await mark(db, "catalogue:leetcode-ratings", now, ratings ? DAY : 6 * HOUR, { count: ratings?.length ?? null });
  }

  async function refreshCodeforces(now: Date) {
    if (!(await due(db, "catalogue:codeforces", now))) return;
    try {
      const list = await platforms.codeforces.problemset();
      await upsertProblems(db, list);
      await mark(db, "catalogue:codeforces", now, DAY, { count: list.length });
    } catch (error) {
      await mark(db, "catalogue:codeforces", now, HOUR, { error: true });
      throw error;
    }
  }

  async function refreshCodeChef(now: Date) {
    if (await due(db, "catalogue:codechef", now)) {
      try {
        const found: Problem[] = [];
        for (let page = 0; page < CODECHEF_PAGES; page++) {
          const { problems: part, total } = await platforms.codechef.problemPage(page, 100);
          found.push(...part.map((p) => ({ ...p, rating: p.rating !== null && p.rating > 0 ? p.rating : null })));
          if (part.length === 0 || (page + 1) * 100 >= total) break;
        }
        await upsertProblems(db, found);
        await mark(db, "catalogue:codechef", now, DAY, { count: found.length });
      } catch (error) {
        await mark(db, "catalogue:codechef", now, HOUR, { error: true });
        throw error;
      }
    }
    // Tags are asked per problem, so only for problems our users tried, a few each run.
    const untagged = await db
      .select({ id: problems.id, code: problems.externalId })
      .from(problems)
      .where(
        and(
          eq(problems.platform, "codechef"),
          isNull(problems.detailsFetchedAt),
          sql`exists (select 1 from submissions s where s.problem_id = ${problems.id})`,
        ),
      )
      .limit(CODECHEF_TAGS_PER_RUN);
    for (const p of untagged) {
      const tags = await platforms.codechef.problemTags(p.code);
      await setProblemTags(db, p.id, tags, now);
    }
  }

  /** Unchanged, placement waits for its hourly pass: users' ratings, behind estimates from attempts, move slowly. */
  async function fingerprint(): Promise<string> {
    const [row] = await queryRows<{ f: string }>(
      db,
      sql`
      select (select count(*) from problems)::text || ':' || coalesce((select max(id) from problems), 0)::text || ':' ||
        coalesce((select max(details_fetched_at) from problems)::text, '') || ':' ||
        (select count(*) from leetcode_problem_ratings)::text || ':' ||
        coalesce((select max(fitted_at) from scale_mappings)::text, '') as f`,
    );
    return row?.f ?? "";
  }

  let placedFingerprint = "";
  let placedAt = 0;
  async function place(now: Date, force: boolean) {
    if (await due(db, "catalogue:mappings", now)) {
      await refitMappings(db, now);
      await mark(db, "catalogue:mappings", now, DAY, {});
    }
    const print = await fingerprint();
    if (!force && print === placedFingerprint && now.getTime() - placedAt < HOUR) return;
    const mappings = await loadMappings(db);
    const result = await placeAll(db, mappings, await allUserRatings(db, mappings), now);
    placedFingerprint = print;
    placedAt = now.getTime();
    if (result.placed || result.removed) {
      // A new generation: weakness maps cached in any process are computed afresh.
      await mark(db, PLACEMENT_GENERATION_KEY, now, 365 * DAY, result);
      logger.info(result, "problems placed on the difficulty scale");
    }
  }

  async function refresh({ force = true } = {}): Promise<{ failed: string[] }> {
    const now = deps.now();
    const failed: string[] = [];
    await step("leetcode-bundled", loadBundled, failed);
    await step("leetcode-published", () => refreshLeetCode(now), failed);
    await step("codeforces", () => refreshCodeforces(now), failed);
    await step("codechef", () => refreshCodeChef(now), failed);
    await step("placement", () => place(now, force), failed);
    return { failed };
  }

  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<{ failed: string[] }> | null = null;
  const run = (options?: { force?: boolean }) => {
    if (!running) running = refresh(options).finally(() => (running = null));
    return running;
  };

  return {
    /** One full pass now (placement whether or not anything changed). */
    refresh: () => run({ force: true }),
    /** Runs soon after start, then every `everyMs` (CATALOGUE_EVERY_MS): problems a sync brings are placed within that time. */
    start(everyMs: number) {
      if (timer) return;
      setTimeout(() => void run({ force: true }), 2000).unref?.();
      timer = setInterval(() => void run({ force: false }), everyMs);
      timer.unref?.();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;

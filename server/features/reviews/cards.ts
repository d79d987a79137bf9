import { and, desc, eq, sql } from "drizzle-orm";
import type { ReviewCard } from "@/lib/contract/reviews";
import { STUMBLE_PLATFORMS, type StumblePlatform } from "@/lib/contract/stumbles";
import { isCompileError } from "@/lib/contract/verification";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";
import { reviewMarks, stumbles } from "../../db/schema";
import { keyString, problemKeyOf, type ProblemKey } from "./problem-key";
import { replayCard, scheduler, type Attempt, type Mark } from "./schedule";
import { loadSettings } from "./settings";

type AttemptRow = { platform: string; external_id: string; submitted_at: string | Date; verdict: Attempt["verdict"]; raw_verdict: string };

const platformOf = (value: string): StumblePlatform => STUMBLE_PLATFORMS.find((p) => p === value) ?? "other";

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * The user's own submissions (on any of their accounts) on the given problems since `since`, by
 * problem. The keys go in as one JSON parameter, so 500 cards are still one query.
 */
async function attemptsOn(db: Db, userId: string, keys: ProblemKey[], since: Date): Promise<Map<string, Attempt[]>> {
  const byProblem = new Map<string, Attempt[]>();
  if (!keys.length) return byProblem;
  const json = JSON.stringify(keys.map((k) => ({ platform: k.platform, external_id: k.externalId })));
  const rows = await queryRows<AttemptRow>(
    db,
    sql`
    select p.platform, p.external_id, s.submitted_at, s.verdict, s.raw_verdict
    from jsonb_to_recordset(${json}::jsonb) as k(platform text, external_id text)
    join problems p on p.platform = k.platform and p.external_id = k.external_id
    join submissions s on s.problem_id = p.id
    join user_handles uh on uh.account_id = s.account_id and uh.user_id = ${userId}
    where s.submitted_at >= ${since}`,
  );
  for (const r of rows) {
    push(byProblem, `${r.platform}:${r.external_id}`, {
      at: new Date(r.submitted_at),
      verdict: r.verdict,
      compileError: isCompileError(r.raw_verdict),
    });
  }
  return byProblem;
}

/**
 * Every card of the user (one per Tricky Problem, newest saved first), each replayed from its
 * review log at `now`; with `stumbleId`, that one card only (none when it is not the user's).
 */
export async function loadCards(db: Db, userId: string, now: Date, stumbleId?: string): Promise<ReviewCard[]> {
  const owned = stumbleId ? and(eq(stumbles.userId, userId), eq(stumbles.id, stumbleId)) : eq(stumbles.userId, userId);
  const [rows, markRows, settings] = await Promise.all([
    db
      .select({ id: stumbles.id, name: stumbles.name, url: stumbles.url, platform: stumbles.platform, createdAt: stumbles.createdAt })
      .from(stumbles)
      .where(owned)
      .orderBy(desc(stumbles.seq)),
    db
      .select({
        stumbleId: reviewMarks.stumbleId,
        passed: reviewMarks.passed,
        fromScratch: reviewMarks.fromScratch,
        at: reviewMarks.reviewedAt,
      })
      .from(reviewMarks)
      .where(stumbleId ? and(eq(reviewMarks.userId, userId), eq(reviewMarks.stumbleId, stumbleId)) : eq(reviewMarks.userId, userId)),
    loadSettings(db, userId),
  ]);
  if (!rows.length) return [];

  const marks = new Map<string, Mark[]>();
  for (const m of markRows) push(marks, m.stumbleId, { at: m.at, passed: m.passed, fromScratch: m.fromScratch });
  const keys = new Map(rows.map((r) => [r.id, problemKeyOf(r.platform, r.url)]));
  const distinct = new Map<string, ProblemKey>();
  for (const k of keys.values()) if (k) distinct.set(keyString(k), k);
  const since = new Date(Math.min(...rows.map((r) => r.createdAt.getTime())));
  const attempts = await attemptsOn(db, userId, [...distinct.values()], since);

  const f = scheduler(settings);
  return rows.map((r) => {
    const key = keys.get(r.id);
    const schedule = replayCard(
      { createdAt: r.createdAt, attempts: key ? (attempts.get(keyString(key)) ?? []) : [], marks: marks.get(r.id) ?? [], now },
      f,
    );
    return {
      stumbleId: r.id,
      problem: { name: r.name, url: r.url, platform: platformOf(r.platform) },
      dueAt: schedule.dueAt.toISOString(),
      lastReviewAt: schedule.lastReviewAt?.toISOString() ?? null,
      reviews: schedule.reviews,
    };
  });
}

/** Due now (earliest first) and how many are not due yet. */
export function dueCards(cards: ReviewCard[], now: Date) {
  const due = cards.filter((c) => Date.parse(c.dueAt) <= now.getTime()).sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  return { due, counts: { due: due.length, upcoming: cards.length - due.length } };
}

/** Records a hand-marked review; false when the problem is not one of the user's (nothing is written). */
export async function markReview(db: Db, userId: string, stumbleId: string, passed: boolean, fromScratch: boolean, now: Date) {
  // One statement, so a problem removed meanwhile (or someone else's) writes nothing.
  const inserted = await queryRows<{ id: string }>(
    db,
    sql`
    insert into review_marks (stumble_id, user_id, passed, from_scratch, reviewed_at)
    select id, user_id, ${passed}, ${fromScratch}, ${now} from stumbles where id = ${stumbleId} and user_id = ${userId}
    returning id`,
  );
  return inserted.length > 0;
}

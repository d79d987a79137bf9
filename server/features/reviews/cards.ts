import { and, desc, eq, sql } from "drizzle-orm";
import type { ReviewCard, ReviewSettings } from "@/lib/contract/reviews";
import { STUMBLE_PLATFORMS, type StumblePlatform } from "@/lib/contract/stumbles";
import { isCompileError } from "@/lib/contract/verification";
import { LIST_READ_LIMIT } from "@/lib/contract/limits";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";
import { reviewMarks, stumbles } from "../../db/schema";
import { keyString, problemKeyOf, type ProblemKey } from "./problem-key";
import { cachedCards, keepCards, logVersion } from "./replay-cache";
import { replayCard, scheduler, type Attempt, type Mark } from "./schedule";
import { loadSettings } from "./settings";

type AttemptRow = { platform: string; external_id: string; submitted_at: string | Date; verdict: Attempt["verdict"]; raw_verdict: string };

const platformOf = (value: string): StumblePlatform => STUMBLE_PLATFORMS.find((p) => p === value) ?? "other";

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** The keys go in as one JSON parameter, so 500 cards are still one query. */
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

type StumbleRow = { id: string; name: string; url: string; platform: string; createdAt: Date };
type MarkRow = { stumbleId: string; passed: boolean; fromScratch: boolean; at: Date };

/** `openUntil` is when the earliest undecided failure among them is decided. */
async function replayAll(db: Db, userId: string, rows: StumbleRow[], markRows: MarkRow[], settings: ReviewSettings, now: Date) {
  const marks = new Map<string, Mark[]>();
  for (const m of markRows) push(marks, m.stumbleId, { at: m.at, passed: m.passed, fromScratch: m.fromScratch });
  const keys = new Map(rows.map((r) => [r.id, problemKeyOf(r.platform, r.url)]));
  const distinct = new Map<string, ProblemKey>();
  for (const k of keys.values()) if (k) distinct.set(keyString(k), k);
  const since = new Date(Math.min(...rows.map((r) => r.createdAt.getTime())));
  const attempts = await attemptsOn(db, userId, [...distinct.values()], since);

  const s = scheduler(settings);
  let openUntil = Infinity;
  const cards = rows.map((r): ReviewCard => {
    const key = keys.get(r.id);
    const schedule = replayCard(
      { createdAt: r.createdAt, attempts: key ? (attempts.get(keyString(key)) ?? []) : [], marks: marks.get(r.id) ?? [], now },
      s,
    );
    if (schedule.openUntil) openUntil = Math.min(openUntil, schedule.openUntil.getTime());
    return {
      stumbleId: r.id,
      problem: { name: r.name, url: r.url, platform: platformOf(r.platform) },
      dueAt: schedule.dueAt.toISOString(),
      lastReviewAt: schedule.lastReviewAt?.toISOString() ?? null,
      reviews: schedule.reviews,
    };
  });
  return { cards, openUntil };
}

const stumbleColumns = {
  id: stumbles.id,
  name: stumbles.name,
  url: stumbles.url,
  platform: stumbles.platform,
  createdAt: stumbles.createdAt,
};
const markColumns = {
  stumbleId: reviewMarks.stumbleId,
  passed: reviewMarks.passed,
  fromScratch: reviewMarks.fromScratch,
  at: reviewMarks.reviewedAt,
};

export async function loadCards(db: Db, userId: string, now: Date): Promise<ReviewCard[]> {
  const version = await logVersion(db, userId);
  const cached = cachedCards(userId, version, now);
  if (cached) return cached;
  const [rows, markRows, settings] = await Promise.all([
    db.select(stumbleColumns).from(stumbles).where(eq(stumbles.userId, userId)).orderBy(desc(stumbles.seq)).limit(LIST_READ_LIMIT),
    db.select(markColumns).from(reviewMarks).where(eq(reviewMarks.userId, userId)),
    loadSettings(db, userId),
  ]);
  if (!rows.length) return [];
  // Read after the version: the cards are at least as new as it, so a change in between is seen next time.
  const { cards, openUntil } = await replayAll(db, userId, rows, markRows, settings, now);
  keepCards(userId, version, cards, openUntil);
  return cards;
}

/** Replayed afresh, none when the problem is not theirs. */
export async function loadCard(db: Db, userId: string, stumbleId: string, now: Date): Promise<ReviewCard | undefined> {
  const [rows, markRows, settings] = await Promise.all([
    db
      .select(stumbleColumns)
      .from(stumbles)
      .where(and(eq(stumbles.userId, userId), eq(stumbles.id, stumbleId))),
    db
      .select(markColumns)
      .from(reviewMarks)
      .where(and(eq(reviewMarks.userId, userId), eq(reviewMarks.stumbleId, stumbleId))),
    loadSettings(db, userId),
  ]);
  if (!rows.length) return undefined;
  return (await replayAll(db, userId, rows, markRows, settings, now)).cards[0];
}

export function dueCards(cards: ReviewCard[], now: Date) {
  const due = cards.filter((c) => Date.parse(c.dueAt) <= now.getTime()).sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  return { due, counts: { due: due.length, upcoming: cards.length - due.length } };
}

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

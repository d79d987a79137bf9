import { createEmptyCard, fsrs, Rating, type Card, type FSRS } from "ts-fsrs";
import type { ReviewEntry, ReviewSettings } from "@/lib/contract/reviews";
import { DAY, MINUTE } from "@/lib/time";

/**
 * A card's schedule replayed from its review log (docs/decisions/017-spaced-re-solving.md): the
 * synced submissions on its problem and the user's hand marks, in time order. The answer depends on
 * nothing else (not on when a sync happened to bring a submission in), so a late sync rebuilds the
 * schedule the card would have had if everything had arrived at once.
 */

/** A synced submission on the card's problem, as the replay reads it. */
export type Attempt = { at: Date; verdict: "accepted" | "rejected" | "partial" | "pending"; compileError: boolean };
/** A review the user marked by hand. */
export type Mark = { at: Date; passed: boolean; fromScratch: boolean };

/** Failed attempts with no Accepted within this span after the first of them are a lapse. */
const LAPSE_WINDOW = DAY;
/** An event this soon after a graded review is a resubmission (or the same solve marked twice): not another review. */
const RESUBMIT_WINDOW = 10 * MINUTE;

/** `openUntil`: when a failure not yet decided (no Accepted so far, its day not over) becomes a lapse. */
type CardSchedule = { dueAt: Date; lastReviewAt: Date | null; reviews: ReviewEntry[]; openUntil: Date | null };

type Event = { at: Date; kind: "accepted" | "failed" } | { at: Date; kind: "mark"; mark: Mark };

/** Pass/fail only: the judges tell us no more, so a pass is Good and a fail is Again. */
const grade = (passed: boolean) => (passed ? Rating.Good : Rating.Again);

type Scheduler = { f: FSRS; maximumIntervalDays: number };

export function scheduler(settings: ReviewSettings): Scheduler {
  // Whole days, no fuzz: a due date the user can predict, and the same replay every time.
  const f = fsrs({
    request_retention: settings.targetRetention,
    maximum_interval: settings.maximumIntervalDays,
    enable_fuzz: false,
    enable_short_term: false,
  });
  return { f, maximumIntervalDays: settings.maximumIntervalDays };
}

/**
 * One graded review. ts-fsrs keeps a pass at least a day longer than a hard recall, which can go
 * past a small maximum interval; the user's maximum is a promise, so the due date is held to it.
 */
function next({ f, maximumIntervalDays }: Scheduler, card: Card, at: Date, passed: boolean): Card {
  const after = f.next(card, at, grade(passed)).card;
  if (after.scheduled_days <= maximumIntervalDays) return after;
  return { ...after, scheduled_days: maximumIntervalDays, due: new Date(at.getTime() + maximumIntervalDays * DAY) };
}

function eventsOf(createdAt: Date, attempts: readonly Attempt[], marks: readonly Mark[]): Event[] {
  const events: Event[] = [];
  for (const a of attempts) {
    // A compile error says nothing about the solution; a verdict still being judged is read on a later sync.
    if (a.compileError || a.verdict === "pending" || a.at < createdAt) continue;
    events.push({ at: a.at, kind: a.verdict === "accepted" ? "accepted" : "failed" });
  }
  for (const mark of marks) events.push({ at: mark.at, kind: "mark", mark });
  // Platform events before marks at the same instant, so the order never depends on input order.
  return events.sort((x, y) => x.at.getTime() - y.at.getTime() || Number(x.kind === "mark") - Number(y.kind === "mark"));
}

/**
 * Replays one card. A new card is due when it is saved. Then, in time order:
 * - a hand mark is a review at its time: a pass only when solved from scratch;
 * - an Accepted at or after the due time is a passed review;
 * - a failed attempt at or after the due time with no Accepted within a day is a lapse, dated at
 *   that attempt (decided only once the day is over: until then the card stays due);
 * - anything within minutes of the last graded review is ignored.
 */
export function replayCard(
  input: { createdAt: Date; attempts: readonly Attempt[]; marks: readonly Mark[]; now: Date },
  s: Scheduler,
): CardSchedule {
  const events = eventsOf(input.createdAt, input.attempts, input.marks);
  let card: Card = createEmptyCard(input.createdAt);
  let last: Date | null = null;
  const reviews: ReviewEntry[] = [];
  let openUntil: number | null = null;
  const review = (at: Date, passed: boolean, source: ReviewEntry["source"], fromScratch: boolean | null) => {
    card = next(s, card, at, passed);
    last = at;
    reviews.push({ at: at.toISOString(), passed, source, fromScratch });
  };

  events.forEach((event, i) => {
    if (last && event.at.getTime() - last.getTime() < RESUBMIT_WINDOW) return;
    if (event.kind === "mark") return review(event.at, event.mark.passed && event.mark.fromScratch, "manual", event.mark.fromScratch);
    if (event.at < card.due) return;
    if (event.kind === "accepted") return review(event.at, true, "platform", null);
    const windowEnd = event.at.getTime() + LAPSE_WINDOW;
    const acceptedSoon = events.slice(i + 1).some((e) => e.kind === "accepted" && e.at.getTime() <= windowEnd);
    if (acceptedSoon) return;
    if (input.now.getTime() >= windowEnd) review(event.at, false, "platform", null);
    else openUntil = Math.min(openUntil ?? windowEnd, windowEnd);
  });

  return { dueAt: card.due, lastReviewAt: last, reviews, openUntil: openUntil === null ? null : new Date(openUntil) };
}

import { createEmptyCard, fsrs, Rating, type Card, type FSRS } from "ts-fsrs";
import type { ReviewEntry, ReviewSettings } from "@/lib/contract/reviews";
import { DAY, MINUTE } from "@/lib/time";

/** Replayed from the review log alone, so a late sync rebuilds the same schedule (docs/decisions/017-spaced-re-solving.md). */

export type Attempt = { at: Date; verdict: "accepted" | "rejected" | "partial" | "pending"; compileError: boolean };
export type Mark = { at: Date; passed: boolean; fromScratch: boolean };

/** Failed attempts with no Accepted within this span after the first of them are a lapse. */
const LAPSE_WINDOW = DAY;
/** A resubmission or the same solve marked twice: not another review. */
const RESUBMIT_WINDOW = 10 * MINUTE;

/** `openUntil`: when a failure not yet decided becomes a lapse. */
type CardSchedule = { dueAt: Date; lastReviewAt: Date | null; reviews: ReviewEntry[]; openUntil: Date | null };

type Event = { at: Date; kind: "accepted" | "failed" } | { at: Date; kind: "mark"; mark: Mark };

/** The judges tell us no more than pass/fail. */
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

/** ts-fsrs can push a pass past a small maximum interval, but the user's maximum is a promise. */
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

/** A hand mark passes only when solved from scratch; a failure is a lapse only once its day passes with no Accepted. */
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

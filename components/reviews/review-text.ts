import type { ReviewCard, ReviewEntry } from "@/lib/contract/reviews";
import { utcMonthDay } from "@/lib/intl";
import { DAY } from "@/lib/time";

/** "Due now" within the last day of being due, else since when. */
export function dueText(dueAt: string, now: Date): string {
  const due = Date.parse(dueAt);
  if (due > now.getTime()) return `Next review ${utcMonthDay(due)}`;
  if (now.getTime() - due < DAY) return "Due now";
  return `Due since ${utcMonthDay(due)}`;
}

export function reviewText(entry: ReviewEntry): string {
  const outcome = entry.passed ? "Passed" : "Not solved";
  const source =
    entry.source === "platform"
      ? entry.passed
        ? "synced Accepted"
        : "synced failed attempts"
      : entry.fromScratch
        ? "marked by hand, from scratch"
        : "marked by hand, not from scratch";
  return `${utcMonthDay(entry.at)}: ${outcome} (${source})`;
}

export function reviewCount(card: Pick<ReviewCard, "reviews">): string {
  const n = card.reviews.length;
  return n === 0 ? "No reviews yet" : n === 1 ? "1 review" : `${n} reviews`;
}

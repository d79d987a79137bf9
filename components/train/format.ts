import { platformLabel } from "@/lib/contract/platforms";
import { TOPICS, type Topic } from "@/lib/contract/topics";
import type { Recommendation, UserRating } from "@/lib/contract/train";

export const topicLabel = (tag: Topic) => TOPICS[tag];

/** "50%": a chance as a whole percentage. */
export const percent = (chance: number) => `${Math.round(chance * 100)}%`;

/** The network line of a row: "3 people you follow solved this in the last 30 days". */
export function networkLine(n: Recommendation["networkSolvers"]): string | null {
  if (n.count === 0) return null;
  return `${n.count} ${n.count === 1 ? "person" : "people"} you follow solved this in the last ${n.days} days`;
}

/** Where the user's one rating comes from, in words. */
export function ratingSources(rating: UserRating): string {
  if (rating.from.length === 0) return "No platform rating yet, so a beginner's 1200 is assumed. Add your handles to get your own.";
  const parts = rating.from.map(
    (f) => `${platformLabel(f.platform)} ${f.rating} (${f.contests} rated ${f.contests === 1 ? "contest" : "contests"})`,
  );
  return `From ${parts.join(", ")}, weighted by rated contests.`;
}

import { PLATFORM_IDS, platformLabel } from "@/lib/contract/platforms";
import { TOPICS, type Topic } from "@/lib/contract/topics";
import type { Recommendation, UserRating } from "@/lib/contract/train";

export const topicLabel = (tag: Topic) => TOPICS[tag];

export const percent = (chance: number) => `${Math.round(chance * 100)}%`;

export function networkLine(n: Recommendation["networkSolvers"]): string | null {
  if (n.count === 0) return null;
  return `${n.count} ${n.count === 1 ? "person" : "people"} you follow solved this in the last ${n.days} days`;
}

const contests = (n: number) => `${n} rated ${n === 1 ? "contest" : "contests"}`;

export function ratingSources(rating: UserRating): string {
  if (rating.from.length === 0) return "No platform rating yet, so a beginner's 1200 is assumed. Add your handles to get your own.";
  const parts = rating.from.map(
    (f) => `${platformLabel(f.platform)} ${f.rating}${f.onScale === f.rating ? "" : ` (${f.onScale} one scale)`}, ${contests(f.contests)}`,
  );
  const missing = PLATFORM_IDS.filter((p) => !rating.from.some((f) => f.platform === p)).map(platformLabel);
  const blend = missing.length
    ? ` ${missing.join(" and ")} problems, where you have no rating, use ${rating.value}: your ratings on the one scale, weighted by rated contests.`
    : "";
  return `From ${parts.join("; ")}. Each problem's chance uses your rating on its own platform.${blend}`;
}

export function ratingUsedLine(problem: Pick<Recommendation, "platform" | "ratingUsed">): string {
  return problem.ratingUsed.own
    ? `at your ${platformLabel(problem.platform)} rating (${problem.ratingUsed.value} one scale)`
    : `at your blended rating (${problem.ratingUsed.value} one scale; no ${platformLabel(problem.platform)} rating)`;
}

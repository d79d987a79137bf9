"use client";
import { History } from "lucide-react";
import { Disclosure } from "@/components/ui/disclosure";
import type { ReviewCard } from "@/lib/contract/reviews";
import { dueText, reviewText } from "./review-text";

const firstLower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function ReviewHistory({ card, now }: { card: ReviewCard; now: Date }) {
  return (
    <Disclosure title={`Review history: ${firstLower(dueText(card.dueAt, now))}`} icon={History}>
      {card.reviews.length === 0 ? (
        <p className="text-zinc-500 italic dark:text-zinc-400">No reviews yet. An Accepted on your account after it is due counts.</p>
      ) : (
        <ol aria-label={`Reviews of ${card.problem.name}`} className="space-y-1">
          {[...card.reviews].reverse().map((entry) => (
            <li key={`${entry.at}-${entry.source}`}>{reviewText(entry)}</li>
          ))}
        </ol>
      )}
    </Disclosure>
  );
}

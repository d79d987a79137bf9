"use client";
import { useState } from "react";
import { ExternalLink, Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/page-header";
import { useFirstFew } from "@/components/ui/first-few";
import { PlatformBadge } from "@/components/ui/badge";
import { notify, notifyFailure } from "@/lib/client/notify";
import type { ReviewOffer } from "@/lib/contract/reviews";
import type { Stumble } from "@/lib/contract/stumbles";
import { useApiMutation, useCollection } from "@/lib/hooks/use-api-query";
import { useRefreshReviews } from "./use-reviews";

/** Rows shown before "Show all": the saved problems below stay in sight. */
const FIRST_FEW = 5;

/**
 * Problems the sync saw the user fail at least twice before an Accepted: offered, never added on
 * their own. Adding one saves it to Tricky Problems, where it becomes a review card.
 */
export function ReviewOffers({ onAdded }: { onAdded: (stumble: Stumble) => void }) {
  const offers = useCollection("/reviews/offers", "offers");
  const accepting = useApiMutation("/reviews/offers/accept");
  const dismissing = useApiMutation("/reviews/offers/dismiss");
  const refresh = useRefreshReviews();
  const [busyId, setBusyId] = useState<number | null>(null);
  const { shown, toggle } = useFirstFew(offers.items ?? [], FIRST_FEW);

  async function accept(offer: ReviewOffer) {
    setBusyId(offer.problemId);
    const result = await accepting.mutateAsync({ problemId: offer.problemId });
    setBusyId(null);
    if (!result.ok) {
      notifyFailure(result, "problemAdditionFailed");
      return;
    }
    offers.update((list) => list.filter((o) => o.problemId !== offer.problemId));
    onAdded(result.data.stumble);
    notify.success("problemAdded");
    await refresh();
  }

  async function dismiss(offer: ReviewOffer) {
    setBusyId(offer.problemId);
    const result = await dismissing.mutateAsync({ problemId: offer.problemId });
    setBusyId(null);
    if (!result.ok) return notifyFailure(result, "offerDismissFailed");
    offers.update((list) => list.filter((o) => o.problemId !== offer.problemId));
  }

  if (offers.status !== "ready" || offers.items.length === 0) return null;
  return (
    <section aria-labelledby="review-offers-title" className="mb-6">
      <Card>
        <h2 id="review-offers-title" className="text-base font-semibold">
          Worth re-solving
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          You got these Accepted only after two or more failed attempts. Add one to review it on a schedule, or dismiss it for good.
        </p>
        <ul aria-label="Worth re-solving" className="mt-3 divide-y divide-zinc-200 dark:divide-zinc-800">
          {shown.map((o) => (
            <li key={o.problemId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <a
                href={o.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-w-0 flex-1 items-center gap-1 font-medium break-words underline-offset-2 hover:underline max-sm:basis-full"
              >
                {o.name}
                <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
              </a>
              {/* On a phone: the name, then the platform and count, then the actions, each on its own line. */}
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1 max-sm:basis-full">
                <PlatformBadge platform={o.platform} />
                <span className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">{o.failures} failed attempts first</span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                className="ml-auto"
                disabled={busyId !== null}
                onClick={() => void accept(o)}
                aria-label={`Add ${o.name} to Tricky Problems for review`}
              >
                <Plus className="h-3.5 w-3.5" aria-hidden />
                Add
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={busyId !== null}
                onClick={() => void dismiss(o)}
                aria-label={`Dismiss ${o.name}: do not offer it again`}
                title="Do not offer again"
              >
                <X className="h-3.5 w-3.5" aria-hidden />
                Dismiss
              </Button>
            </li>
          ))}
        </ul>
        {toggle}
      </Card>
    </section>
  );
}

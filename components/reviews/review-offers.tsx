"use client";
import { useState } from "react";
import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useFirstFew } from "@/components/ui/first-few";
import { ProblemOfferRow, ProblemOffers } from "@/components/ui/problem-offers";
import { notify, notifyFailure } from "@/lib/client/notify";
import type { ReviewOffer } from "@/lib/contract/reviews";
import type { Stumble } from "@/lib/contract/stumbles";
import { useApiMutation, useCollection } from "@/lib/hooks/use-api-query";
import { useRefreshReviews } from "./use-reviews";

/** So the saved problems below stay in sight. */
const FIRST_FEW = 5;

/** Offered, never added on their own. */
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
    <ProblemOffers
      id="review-offers-title"
      title="Worth re-solving"
      description="You got these Accepted only after two or more failed attempts. Add one to review it on a schedule, or dismiss it for good."
      toggle={toggle}
    >
      {shown.map((o) => (
        <ProblemOfferRow key={o.problemId} name={o.name} url={o.url} platform={o.platform} detail={`${o.failures} failed attempts first`}>
          <Button
            size="sm"
            variant="secondary"
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
        </ProblemOfferRow>
      ))}
    </ProblemOffers>
  );
}

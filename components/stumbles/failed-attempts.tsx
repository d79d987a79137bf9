"use client";
import { useMemo, useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useFirstFew } from "@/components/ui/first-few";
import { ProblemOfferRow, ProblemOffers } from "@/components/ui/problem-offers";
import { notify, notifyFailure } from "@/lib/client/notify";
import { platformLabel } from "@/lib/contract/platforms";
import { stumbleFromAttempt } from "@/lib/contract/stumble-draft";
import type { FailedAttempt, Stumble } from "@/lib/contract/stumbles";
import { useApiMutation, useCollection } from "@/lib/hooks/use-api-query";
import { dateTimeFormat } from "@/lib/intl";

/** So the saved problems below stay in sight. */
const FIRST_FEW = 5;

const dayIn = (timeZone: string | undefined) => dateTimeFormat("en-US", { month: "short", day: "numeric", timeZone });

export function FailedAttempts({ onAdded, timeZone }: { onAdded: (stumble: Stumble) => void; timeZone?: string }) {
  const attempts = useCollection("/saved/stumbles/failed-attempts", "failedAttempts");
  const adding = useApiMutation("/saved/stumbles/add");
  const [busyUrl, setBusyUrl] = useState<string | null>(null);
  const { shown, toggle } = useFirstFew(attempts.items ?? [], FIRST_FEW);
  const day = useMemo(() => dayIn(timeZone), [timeZone]);

  async function add(a: FailedAttempt) {
    setBusyUrl(a.url);
    const result = await adding.mutateAsync({ ...stumbleFromAttempt(a, platformLabel(a.platform)), status: "unsolved" });
    setBusyUrl(null);
    if (!result.ok) {
      notifyFailure(result, "problemAdditionFailed");
      return;
    }
    attempts.update((list) => list.filter((x) => x.url !== a.url));
    onAdded(result.data.stumble);
    notify.success("problemAdded");
  }

  if (attempts.status !== "ready" || attempts.items.length === 0) return null;
  return (
    <ProblemOffers
      id="failed-attempts-title"
      title="Recent failed attempts"
      description="Problems you tried lately on your own accounts without an accepted submission. Add one to keep it here."
      toggle={toggle}
    >
      {shown.map((a) => (
        <ProblemOfferRow
          key={a.url}
          name={a.name}
          url={a.url}
          platform={a.platform}
          detail={`${a.attempts === 1 ? "1 attempt" : `${a.attempts} attempts`}, last ${day.format(new Date(a.lastAttemptAt))}`}
        >
          <Button
            size="sm"
            variant="secondary"
            disabled={busyUrl !== null}
            onClick={() => void add(a)}
            aria-label={`Add ${a.name} to Tricky Problems`}
          >
            <Plus className="h-3.5 w-3.5" aria-hidden />
            Add
          </Button>
        </ProblemOfferRow>
      ))}
    </ProblemOffers>
  );
}

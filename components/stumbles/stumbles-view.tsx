"use client";
import dynamic from "next/dynamic";
import { useMemo, useState, useSyncExternalStore } from "react";
import { CheckCircle2, CircleDashed, ListTodo, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { PageLoader } from "@/components/ui/page-loader";
import { StatTile } from "@/components/ui/stat-tile";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { LOADING_TEXT } from "@/lib/client/loading-texts";
import { isStaleList, notify, notifyFailure } from "@/lib/client/notify";
import type { Stumble } from "@/lib/contract/stumbles";
import { useApiMutation, useApiQuery, useCollection } from "@/lib/hooks/use-api-query";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { StumbleCard } from "./stumble-card";
import { applyStumbleFilter, NO_FILTER, StumbleFilters, type StumbleFilter } from "./stumble-filters";
import { DueToday } from "@/components/reviews/due-today";
import { ReviewHistory } from "@/components/reviews/review-history";
import { ReviewOffers } from "@/components/reviews/review-offers";
import { ReviewSettingsPanel } from "@/components/reviews/review-settings";
import { useReviewCards } from "@/components/reviews/use-review-cards";
import { FailedAttempts } from "./failed-attempts";
import { readPrefill } from "./prefill";

// Its form (and the schema library the form checks with) loads when the dialog is first opened.
const StumbleFormDialog = dynamic(() => import("./stumble-form-dialog").then((m) => m.StumbleFormDialog), { ssr: false });

const noSubscription = () => () => undefined;

/** docs/behaviour.md §9; capped so a long list does not keep the user waiting. */
const revealDelay = (i: number) => Math.min(i, 20) * 50;

/** The days must read the same when the browser takes over from the server's render. */
export function StumblesView({ timeZone }: { timeZone?: string } = {}) {
  const stumbles = useCollection("/saved/stumbles/get", "allStumbles");
  const { update, refresh } = stumbles;
  const removal = useApiMutation("/saved/stumbles/remove");
  const reviews = useReviewCards(stumbles.items);
  // The page appears once the sections above have answered too: one appearing later would push the list down.
  const due = useApiQuery("/reviews/due");
  const offers = useCollection("/reviews/offers", "offers");
  const attempts = useCollection("/saved/stumbles/failed-attempts", "failedAttempts");
  const settled =
    stumbles.status !== "loading" && !due.isPending && offers.status !== "loading" && attempts.status !== "loading" && reviews.settled;
  const [filter, setFilter] = useState<StumbleFilter>(NO_FILTER);
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Stumble | null>(null);
  // The prefilled fields leave the address once the form closes, so a reload does not reopen it.
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => "",
  );
  const prefill = useMemo(() => readPrefill(search), [search]);
  const [prefillDone, setPrefillDone] = useState(false);
  const formOpen = adding || (prefill !== null && !prefillDone);
  const formMounted = useOpenedOnce(formOpen);
  function setFormOpen(open: boolean) {
    setAdding(open);
    if (!open && prefill && !prefillDone) {
      setPrefillDone(true);
      window.history.replaceState(null, "", window.location.pathname);
    }
  }

  async function remove(target: Stumble) {
    // docs/architecture.md §6: position in the full server-ordered list plus the id, never a filtered index.
    const index = stumbles.items?.findIndex((s) => s.id === target.id) ?? -1;
    if (index < 0) return;
    const result = await removal.mutateAsync({ index, id: target.id });
    setToDelete(null);
    if (!result.ok) {
      notifyFailure(result, "problemRemovalFailed");
      if (isStaleList(result)) await refresh();
      return;
    }
    update((list) => list.filter((s) => s.id !== target.id));
    notify.success("problemRemoved");
  }

  const all = stumbles.items ?? [];
  const shown = applyStumbleFilter(all, filter);
  const solved = all.filter((s) => s.status === "solved").length;

  return (
    <>
      <PageLoader text={LOADING_TEXT.stumbles} done={settled} />
      <PageHeader
        title="Tricky Problems"
        subtitle="Problems that made you stop and think, with the hint and idea that got you through."
        actions={
          <Button onClick={() => setAdding(true)} disabled={stumbles.status !== "ready"}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Problem
          </Button>
        }
      />
      {stumbles.status === "error" ? (
        <ErrorState title="Could not load your problems" onRetry={stumbles.reload} />
      ) : stumbles.status === "ready" && settled ? (
        <>
          <dl aria-label="Totals" className="mb-6 grid grid-cols-3 gap-3 sm:gap-4">
            <StatTile label="Total" value={all.length} icon={ListTodo} />
            <StatTile label="Solved" value={solved} icon={CheckCircle2} />
            <StatTile label="Unsolved" value={all.length - solved} icon={CircleDashed} />
          </dl>
          <div className="mb-6 space-y-3">
            <DueToday withMarks />
            <ReviewSettingsPanel />
          </div>
          <ReviewOffers onAdded={(s) => update((list) => [s, ...list])} />
          <FailedAttempts timeZone={timeZone} onAdded={(s) => update((list) => [s, ...list])} />
          <StumbleFilters value={filter} onChange={setFilter} />
          {shown.length === 0 ? (
            <EmptyState
              title="No problems saved"
              description={all.length === 0 ? "Add your first problem to get started" : "Try adjusting your search or filters"}
            />
          ) : (
            <ul aria-label="Saved problems" className="grid gap-4 md:grid-cols-2">
              {shown.map((s, i) => (
                <li key={s.id}>
                  <StumbleCard stumble={s} delayMs={revealDelay(i)} onDelete={() => setToDelete(s)}>
                    {reviews.byStumble.get(s.id) ? <ReviewHistory card={reviews.byStumble.get(s.id)!} now={reviews.now} /> : null}
                  </StumbleCard>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      {formMounted ? (
        <StumbleFormDialog open={formOpen} onOpenChange={setFormOpen} onAdded={(s) => update((list) => [s, ...list])} prefill={prefill} />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this problem?"
        description={toDelete ? `"${toDelete.name}" and its hint, intuition and solution link will be removed.` : undefined}
        confirmLabel="Delete"
        busy={removal.isPending}
        onConfirm={() => toDelete && void remove(toDelete)}
      />
    </>
  );
}

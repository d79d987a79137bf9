"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Plus } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Card, PageHeader } from "@/components/ui/page-header";
import { PageLoader } from "@/components/ui/page-loader";
import { ErrorState } from "@/components/ui/states";
import { LOADING_TEXT } from "@/lib/client/loading-texts";
import { isStaleList, notify, notifyFailure } from "@/lib/client/notify";
import type { FavoriteContest } from "@/lib/contract/favorites";
import { PLATFORM_IDS } from "@/lib/contract/platforms";
import { useApiMutation, useCollection } from "@/lib/hooks/use-api-query";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { ContestStats, QuickNavigator } from "./contest-panels";
import { DailyProblem } from "./daily-problem";
import { FavoriteList } from "./favorite-list";
import { ContestSectionsSkeleton, RecentContestsSection } from "./recent-contests";
import { UpcomingContestsSection } from "./upcoming-contests";

// Its form (and the schema library the form checks with) loads when the dialog is first opened.
const FavoriteFormDialog = dynamic(() => import("./favorite-form-dialog").then((m) => m.FavoriteFormDialog), { ssr: false });

/** The server's zone, so the dates read the same on both sides. */
export function ContestsView({ timeZone }: { timeZone?: string }) {
  const { profile } = useAuth();
  const favorites = useCollection("/contests/favorites/get", "favorites");
  const recent = useCollection("/contests/upsolve", "recent_contests");
  const { update } = favorites;
  const removal = useApiMutation("/contests/favorites/remove");
  const [adding, setAdding] = useState(false);
  const formMounted = useOpenedOnce(adding);
  const [toDelete, setToDelete] = useState<FavoriteContest | null>(null);

  async function remove(target: FavoriteContest) {
    const result = await removal.mutateAsync({ url: target.url });
    setToDelete(null);
    if (!result.ok) {
      notifyFailure(result, "favoriteRemovalFailed");
      if (isStaleList(result)) await favorites.refresh();
      return;
    }
    update((list) => list.filter((f) => f.id !== target.id));
    notify.success("favoriteRemoved");
  }

  // Both sections fill together, so a link to #favorites lands where nothing above will push it down.
  const settled = favorites.status !== "loading" && recent.status !== "loading";
  const hasHandles = profile ? PLATFORM_IDS.some((p) => profile.handles[p] !== "") : false;

  return (
    <>
      <PageLoader text={LOADING_TEXT.contests} done={settled} />
      <PageHeader title="Contest Actions" subtitle="Upsolve your recent rounds and keep the contests worth revisiting." />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          {settled ? (
            <>
              <RecentContestsSection contests={recent} hasHandles={hasHandles} onRetry={() => void recent.reload()} timeZone={timeZone} />
              <section id="favorites" aria-labelledby="favorites-title" className="scroll-mt-20">
                <Card>
                  <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
                    <h2 id="favorites-title" className="text-lg font-semibold">
                      Favorite Contests
                    </h2>
                    <Button size="sm" onClick={() => setAdding(true)} disabled={favorites.status !== "ready"}>
                      <Plus className="h-4 w-4" aria-hidden />
                      Add Contest
                    </Button>
                  </div>
                  {favorites.status === "error" ? (
                    <ErrorState title="Could not load your favourite contests" onRetry={favorites.reload} />
                  ) : favorites.status === "ready" ? (
                    <FavoriteList favorites={favorites.items} onDelete={setToDelete} />
                  ) : null}
                </Card>
              </section>
            </>
          ) : (
            <ContestSectionsSkeleton hasHandles={hasHandles} />
          )}
        </div>
        <aside className="min-w-0 space-y-6">
          <ContestStats
            recent={recent.items}
            favorites={favorites.items?.length}
            loadingRows={recent.status === "loading" && profile ? PLATFORM_IDS.filter((p) => profile.handles[p] !== "").length : 0}
          />
          <UpcomingContestsSection />
          <DailyProblem />
          <QuickNavigator hasHandles={hasHandles} />
        </aside>
      </div>
      {formMounted ? <FavoriteFormDialog open={adding} onOpenChange={setAdding} onAdded={(f) => update((list) => [...list, f])} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Remove from favourites?"
        description={toDelete ? `"${toDelete.name}" will be removed from your favourite contests.` : undefined}
        confirmLabel="Delete"
        busy={removal.isPending}
        onConfirm={() => toDelete && void remove(toDelete)}
      />
    </>
  );
}

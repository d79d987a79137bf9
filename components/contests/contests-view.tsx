"use client";
import { useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { isStaleList, notifyFailure } from "@/lib/client/notify";
import { Card, PageHeader } from "@/components/ui/page-header";
import { PageLoader } from "@/components/ui/page-loader";
import { ErrorState } from "@/components/ui/states";
import { apiFetch } from "@/lib/client/api";
import { LOADING_TEXT } from "@/lib/client/loading-texts";
import { notify } from "@/lib/client/notify";
import type { FavoriteContest } from "@/lib/contract/favorites";
import { useRemoteData } from "@/lib/hooks/use-remote-data";
import { ContestStats, QuickNavigator, RecentContestsSection } from "./contest-panels";
import { FavoriteFormDialog } from "./favorite-form-dialog";
import { FavoriteList } from "./favorite-list";

const pickFavorites = (body: Record<string, unknown>) =>
  Array.isArray(body.favorites) ? (body.favorites as FavoriteContest[]) : undefined;

export function ContestsView() {
  const favorites = useRemoteData("/contests/favorites/get", pickFavorites);
  const { setData } = favorites;
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<FavoriteContest | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(target: FavoriteContest) {
    setBusy(true);
    const result = await apiFetch("/contests/favorites/remove", { body: { url: target.url } });
    setBusy(false);
    setToDelete(null);
    if (!result.ok) {
      notifyFailure(result, "favoriteRemovalFailed");
      if (isStaleList(result)) await favorites.refresh();
      return;
    }
    setData((list) => list.filter((f) => f.id !== target.id));
    notify.success("favoriteRemoved");
  }

  return (
    <>
      <PageLoader text={LOADING_TEXT.contests} done={favorites.status !== "loading"} />
      <PageHeader title="Contest Actions" subtitle="Upsolve your recent rounds and keep the contests worth revisiting." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          <RecentContestsSection />
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
                <FavoriteList favorites={favorites.data} onDelete={setToDelete} />
              ) : null}
            </Card>
          </section>
        </div>
        <aside className="space-y-6">
          <ContestStats favorites={favorites.data?.length} />
          <QuickNavigator />
        </aside>
      </div>
      <FavoriteFormDialog open={adding} onOpenChange={setAdding} onAdded={(f) => setData((list) => [...list, f])} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Remove from favourites?"
        description={toDelete ? `"${toDelete.name}" will be removed from your favourite contests.` : undefined}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => toDelete && void remove(toDelete)}
      />
    </>
  );
}

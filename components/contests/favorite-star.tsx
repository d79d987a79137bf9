"use client";
import { useState } from "react";
import { Star } from "lucide-react";
import { cn } from "@/lib/cn";
import { notify, notifyFailure } from "@/lib/client/notify";
import { FAVORITE_LIMITS } from "@/lib/contract/limits";
import type { PlatformId } from "@/lib/contract/platforms";
import { useApiMutation, useCollection } from "@/lib/hooks/use-api-query";

/** Reads the same cached list as the Favorite Contests section, so both change together. */
export function FavoriteStar({ name, url, platform }: { name: string; url: string; platform: PlatformId }) {
  const favorites = useCollection("/contests/favorites/get", "favorites");
  const adding = useApiMutation("/contests/favorites/add");
  const removing = useApiMutation("/contests/favorites/remove");
  const [busy, setBusy] = useState(false);
  const starred = favorites.items?.some((f) => f.url === url) ?? false;

  async function toggle() {
    setBusy(true);
    if (starred) {
      const result = await removing.mutateAsync({ url });
      setBusy(false);
      if (!result.ok) return notifyFailure(result, "favoriteRemovalFailed");
      favorites.update((list) => list.filter((f) => f.url !== url));
      notify.success("favoriteRemoved");
      return;
    }
    const result = await adding.mutateAsync({ name: name.slice(0, FAVORITE_LIMITS.name), url, platform, short_note: "" });
    setBusy(false);
    if (!result.ok) return notifyFailure(result, "favoriteAdditionFailed");
    favorites.update((list) => [...list.filter((f) => f.url !== url), result.data.favorite]);
    notify.success("favoriteAdded");
  }

  return (
    <button
      type="button"
      aria-pressed={starred}
      aria-label={`Favourite: ${name}`}
      title={starred ? "Remove from favourites" : "Add to favourites"}
      disabled={busy || favorites.status !== "ready"}
      onClick={() => void toggle()}
      className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50 dark:text-zinc-400 dark:hover:bg-zinc-800"
    >
      <Star className={cn("h-5 w-5", starred && "fill-amber-400 text-amber-500")} aria-hidden />
    </button>
  );
}

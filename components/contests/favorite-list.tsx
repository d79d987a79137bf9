"use client";
import { ExternalLink, Trash2 } from "lucide-react";
import { PlatformBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { FavoriteContest } from "@/lib/contract/favorites";

export const FAVORITES_EMPTY = "No favorite contests yet. Add some to get started!";

export function FavoriteList({ favorites, onDelete }: { favorites: FavoriteContest[]; onDelete: (f: FavoriteContest) => void }) {
  if (favorites.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-zinc-300 px-4 py-8 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
        {FAVORITES_EMPTY}
      </p>
    );
  }
  return (
    <ul aria-label="Favorite contests" className="divide-y divide-zinc-200 dark:divide-zinc-800">
      {favorites.map((f) => (
        <li key={f.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <a
              href={f.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full items-center gap-1 font-medium break-words text-zinc-900 underline-offset-2 hover:text-brand-700 hover:underline dark:text-zinc-100 dark:hover:text-brand-400"
            >
              <span className="min-w-0 wrap-anywhere">{f.name}</span>
              <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
            </a>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <PlatformBadge platform={f.platform} />
              {f.short_note ? (
                <p className="max-w-full min-w-0 text-sm wrap-anywhere text-zinc-600 dark:text-zinc-400">{f.short_note}</p>
              ) : null}
            </div>
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${f.name}`}
            onClick={() => onDelete(f)}
            className="shrink-0 hover:text-red-600 dark:hover:text-red-400"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">Delete</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

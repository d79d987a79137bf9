import Link from "next/link";
import { ArrowRight, Heart, History, LayoutDashboard, UserPlus } from "lucide-react";
import { Card } from "@/components/ui/page-header";
import { RatingText } from "@/components/ui/rating-text";
import { Skeleton } from "@/components/ui/skeleton";
import { StatTile } from "@/components/ui/stat-tile";
import type { RecentContest } from "@/lib/contract/contests";
import { platformLabel } from "@/lib/contract/platforms";
import { contestStatsByPlatform } from "./contest-stats";
import { groupDigits } from "@/lib/intl";

const navClass =
  "flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm font-medium text-zinc-800 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-200 dark:hover:bg-zinc-800";

const TILE = "p-3 shadow-none sm:p-3";

/** No mean or best across platforms, as their ratings are different scales (docs/decisions/014); an unloaded list shows "—", not 0. */
export function ContestStats({
  recent,
  favorites,
  loadingRows = 0,
}: {
  recent: RecentContest[] | undefined;
  favorites: number | undefined;
  /** One per linked handle, so the cards below stay put while loading. */
  loadingRows?: number;
}) {
  const perPlatform = contestStatsByPlatform(recent ?? []);
  return (
    <section aria-labelledby="contest-stats-title">
      <Card>
        <h2 id="contest-stats-title" className="text-base font-semibold">
          Contest Stats
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3">
          <StatTile label="Recent contests" value={recent ? recent.length : "—"} icon={History} className={TILE} />
          <StatTile label="Favourites" value={favorites ?? "—"} icon={Heart} className={TILE} />
        </dl>
        {perPlatform.length > 0 ? (
          <table className="mt-3 w-full text-left text-sm">
            <caption className="sr-only">Latest rating and best rank per platform, in your recent contests</caption>
            <thead className="text-xs text-zinc-600 dark:text-zinc-400">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  Platform
                </th>
                <th scope="col" className="py-1 font-medium">
                  Latest rating
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Best rank
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
              {perPlatform.map((p) => (
                <tr key={p.platform} data-testid={`contest-stats-${p.platform}`}>
                  <th scope="row" className="py-1.5 font-medium">
                    {platformLabel(p.platform)}
                  </th>
                  <td className="py-1.5">
                    {p.latestRating !== null ? <RatingText platform={p.platform} rating={p.latestRating} /> : "Unrated"}
                  </td>
                  <td className="py-1.5 text-right tabular-nums">{p.bestRank !== null ? groupDigits(p.bestRank) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {perPlatform.length === 0 && loadingRows > 0 ? (
          <div aria-hidden className="mt-3 space-y-2">
            <Skeleton className="h-6" />
            {Array.from({ length: loadingRows }, (_, i) => (
              <Skeleton key={i} className="h-6" />
            ))}
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : null}
        {perPlatform.length > 0 ? <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">From your last 5 contests.</p> : null}
      </Card>
    </section>
  );
}

export function QuickNavigator({ hasHandles }: { hasHandles: boolean }) {
  return (
    <Card>
      <h2 className="text-base font-semibold">Quick Navigator</h2>
      <nav aria-label="Quick Navigator" className="mt-2 -mx-3">
        <Link href="/dashboard" className={navClass}>
          <span className="flex items-center gap-2">
            <LayoutDashboard className="h-4 w-4 text-brand-600 dark:text-brand-400" aria-hidden />
            Dashboard
          </span>
          <ArrowRight className="h-4 w-4 text-zinc-400" aria-hidden />
        </Link>
        <Link href="/profile#handles" className={navClass}>
          <span className="flex items-center gap-2">
            <UserPlus className="h-4 w-4 text-brand-600 dark:text-brand-400" aria-hidden />
            {hasHandles ? "Your handles" : "Add your handles"}
          </span>
          <ArrowRight className="h-4 w-4 text-zinc-400" aria-hidden />
        </Link>
      </nav>
    </Card>
  );
}

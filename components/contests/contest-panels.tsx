import Link from "next/link";
import { ArrowRight, Award, Heart, History, LayoutDashboard, TrendingUp, UserPlus } from "lucide-react";
import { Card } from "@/components/ui/page-header";
import { StatTile } from "@/components/ui/stat-tile";
import type { RecentContest } from "@/lib/contract/contests";
import { contestStats } from "./contest-format";

const navClass =
  "flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm font-medium text-zinc-800 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-200 dark:hover:bg-zinc-800";

// Two tiles side by side in the narrow column: a slimmer padding keeps "Overall performance" inside.
const TILE = "p-3 shadow-none sm:p-3";

/** Spec §2's Contest Stats; a list that could not be loaded shows "—" rather than a made-up 0. */
export function ContestStats({ recent, favorites }: { recent: RecentContest[] | undefined; favorites: number | undefined }) {
  const s = contestStats(recent ?? [], favorites ?? 0);
  return (
    <section aria-labelledby="contest-stats-title">
      <Card>
        <h2 id="contest-stats-title" className="text-base font-semibold">
          Contest Stats
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3">
          <StatTile label="Recent contests" value={recent ? s.recent : "—"} icon={History} className={TILE} />
          <StatTile label="Overall performance" value={recent ? s.performance : "—"} icon={TrendingUp} className={TILE} />
          <StatTile label="Best rank" value={s.bestRank?.toLocaleString("en-US") ?? "—"} icon={Award} className={TILE} />
          <StatTile label="Favourites" value={favorites ?? "—"} icon={Heart} className={TILE} />
        </dl>
      </Card>
    </section>
  );
}

export function QuickNavigator() {
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
            Add your handles
          </span>
          <ArrowRight className="h-4 w-4 text-zinc-400" aria-hidden />
        </Link>
      </nav>
    </Card>
  );
}

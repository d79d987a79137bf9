import Link from "next/link";
import { ArrowRight, History, LayoutDashboard, UserPlus } from "lucide-react";
import { Card } from "@/components/ui/page-header";
import { StatTile } from "@/components/ui/stat-tile";

const navClass =
  "flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm font-medium text-zinc-800 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-200 dark:hover:bg-zinc-800";

/** Only what we know today: rating and rank stats arrive with platform sync, so no numbers are made up. */
export function ContestStats({ favorites }: { favorites: number | undefined }) {
  return (
    <Card>
      <h2 className="text-base font-semibold">Contest Stats</h2>
      {favorites === undefined ? null : (
        <dl className="mt-3">
          <StatTile label="Favourites" value={favorites} className="shadow-none" />
        </dl>
      )}
      <p className="mt-3 text-xs text-zinc-600 dark:text-zinc-400">Ratings and best rank appear once your contest history is synced.</p>
    </Card>
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

/**
 * Spec §2: the last 5 contests with rank, rating and an Upsolve button. They come from the
 * user's synced platform history, which does not exist yet, so the panel says so plainly.
 */
export function RecentContestsSection() {
  return (
    <section id="upsolve" aria-labelledby="upsolve-title" className="scroll-mt-20">
      <Card>
        <h2 id="upsolve-title" className="text-lg font-semibold">
          Recent Contests
        </h2>
        <div className="mt-4 flex items-start gap-3 rounded-lg border border-dashed border-zinc-300 px-4 py-5 dark:border-zinc-700">
          <History className="mt-0.5 h-5 w-5 shrink-0 text-brand-500" aria-hidden />
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Your last 5 contests, with rank, rating and a link to upsolve, will show here once contest history is synced from your{" "}
            <Link href="/profile#handles" className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-400">
              platform handles
            </Link>
            .
          </p>
        </div>
      </Card>
    </section>
  );
}

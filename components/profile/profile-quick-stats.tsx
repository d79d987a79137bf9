import { CheckCircle2, TrendingUp, Trophy } from "lucide-react";
import { StatTile } from "@/components/ui/stat-tile";
import type { QuickStats } from "@/lib/contract/profile";

/** Counts from the user's synced platform data; the average covers only the platforms they are rated on. */
export function ProfileQuickStats({ stats }: { stats: QuickStats }) {
  return (
    <section aria-labelledby="profile-stats-title" className="mb-6">
      <h2 id="profile-stats-title" className="sr-only">
        Quick stats
      </h2>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatTile label="Problems solved" value={stats.totalSolved} icon={CheckCircle2} />
        <StatTile label="Contests attended" value={stats.contestsAttended} icon={Trophy} />
        <StatTile label="Average rating" value={stats.averageRating ?? "—"} icon={TrendingUp} />
      </dl>
    </section>
  );
}

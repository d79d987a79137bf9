import { CheckCircle2, Trophy } from "lucide-react";
import { RatingText } from "@/components/ui/rating-text";
import { StatTile } from "@/components/ui/stat-tile";
import { PLATFORM_IDS, platformLabel } from "@/lib/contract/platforms";
import type { AccountSync, QuickStats } from "@/lib/contract/profile";

/** Ratings are never averaged across platforms, as they are different scales (docs/decisions/014). */
export function ProfileQuickStats({ stats, accounts }: { stats: QuickStats; accounts: readonly AccountSync[] }) {
  const rated = PLATFORM_IDS.flatMap((p) => {
    const account = accounts.find((a) => a.platform === p);
    return account ? [{ platform: p, rating: account.rating }] : [];
  });
  return (
    <section aria-labelledby="profile-stats-title" className="mb-6">
      <h2 id="profile-stats-title" className="sr-only">
        Quick stats
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-5">
        <StatTile label="Problems solved" value={stats.totalSolved} icon={CheckCircle2} />
        <StatTile label="Contests attended" value={stats.contestsAttended} icon={Trophy} />
        {rated.map(({ platform, rating }) => (
          <StatTile
            key={platform}
            label={`${platformLabel(platform)} rating`}
            value={rating === null ? "Unrated" : <RatingText platform={platform} rating={rating} />}
          />
        ))}
      </dl>
      {stats.solvedNote ? <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{stats.solvedNote}</p> : null}
    </section>
  );
}

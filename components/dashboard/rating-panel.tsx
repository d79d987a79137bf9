import { ExternalLink } from "lucide-react";
import { useMemo, useState } from "react";
import type { PlatformProgress } from "@/lib/contract/dashboard";
import { PLATFORMS, ratingTier } from "@/lib/contract/platforms";
import { RatingText } from "@/components/ui/rating-text";
import { LEETCODE_BADGE_NOTE } from "@/lib/contract/rating-tiers";
import { AccountSyncLine } from "./account-sync-line";
import { fullDate } from "./chart-theme";
import { LazyRatingChart } from "./lazy-charts";
import { Panel } from "./panel";
import { formatChange, ratingDomain, ratingSummary, tierBands, type RatingPoint } from "./rating-series";
import { groupDigits } from "@/lib/intl";

const chartHeight = (contests: number) => (contests < 5 ? 160 : 240);

export function RatingPanel({ progress }: { progress: PlatformProgress }) {
  const { platform, account } = progress;
  const info = PLATFORMS[platform];
  const points = progress.ratingSeries;
  const domain = useMemo(() => ratingDomain(points.map((p) => p.rating)), [points]);
  const tierOf = (rating: number) => ratingTier(platform, rating);
  const current = account.rating ?? points.at(-1)?.rating ?? null;
  const summaryId = `rating-${platform}-summary`;

  return (
    <Panel
      id={`rating-${platform}`}
      title={`${info.label} rating`}
      className="xl:[&:last-child:nth-child(odd)]:col-span-2"
      action={
        <a
          href={account.profileUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex max-w-full items-center gap-1 text-sm font-medium break-all text-brand-700 underline-offset-2 hover:underline dark:text-brand-400"
        >
          {account.handle}
          <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
        </a>
      }
    >
      <div className="mb-3 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <p className="text-2xl font-bold tabular-nums" data-testid={`rating-${platform}`}>
          {current !== null ? <RatingText platform={platform} rating={current} /> : "Unrated"}
        </p>
        {current !== null ? (
          <p className="flex items-center gap-1.5 text-sm">
            <span className="inline-block h-2.5 w-2.5 rounded-full" style={{ backgroundColor: tierOf(current).colour }} aria-hidden />
            {tierOf(current).label}
          </p>
        ) : null}
        {account.maxRating !== null ? (
          <p className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">Max {account.maxRating}</p>
        ) : null}
      </div>
      {platform === "leetcode" ? <p className="mb-2 text-xs text-zinc-600 dark:text-zinc-400">{LEETCODE_BADGE_NOTE}</p> : null}
      {account.status !== "ok" ? (
        <ul aria-label={`${info.label} sync status`} className="mb-2">
          <AccountSyncLine account={account} />
        </ul>
      ) : null}
      {points.length === 1 ? (
        // One contest is a fact, not a trend: a line of text instead of a chart with a single dot.
        <p className="text-sm text-zinc-600 dark:text-zinc-400" id={summaryId}>
          One rated contest: {points[0]!.contest}, {fullDate(points[0]!.at)}, rating {points[0]!.rating}
          {points[0]!.rank !== null ? `, rank ${groupDigits(points[0]!.rank)}` : ""}.
        </p>
      ) : points.length > 1 && domain ? (
        <>
          <figure aria-describedby={summaryId}>
            <LazyRatingChart
              platform={platform}
              label={info.label}
              points={points}
              domain={domain}
              bands={tierBands(info.tiers, domain)}
              height={chartHeight(points.length)}
            />
            <figcaption id={summaryId} className="sr-only">
              {ratingSummary(info.label, points, tierOf)}
            </figcaption>
          </figure>
          <ContestsTable label={info.label} points={points} />
        </>
      ) : (
        // No contests: one line, not an empty chart's worth of card.
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {account.lastSyncedAt ? `No rated ${info.label} contests yet.` : "Your contest history appears after the first sync."}
        </p>
      )}
    </Panel>
  );
}

/** Its rows are made only when it is opened. */
function ContestsTable({ label, points }: { label: string; points: readonly RatingPoint[] }) {
  const [open, setOpen] = useState(false);
  const rows = useMemo(() => (open ? [...points].reverse() : []), [open, points]);
  return (
    <details className="mt-2 text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100">
        Contests as a table ({points.length})
      </summary>
      {open ? (
        <div className="mt-2 max-h-64 overflow-y-auto" tabIndex={0} role="region" aria-label={`${label} contests`}>
          <table className="w-full text-left text-xs">
            <thead className="sticky top-0 bg-white dark:bg-zinc-900">
              <tr className="text-zinc-600 dark:text-zinc-400">
                <th scope="col" className="py-1 pr-2 font-medium">
                  Contest
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Date
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Rank
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Rating
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={`${p.at}-${p.contest}`} className="border-t border-zinc-100 dark:border-zinc-800">
                  <td className="py-1 pr-2">{p.contest}</td>
                  <td className="py-1 pr-2 whitespace-nowrap">{fullDate(p.at)}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">{p.rank ?? "—"}</td>
                  <td className="py-1 text-right whitespace-nowrap tabular-nums">
                    {p.rating}{" "}
                    {p.change !== null ? <span className="text-zinc-600 dark:text-zinc-400">({formatChange(p.change)})</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </details>
  );
}

"use client";
import Link from "next/link";
import { ExternalLink } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states";
import type { RecentContest } from "@/lib/contract/contests";
import type { CollectionState } from "@/lib/hooks/use-api-query";
import { RatingText } from "@/components/ui/rating-text";
import { Skeleton } from "@/components/ui/skeleton";
import { formatContestDate } from "./contest-format";
import { FavoriteStar } from "./favorite-star";
import { PlatformIcon } from "./platform-icon";
import { UpsolveLegend, UpsolveProblems } from "./upsolve-problems";
import { groupDigits } from "@/lib/intl";

export const NO_PROBLEM_LIST = "This platform does not publish the contest's problem list";

function ContestRow({ contest, timeZone }: { contest: RecentContest; timeZone?: string }) {
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      {/* On a phone the Upsolve button wraps under the details, so they keep the row's width. */}
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <PlatformIcon platform={contest.platform} className="mt-0.5" />
        <div className="min-w-0 grow basis-[calc(100%-2.75rem)] sm:basis-0">
          <a
            href={contest.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex max-w-full items-center gap-1 font-medium text-zinc-900 underline-offset-2 hover:text-brand-700 hover:underline dark:text-zinc-100 dark:hover:text-brand-400"
          >
            <span className="min-w-0 break-words">{contest.name}</span>
            <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
          </a>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
            <time dateTime={contest.date}>{formatContestDate(contest.date, timeZone)}</time>
            {contest.rating !== null ? (
              <span>
                Rating <RatingText platform={contest.platform} rating={contest.rating} />
              </span>
            ) : (
              <span>Unrated</span>
            )}
            {contest.rank !== null ? (
              <span>
                Rank <span className="font-semibold text-zinc-800 tabular-nums dark:text-zinc-200">{groupDigits(contest.rank)}</span>
              </span>
            ) : null}
          </p>
        </div>
        <div className="ml-11 flex shrink-0 items-center gap-1 sm:ml-0">
          <FavoriteStar name={contest.name} url={contest.url} platform={contest.platform} />
          <a
            href={contest.upsolveUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Upsolve ${contest.name}`}
            className={buttonClass({ size: "sm" }, "shrink-0")}
          >
            Upsolve
          </a>
        </div>
      </div>
      <div className="pl-11">
        {contest.problems ? (
          <UpsolveProblems contestName={contest.name} platform={contest.platform} problems={contest.problems} />
        ) : (
          <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">{NO_PROBLEM_LIST}</p>
        )}
      </div>
    </li>
  );
}

/** docs/behaviour.md §2 */
export function RecentContestsSection({
  contests,
  hasHandles,
  onRetry,
  timeZone,
}: {
  contests: CollectionState<RecentContest[]>;
  hasHandles: boolean;
  onRetry: () => void;
  /** The server's zone when it read the list, else the browser's. */
  timeZone?: string;
}) {
  const anyProblems = contests.items?.some((c) => c.problems) ?? false;
  return (
    <section id="upsolve" aria-labelledby="upsolve-title" className="scroll-mt-20">
      <Card>
        <div className="mb-4">
          <h2 id="upsolve-title" className="text-lg font-semibold">
            Recent Contests
          </h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Your last 5 contests across platforms, ready to upsolve.</p>
        </div>
        {contests.status === "error" ? (
          <ErrorState title="Could not load your recent contests" onRetry={onRetry} />
        ) : contests.status === "ready" && contests.items.length === 0 ? (
          <EmptyState
            title="No contests yet"
            description={
              hasHandles
                ? "Your contests appear here once your handles have synced. Their sync status is on your profile."
                : "Add your LeetCode, Codeforces or CodeChef handles and your last 5 contests appear here, ready to upsolve."
            }
            action={
              <Link href="/profile#handles" className={buttonClass()}>
                {hasHandles ? "See your handles" : "Add your handles"}
              </Link>
            }
          />
        ) : contests.status === "ready" ? (
          <>
            {anyProblems ? (
              <div className="mb-4 rounded-lg bg-zinc-50 px-3 py-2 dark:bg-zinc-800/50">
                <UpsolveLegend />
              </div>
            ) : null}
            <ul aria-label="Recent contests" className="divide-y divide-zinc-200 dark:divide-zinc-800">
              {contests.items.map((c) => (
                <ContestRow key={`${c.platform}:${c.url}`} contest={c} timeZone={timeZone} />
              ))}
            </ul>
          </>
        ) : null}
      </Card>
    </section>
  );
}

/** About the loaded size, so the side column on a phone stays put; hidden from assistive technology, as the page's loader speaks. */
export function ContestSectionsSkeleton({ hasHandles }: { hasHandles: boolean }) {
  return (
    <div aria-hidden className="space-y-6">
      <Card>
        <div className="mb-4">
          <p className="text-lg font-semibold">Recent Contests</p>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Your last 5 contests across platforms, ready to upsolve.</p>
        </div>
        {hasHandles ? (
          <>
            <Skeleton className="mb-4 h-[5.75rem] sm:h-[4.5rem]" />
            <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
              {[0, 1, 2, 3, 4].map((i) => (
                <li key={i} className="py-4 first:pt-0 last:pb-0">
                  <Skeleton className="h-[9.5rem] sm:h-[4.5rem]" />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <Skeleton className="h-64 rounded-xl" />
        )}
      </Card>
      <Card>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-lg font-semibold">Favorite Contests</p>
          <Skeleton className="h-8 w-32" />
        </div>
        <Skeleton className="h-[5.5rem]" />
      </Card>
    </div>
  );
}

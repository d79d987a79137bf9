"use client";
import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import type { UpcomingContest } from "@/lib/contract/contests";
import type { PlatformId } from "@/lib/contract/platforms";
import { upcomingUnreachable } from "@/lib/contract/unreachable-words";
import { useApiQuery } from "@/lib/hooks/use-api-query";
import { useBrowserZoneKnown } from "@/lib/hooks/use-time-zone";
import { utcStart } from "@/lib/intl";
import { useNow } from "@/lib/hooks/use-now";
import { countdown, formatDuration, formatLocalStart } from "./contest-format";
import { contestIcs, icsFileName } from "./ics";
import { FavoriteStar } from "./favorite-star";
import { PlatformIcon } from "./platform-icon";

const FIRST_FEW = 5;

function downloadIcs(contest: UpcomingContest) {
  const blob = new Blob([contestIcs(contest, new Date())], { type: "text/calendar;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = icsFileName(contest);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Until the browser's zone is read the start is in UTC without Intl, so server and first render agree (docs/decisions/027-english-without-intl.md). */
function UpcomingRow({ contest, now, local }: { contest: UpcomingContest; now: number; local: boolean }) {
  const left = countdown(contest.startTime, contest.duration, now);
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex items-start gap-3">
        <PlatformIcon platform={contest.platform} className="mt-0.5" />
        <div className="min-w-0 flex-1 text-sm">
          <a
            href={contest.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium break-words text-zinc-900 underline-offset-2 hover:text-brand-700 hover:underline dark:text-zinc-100 dark:hover:text-brand-400"
          >
            {contest.name}
          </a>
          <p className="mt-0.5 text-zinc-600 dark:text-zinc-400">
            <time dateTime={contest.startTime}>{local ? formatLocalStart(contest.startTime) : utcStart(contest.startTime)}</time>
            <span aria-hidden> · </span>
            <span className="sr-only">, lasts </span>
            <span className="whitespace-nowrap">{formatDuration(contest.duration)}</span>
          </p>
          {/* Rendered on the server a moment earlier: its seconds differ by hydration, and the next tick sets them. */}
          <p
            role="timer"
            suppressHydrationWarning
            className={cn(
              "mt-0.5 font-medium tabular-nums",
              left.phase === "upcoming" ? "text-brand-700 dark:text-brand-400" : "text-green-700 dark:text-green-400",
            )}
          >
            {left.text}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            aria-label={`Add to calendar: ${contest.name}`}
            onClick={() => downloadIcs(contest)}
          >
            <CalendarPlus className="h-4 w-4" aria-hidden />
            Add to calendar
          </Button>
        </div>
        <FavoriteStar name={contest.name} url={contest.url} platform={contest.platform} />
      </div>
    </li>
  );
}

/** Shared by the dashboard and the contests page; only this list re-renders as the clock ticks. */
export function UpcomingContests({
  contests,
  unreachable,
  onRetry,
}: {
  contests: readonly UpcomingContest[];
  /** An empty list is then not "none announced". */
  unreachable: readonly PlatformId[];
  onRetry: () => void;
}) {
  const now = useNow(1000);
  const local = useBrowserZoneKnown();
  const [all, setAll] = useState(false);
  // The cached list may hold a contest that has ended since; a running one stays, marked as live.
  const open = contests.filter((c) => countdown(c.startTime, c.duration, now).phase !== "ended");
  const missing = unreachable.length ? (
    <div role="status" className="text-sm text-amber-900 dark:text-amber-200" data-testid="upcoming-unreachable">
      <p>{upcomingUnreachable(unreachable, open.length > 0)}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </div>
  ) : null;
  if (open.length === 0)
    return missing ?? <p className="text-sm text-zinc-600 dark:text-zinc-400">No upcoming contests are announced right now.</p>;
  const shown = all ? open : open.slice(0, FIRST_FEW);
  return (
    <>
      {missing ? <div className="mb-3">{missing}</div> : null}
      <ul aria-label="Upcoming contests" className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {shown.map((c) => (
          <UpcomingRow key={`${c.platform}:${c.url}:${c.startTime}`} contest={c} now={now} local={local} />
        ))}
      </ul>
      {open.length > FIRST_FEW ? (
        <Button variant="ghost" size="sm" className="mt-3 w-full" aria-expanded={all} onClick={() => setAll((v) => !v)}>
          {all ? "Show fewer" : `Show all ${open.length}`}
        </Button>
      ) : null}
    </>
  );
}

export function UpcomingContestsSection() {
  const upcoming = useApiQuery("/contests/upcoming");
  return (
    <section aria-labelledby="upcoming-title">
      <Card>
        <h2 id="upcoming-title" className="mb-3 text-base font-semibold">
          Upcoming Contests
        </h2>
        {upcoming.isError ? (
          <div className="text-sm text-zinc-600 dark:text-zinc-400">
            <p>Could not load upcoming contests.</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void upcoming.refetch()}>
              Try again
            </Button>
          </div>
        ) : !upcoming.data ? (
          // Room for the first few rows, so the cards below do not move when they arrive.
          <div>
            <p className="sr-only">Loading upcoming contests...</p>
            <ul aria-hidden className="divide-y divide-zinc-200 dark:divide-zinc-800">
              {Array.from({ length: FIRST_FEW }, (_, i) => (
                <li key={i} className="py-3 first:pt-0 last:pb-0">
                  <Skeleton className="h-[6.5rem]" />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <UpcomingContests
            contests={upcoming.data.contests}
            unreachable={upcoming.data.unreachable}
            onRetry={() => void upcoming.refetch()}
          />
        )}
      </Card>
    </section>
  );
}

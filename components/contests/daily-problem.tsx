"use client";
import { ExternalLink } from "lucide-react";
import { Badge, PlatformBadge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { DAILY_UNREACHABLE } from "@/lib/contract/unreachable-words";
import { useApiQuery } from "@/lib/hooks/use-api-query";
import { formatContestDate } from "./contest-format";

/** docs/behaviour.md §9 */
const DIFFICULTY_TONE: Record<string, BadgeTone> = { easy: "green", medium: "amber", hard: "red" };

/** LeetCode names its daily problem by a calendar day, the same everywhere. */
const dailyDate = (date: string) => formatContestDate(date, /^\d{4}-\d{2}-\d{2}$/.test(date) ? "UTC" : undefined);

export function DailyProblem() {
  const query = useApiQuery("/fetch/daily");
  const daily = query.data?.daily;
  return (
    <section aria-labelledby="daily-title">
      <Card>
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id="daily-title" className="text-base font-semibold">
            Daily Problem
          </h2>
          <PlatformBadge platform="leetcode" />
        </div>
        {query.isError ? (
          <div className="text-sm text-zinc-600 dark:text-zinc-400">
            <p>Could not load the daily problem.</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : daily === undefined ? (
          // About the problem's size (title, difficulty and date, tags), so the card below stays put.
          <div className="space-y-2">
            <p className="sr-only">Loading the daily problem...</p>
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-6 w-2/3" />
          </div>
        ) : daily === null ? (
          // The API answers no problem only when LeetCode could not be asked for it.
          <div role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
            <p>{DAILY_UNREACHABLE}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="space-y-2 text-sm">
            <a
              href={daily.questionLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full items-center gap-1 font-medium text-zinc-900 underline-offset-2 hover:text-brand-700 hover:underline dark:text-zinc-100 dark:hover:text-brand-400"
            >
              <span className="min-w-0 break-words">{daily.title}</span>
              <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
            </a>
            <p className="flex flex-wrap items-center gap-2 text-zinc-600 dark:text-zinc-400">
              <Badge tone={DIFFICULTY_TONE[daily.difficulty.toLowerCase()] ?? "zinc"}>{daily.difficulty}</Badge>
              <time dateTime={daily.date}>{dailyDate(daily.date)}</time>
            </p>
            {daily.tags.length ? (
              <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
                {daily.tags.map((tag) => (
                  <li key={tag}>
                    <Badge>{tag}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
      </Card>
    </section>
  );
}

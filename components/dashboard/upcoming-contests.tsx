import Link from "next/link";
import { CalendarClock } from "lucide-react";
import { PlatformBadge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import type { UpcomingContest } from "@/lib/contract/contests";
import { contestTiming, formatDuration } from "./countdown";
import { Panel } from "./panel";
import { useNow } from "@/lib/hooks/use-now";

const startFormat = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** The next contests with a live countdown; only this panel re-renders as the clock ticks. */
export function UpcomingContests({ contests }: { contests: UpcomingContest[] }) {
  const now = useNow(1_000);
  return (
    <Panel
      id="upcoming"
      title="Upcoming contests"
      action={
        <Link href="/contests" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-400">
          All contests
        </Link>
      }
    >
      {contests.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No contests announced yet. Check back later.</p>
      ) : (
        <ul aria-label="Next contests" className="space-y-3">
          {contests.map((c) => {
            const timing = contestTiming(c.startTime, c.duration, now);
            return (
              <li key={c.url} className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
                <div className="flex items-start justify-between gap-2">
                  <a
                    href={c.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="min-w-0 text-sm font-medium underline-offset-2 hover:underline"
                  >
                    {c.name}
                  </a>
                  <PlatformBadge platform={c.platform} />
                </div>
                <p className="mt-1 flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
                  <CalendarClock className="h-3.5 w-3.5 shrink-0" aria-hidden />
                  <time dateTime={c.startTime}>{startFormat.format(new Date(c.startTime))}</time> · {formatDuration(c.duration)}
                </p>
                <p
                  className={cn(
                    "mt-1 text-sm font-semibold tabular-nums",
                    timing.state === "live" ? "text-green-700 dark:text-green-400" : "text-brand-700 dark:text-brand-400",
                  )}
                >
                  {timing.text}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

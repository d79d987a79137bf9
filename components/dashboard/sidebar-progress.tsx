"use client";
import { Flame, Target } from "lucide-react";
import { cn } from "@/lib/cn";
import { ACTIVE_DAY_TEXT, goalProgress, streakText } from "./progress";
import { useProgress } from "./use-progress";

/** Nothing invented when the figures cannot be read (docs/architecture.md §6). */
export function SidebarProgress({ className }: { className?: string }) {
  const { data, isError } = useProgress();
  return (
    <section
      aria-label="Today's progress"
      data-testid="sidebar-progress"
      className={cn("space-y-3 rounded-xl border border-zinc-200 p-3 dark:border-zinc-800", className)}
    >
      {data ? (
        <Loaded solvedToday={data.solvedToday} dailyGoal={data.dailyGoal} streak={data.streak.current} />
      ) : isError ? (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">Daily goal and streak are unavailable right now.</p>
      ) : (
        <Skeleton />
      )}
    </section>
  );
}

function Loaded({ solvedToday, dailyGoal, streak }: { solvedToday: number; dailyGoal: number; streak: number }) {
  const goal = goalProgress(solvedToday, dailyGoal);
  return (
    <>
      <div>
        <div className="flex items-center justify-between text-sm">
          <span className="flex items-center gap-2 font-medium">
            <Target className="h-4 w-4 text-brand-600 dark:text-brand-400" aria-hidden />
            Daily Goal
          </span>
          <span className="tabular-nums text-zinc-700 dark:text-zinc-300" data-testid="daily-goal-count">
            {goal.solved}/{goal.goal}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Daily goal"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={goal.percent}
          aria-valuetext={`${goal.solved} of ${goal.goal} problems solved today, ${goal.percent}%`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
        >
          <div
            className={cn(
              "h-full rounded-full transition-[width] duration-500",
              goal.reached ? "bg-green-600 dark:bg-green-500" : "bg-brand-600 dark:bg-brand-500",
            )}
            style={{ width: `${goal.percent}%` }}
          />
        </div>
        <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
          {goal.percent}% of {goal.goal} {goal.goal === 1 ? "problem" : "problems"} today
        </p>
      </div>
      <p className="flex items-center gap-2 text-sm font-medium" data-testid="streak" title={ACTIVE_DAY_TEXT}>
        <Flame className="h-4 w-4 text-orange-500" aria-hidden />
        {streakText(streak)}
      </p>
    </>
  );
}

function Skeleton() {
  return (
    <div aria-busy="true" className="space-y-3">
      <span className="sr-only">Loading daily goal and streak</span>
      <div className="h-4 w-3/4 animate-pulse rounded bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800" />
      <div className="h-2 w-full animate-pulse rounded-full bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800" />
      <div className="h-4 w-1/2 animate-pulse rounded bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800" />
    </div>
  );
}

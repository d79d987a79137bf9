"use client";
import { Collapsible } from "radix-ui";
import Link from "next/link";
import { CheckCheck, CheckCircle2, ChevronRight, Circle, Puzzle, XCircle } from "lucide-react";
import { trickyProblemHref } from "@/components/stumbles/prefill";
import type { ComponentType } from "react";
import { cn } from "@/lib/cn";
import { UPSOLVE_STATES, type UpsolveState } from "@/lib/contract/choices";
import type { ContestProblem } from "@/lib/contract/contests";
import { RatingText } from "@/components/ui/rating-text";
import type { PlatformId } from "@/lib/contract/platforms";
import { UPSOLVE_STATE_TEXT, upsolveProgress } from "./contest-format";

const STATE_ICON: Record<UpsolveState, { icon: ComponentType<{ className?: string }>; className: string }> = {
  solved: { icon: CheckCircle2, className: "text-green-700 dark:text-green-400" },
  upsolved: { icon: CheckCheck, className: "text-brand-600 dark:text-brand-400" },
  attempted: { icon: XCircle, className: "text-amber-700 dark:text-amber-400" },
  untried: { icon: Circle, className: "text-zinc-500 dark:text-zinc-400" },
};

function StateIcon({ state }: { state: UpsolveState }) {
  const { icon: Icon, className } = STATE_ICON[state];
  return <Icon className={cn("h-4 w-4 shrink-0", className)} aria-hidden />;
}

/** The marks always come with their words too. */
export function UpsolveLegend() {
  return (
    <ul aria-label="Problem states" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
      {UPSOLVE_STATES.map((state) => (
        <li key={state} className="flex items-center gap-1.5">
          <StateIcon state={state} />
          <span>
            <span className="font-medium text-zinc-800 dark:text-zinc-200">{UPSOLVE_STATE_TEXT[state].label}</span>:{" "}
            {UPSOLVE_STATE_TEXT[state].meaning}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function UpsolveProblems({
  contestName,
  platform,
  problems,
}: {
  contestName: string;
  platform: PlatformId;
  problems: ContestProblem[];
}) {
  const progress = upsolveProgress(problems);
  const done = progress.solved + progress.upsolved;
  return (
    <Collapsible.Root className="mt-3">
      <Collapsible.Trigger className="group inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400">
        <ChevronRight
          className="h-4 w-4 transition-transform group-data-[state=open]:rotate-90 motion-reduce:transition-none"
          aria-hidden
        />
        Problems
        <span className="font-normal text-zinc-600 dark:text-zinc-400">
          · {done}/{progress.total} solved
        </span>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ul
          aria-label={`Problems of ${contestName}`}
          className="mt-2 divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
        >
          {problems.map((p) => (
            <li key={p.url} data-upsolve-state={p.state} className="flex items-center gap-3 px-3 py-2 text-sm">
              <StateIcon state={p.state} />
              {/* On a phone the rating and state go under the name, which keeps the row's width. */}
              <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-0.5">
                <a
                  href={p.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="min-w-0 break-words text-zinc-900 underline-offset-2 hover:text-brand-700 hover:underline max-sm:basis-full sm:flex-1 dark:text-zinc-100 dark:hover:text-brand-400"
                >
                  {p.index ? <span className="font-semibold">{p.index}. </span> : null}
                  {p.name}
                </a>
                {p.rating !== null ? <RatingText platform={platform} rating={p.rating} className="text-xs" /> : null}
                <span className="shrink-0 text-xs text-zinc-600 sm:w-32 sm:text-right dark:text-zinc-400">
                  {UPSOLVE_STATE_TEXT[p.state].label}
                </span>
              </div>
              {/* Not accepted yet: one action opens Tricky Problems with the problem filled in. */}
              {p.state === "attempted" || p.state === "untried" ? (
                <Link
                  href={trickyProblemHref({ name: p.name, url: p.url, platform, summary: `From ${contestName}.` })}
                  aria-label={`Add ${p.name} to Tricky Problems`}
                  title="Add to Tricky Problems"
                  className="-my-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-400 dark:hover:bg-zinc-800"
                >
                  <Puzzle className="h-4 w-4" aria-hidden />
                </Link>
              ) : (
                <span className="w-8 shrink-0" aria-hidden />
              )}
            </li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

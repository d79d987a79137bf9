"use client";
import { useId } from "react";
import Link from "next/link";
import { CheckCircle2, ExternalLink, Puzzle, Users } from "lucide-react";
import { trickyProblemHref } from "@/components/stumbles/prefill";
import { Badge, PlatformBadge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import type { SmartSheetEntry } from "@/lib/contract/network";
import { DifficultyBadge } from "./difficulty-badge";
import { PeopleTooltip } from "./people-tooltip";

type Props = { entry: SmartSheetEntry; delayMs: number; showTags: boolean };

/** docs/behaviour.md §2; the title link stretches over the card, and the counts and actions sit above that layer. */
export function SheetCard({ entry: { count, task }, delayMs, showTags }: Props) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="reveal group relative flex h-full flex-col rounded-xl border border-zinc-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-400 dark:border-zinc-800 dark:bg-zinc-900 dark:hover:border-brand-500/60"
      style={{ animationDelay: `${delayMs}ms` }}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="min-w-0 text-base font-semibold break-words">
          <a
            href={task.url}
            target="_blank"
            rel="noopener noreferrer"
            className="group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-500 dark:group-hover:text-brand-400"
          >
            {task.name}
          </a>
        </h2>
        {task.solvedByMe ? (
          <Badge tone="green" className="shrink-0">
            <CheckCircle2 className="mr-1 h-3 w-3" aria-hidden />
            Solved
          </Badge>
        ) : null}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <DifficultyBadge task={task} />
        <PlatformBadge platform={task.platform} />
      </div>
      <div className="mt-3">
        <PeopleTooltip task={task}>
          <span className="inline-flex items-center gap-1.5">
            <Users className="h-4 w-4 text-brand-600 dark:text-brand-400" aria-hidden />
            <strong className="tabular-nums">{count}</strong> connections attempted
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CheckCircle2 className="h-4 w-4 text-green-600 dark:text-green-400" aria-hidden />
            <strong className="tabular-nums">{task.solvers.length}</strong> solved
          </span>
        </PeopleTooltip>
      </div>
      {showTags && task.tags.length > 0 ? (
        <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
          {task.tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {/* On a phone the two actions do not fit one row: each then takes the card's width, not a ragged half. */}
      <div className="mt-auto flex flex-wrap justify-end gap-2 pt-4 max-sm:[&>*]:grow">
        {/* One address per card: prefetching each would render Tricky Problems on the server once per card in view. */}
        <Link
          href={trickyProblemHref({ name: task.name, url: task.url, platform: task.platform })}
          prefetch={false}
          className={buttonClass({ size: "sm", variant: "secondary" }, "relative z-10")}
        >
          <Puzzle className="h-3.5 w-3.5" aria-hidden />
          Add to Tricky Problems
          <span className="sr-only">: {task.name}</span>
        </Link>
        <a href={task.url} target="_blank" rel="noopener noreferrer" className={buttonClass({ size: "sm" }, "relative z-10")}>
          {task.solvedByMe ? "Solve again" : "Solve Now"}
          <span className="sr-only">: {task.name}</span>
          <ExternalLink className="h-3.5 w-3.5" aria-hidden />
        </a>
      </div>
    </article>
  );
}

"use client";
import { useId, type ReactNode } from "react";
import { CheckCircle2, CircleDashed, ExternalLink, Lightbulb, Link2, Sparkles, Trash2 } from "lucide-react";
import { Badge, PlatformBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Disclosure } from "@/components/ui/disclosure";
import type { Stumble } from "@/lib/contract/stumbles";

const linkClass = "inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-400";

function Empty({ children }: { children: string }) {
  return <p className="text-zinc-500 italic dark:text-zinc-400">{children}</p>;
}

/** Status comes from the server, fixed when the problem was added (docs/behaviour.md §4). */
export function StumbleCard({
  stumble,
  delayMs,
  onDelete,
  children,
}: {
  stumble: Stumble;
  delayMs: number;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const titleId = useId();
  const solved = stumble.status === "solved";
  return (
    <article
      aria-labelledby={titleId}
      className="reveal flex flex-col rounded-xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
      style={{ animationDelay: `${delayMs}ms` }}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold break-words">
            {stumble.name}
          </h2>
          <div className="mt-2 flex flex-wrap gap-2">
            <PlatformBadge platform={stumble.platform} />
            <Badge tone={solved ? "green" : "amber"}>
              {solved ? <CheckCircle2 className="mr-1 h-3 w-3" aria-hidden /> : <CircleDashed className="mr-1 h-3 w-3" aria-hidden />}
              {solved ? "Solved" : "Unsolved"}
            </Badge>
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${stumble.name}`}
          onClick={onDelete}
          className="shrink-0 hover:text-red-600 dark:hover:text-red-400"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <p className="mt-3 text-sm break-words whitespace-pre-wrap text-zinc-700 dark:text-zinc-300">{stumble.summary}</p>
      <div className="mt-4 space-y-2">
        <Disclosure title="Hint" icon={Lightbulb}>
          {stumble.hint ? <p className="break-words whitespace-pre-wrap">{stumble.hint}</p> : <Empty>No hint saved.</Empty>}
        </Disclosure>
        <Disclosure title="Intuition" icon={Sparkles}>
          {stumble.intuition ? <p className="break-words whitespace-pre-wrap">{stumble.intuition}</p> : <Empty>No intuition saved.</Empty>}
        </Disclosure>
        <Disclosure title="Solution" icon={Link2}>
          {stumble.solution ? (
            <a href={stumble.solution} target="_blank" rel="noopener noreferrer" className={linkClass}>
              View Solution
              <ExternalLink className="h-3.5 w-3.5" aria-hidden />
            </a>
          ) : (
            <Empty>No solution link yet.</Empty>
          )}
        </Disclosure>
        {children}
      </div>
      {stumble.url ? (
        <a href={stumble.url} target="_blank" rel="noopener noreferrer" className={`${linkClass} mt-4 self-start text-sm`}>
          Open problem
          <span className="sr-only">: {stumble.name}</span>
          <ExternalLink className="h-3.5 w-3.5" aria-hidden />
        </a>
      ) : null}
    </article>
  );
}

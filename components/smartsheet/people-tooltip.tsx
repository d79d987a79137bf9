"use client";
import { useState, type ReactNode } from "react";
import { BadgeCheck } from "lucide-react";
import { Tooltip } from "radix-ui";
import type { SmartSheetEntry } from "@/lib/contract/network";
import { timeAgo } from "./time";

type Person = SmartSheetEntry["task"]["solvers"][number];

/** The count on the card is the whole number. */
const MAX_LISTED = 8;

function People({ title, people, verb, now }: { title: string; people: Person[]; verb: string; now: number }) {
  const listed = people.slice(0, MAX_LISTED);
  return (
    <div>
      <p className="font-semibold">
        {title} ({people.length})
      </p>
      {people.length === 0 ? (
        <p className="text-zinc-400">Nobody yet</p>
      ) : (
        <ul className="mt-0.5 space-y-0.5">
          {listed.map((p) => (
            <li key={p.id} className="flex justify-between gap-3">
              <span className="flex min-w-0 items-center gap-1">
                <span className="truncate">{p.name}</span>
                {p.verified ? <BadgeCheck className="h-3 w-3 shrink-0 text-green-400" aria-label="Verified" role="img" /> : null}
              </span>
              <time dateTime={p.at} className="shrink-0 text-zinc-400" title={new Date(p.at).toLocaleString()}>
                {verb} {timeAgo(p.at, now)}
              </time>
            </li>
          ))}
          {people.length > listed.length ? <li className="text-zinc-400">and {people.length - listed.length} more</li> : null}
        </ul>
      )}
    </div>
  );
}

type Props = { task: SmartSheetEntry["task"]; children: ReactNode };

/** Also on a tap: touch screens have no hover. */
export function PeopleTooltip({ task, children }: Props) {
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(0);
  function toggle(next: boolean) {
    if (next) setNow(Date.now());
    setOpen(next);
  }
  return (
    <Tooltip.Root open={open} onOpenChange={toggle} delayDuration={150}>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          onClick={(e) => {
            // Radix closes a tooltip on click; a tap should open it instead.
            e.preventDefault();
            toggle(true);
          }}
          className="relative z-10 -mx-1 inline-flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-1 py-0.5 text-left text-sm text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-300 dark:hover:bg-zinc-800"
        >
          {children}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-72 max-w-[calc(100vw-1rem)] space-y-2 rounded-lg border border-zinc-700 bg-zinc-900 p-3 text-xs text-zinc-100 shadow-lg dark:border-zinc-600 dark:bg-zinc-800"
        >
          <People title="Attempted" people={task.attempters} verb="last tried" now={now} />
          <People title="Solved" people={task.solvers} verb="solved" now={now} />
          <Tooltip.Arrow className="fill-zinc-900 dark:fill-zinc-800" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

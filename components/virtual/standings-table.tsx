"use client";
import { useId, useRef } from "react";
import { useOverflowsX } from "@/components/ui/use-overflows";
import type { StandingRow, VirtualMode, VirtualProblem } from "@/lib/contract/virtual";
import { elapsed, freshnessText } from "./virtual-text";

const letter = (i: number) => String.fromCharCode(65 + i);

function Cell({ cell, start }: { cell: StandingRow["cells"][number]; start: Date }) {
  if (cell.solvedAt) {
    const at = elapsed((new Date(cell.solvedAt).getTime() - start.getTime()) / 1000);
    return (
      <span className="font-medium text-green-700 dark:text-green-400">
        {at}
        {cell.attemptsBefore ? <span className="ml-1 text-xs text-red-700 dark:text-red-400">(+{cell.attemptsBefore})</span> : null}
      </span>
    );
  }
  if (cell.takenByOther) return <span className="text-zinc-600 dark:text-zinc-400">taken</span>;
  if (cell.attemptsBefore) return <span className="text-red-700 dark:text-red-400">−{cell.attemptsBefore}</span>;
  return <span className="text-zinc-500 dark:text-zinc-400">·</span>;
}

export function StandingsTable({
  rows,
  problems,
  mode,
  startAt,
  now,
}: {
  rows: StandingRow[];
  problems: VirtualProblem[];
  mode: VirtualMode;
  startAt: string;
  now: Date;
}) {
  const start = new Date(startAt);
  const scroller = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsX(scroller);
  const hintId = useId();
  return (
    <div>
      {/* Said only when the table is wider than the screen, which depends on the number of problems. */}
      {overflows ? (
        <p id={hintId} className="mb-2 text-xs text-zinc-600 dark:text-zinc-400" data-testid="standings-scroll-hint">
          Scroll sideways for every problem <span aria-hidden>→</span>
        </p>
      ) : null}
      {/* Focusable so a keyboard can scroll a table wider than a phone. */}
      <div
        ref={scroller}
        tabIndex={0}
        role="region"
        aria-label="Standings table"
        aria-describedby={overflows ? hintId : undefined}
        className="overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800"
      >
        <table className="w-full min-w-max text-sm">
          <caption className="sr-only">Standings</caption>
          <thead className="bg-zinc-50 text-left dark:bg-zinc-900">
            <tr>
              <th scope="col" className="px-3 py-2">
                Rank
              </th>
              <th scope="col" className="px-3 py-2">
                Name
              </th>
              <th scope="col" className="px-3 py-2">
                {mode === "training" ? "Solved" : "Points"}
              </th>
              <th scope="col" className="px-3 py-2">
                Time
              </th>
              {problems.map((p, i) => (
                <th key={p.id} scope="col" className="px-3 py-2">
                  <abbr title={p.name} className="no-underline">
                    {letter(i)}
                  </abbr>
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                Data
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.userId} className="border-t border-zinc-200 dark:border-zinc-800">
                <td className="px-3 py-2 tabular-nums">{r.rank}</td>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {r.name}
                </th>
                <td className="px-3 py-2 tabular-nums">{mode === "training" ? r.solved : r.points}</td>
                <td className="px-3 py-2 tabular-nums">{elapsed(r.penaltySeconds)}</td>
                {r.cells.map((c) => (
                  <td key={c.problemId} className="px-3 py-2 tabular-nums">
                    <Cell cell={c} start={start} />
                  </td>
                ))}
                <td className="px-3 py-2 text-xs text-zinc-600 dark:text-zinc-400">{freshnessText(r.freshness, now)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

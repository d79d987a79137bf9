import { ExternalLink } from "lucide-react";
import { oneScaleDifficulty } from "@/lib/difficulty-words";
import { PlatformBadge } from "@/components/ui/badge";
import type { StandingRow, VirtualProblem } from "@/lib/contract/virtual";
import { elapsed } from "./virtual-text";

/** With `rows` (a finished contest), each problem's solvers and their times. */
export function ProblemList({ problems, rows, startAt }: { problems: VirtualProblem[]; rows?: StandingRow[]; startAt: string }) {
  const start = new Date(startAt).getTime();
  return (
    <ol aria-label="Problems" className="mb-6 grid gap-2">
      {problems.map((p, i) => {
        const solvers = (rows ?? [])
          .flatMap((r) =>
            r.cells.filter((c) => c.problemId === p.id && c.solvedAt).map((c) => ({ name: r.name, at: new Date(c.solvedAt!).getTime() })),
          )
          .sort((a, b) => a.at - b.at);
        return (
          <li key={p.id} className="rounded-lg border border-zinc-200 px-3 py-2 text-sm dark:border-zinc-800">
            {/* The letter keeps beside the name; a long name wraps under itself, not under the letter. */}
            <div className="flex items-baseline gap-2">
              <span className="font-semibold">{String.fromCharCode(65 + i)}.</span>
              <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <a href={p.url} target="_blank" rel="noreferrer" className="min-w-0 font-medium break-words hover:underline">
                  {p.name}
                  <ExternalLink className="ml-1 inline h-3.5 w-3.5 align-[-2px]" aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                <PlatformBadge platform={p.platform} />
                <span className="text-xs text-zinc-600 dark:text-zinc-400">
                  {p.points} points{p.difficulty ? ` · difficulty ${oneScaleDifficulty(p.difficulty, false)}` : ""}
                </span>
              </div>
            </div>
            {rows ? (
              <p className="mt-1 text-xs text-zinc-700 dark:text-zinc-300">
                {solvers.length
                  ? `Solved by ${solvers.map((s) => `${s.name} (${elapsed((s.at - start) / 1000)})`).join(", ")}`
                  : "Solved by nobody"}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

import { ExternalLink } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import type { DailyProblem } from "@/lib/contract/contests";
import { DAILY_UNREACHABLE } from "@/lib/contract/unreachable-words";
import { Panel } from "./panel";

/** docs/behaviour.md §9 */
const DIFFICULTY_CLASS: Record<string, string> = {
  easy: "bg-green-50 text-green-800 ring-green-600/20 dark:bg-green-500/15 dark:text-green-300 dark:ring-green-400/30",
  medium: "bg-yellow-50 text-yellow-800 ring-yellow-600/20 dark:bg-yellow-500/15 dark:text-yellow-300 dark:ring-yellow-400/30",
  hard: "bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-500/15 dark:text-red-300 dark:ring-red-400/30",
};

/** Without a problem, LeetCode could not be asked: said as the contests page says it. */
export function DailyProblemCard({ daily, onRetry }: { daily: DailyProblem | null; onRetry: () => void }) {
  return (
    <Panel id="daily-problem" title="Daily problem">
      {daily ? (
        <div>
          <p className="font-medium">{daily.title}</p>
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            <Badge className={DIFFICULTY_CLASS[daily.difficulty.toLowerCase()]}>{daily.difficulty}</Badge>
            {daily.tags.slice(0, 4).map((tag) => (
              <Badge key={tag}>{tag}</Badge>
            ))}
          </div>
          <a href={daily.questionLink} target="_blank" rel="noopener noreferrer" className={buttonClass({ size: "sm" }, "mt-4")}>
            Solve on LeetCode
            <ExternalLink className="h-3.5 w-3.5" aria-hidden />
          </a>
        </div>
      ) : (
        <div role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          <p>{DAILY_UNREACHABLE}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
    </Panel>
  );
}

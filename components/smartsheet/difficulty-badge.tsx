import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { SmartSheetEntry } from "@/lib/contract/network";
import type { DifficultyBucket } from "@/lib/contract/platforms";
import { taskBucket } from "./filters";

/** docs/behaviour.md §9: easy green, medium yellow, hard red; insane (rated 2100 and up) purple. */
const TONE: Record<DifficultyBucket, BadgeTone> = { easy: "green", medium: "yellow", hard: "red", insane: "purple" };
const WORD: Record<DifficultyBucket, string> = { easy: "Easy", medium: "Medium", hard: "Hard", insane: "Insane" };

/** LeetCode's own word, or the bucket with the problem's rating ("Medium · 1600"). */
export function DifficultyBadge({ task }: { task: Pick<SmartSheetEntry["task"], "platform" | "difficulty"> }) {
  const bucket = taskBucket(task);
  if (!bucket) return <Badge tone="zinc">Unrated</Badge>;
  const rated = task.platform !== "leetcode";
  return (
    <Badge tone={TONE[bucket]}>
      {WORD[bucket]}
      {rated ? <span className="ml-1 tabular-nums">· {task.difficulty.trim()}</span> : null}
    </Badge>
  );
}

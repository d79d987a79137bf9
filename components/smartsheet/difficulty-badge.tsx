import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { SmartSheetEntry } from "@/lib/contract/network";
import { PLATFORMS, type DifficultyBucket } from "@/lib/contract/platforms";
import { oneScaleDifficulty, ownDifficulty } from "@/lib/difficulty-words";
import { taskBucket } from "./filters";

/** docs/behaviour.md §9 */
const TONE: Record<DifficultyBucket, BadgeTone> = { easy: "green", medium: "yellow", hard: "red", insane: "purple" };
const WORD: Record<DifficultyBucket, string> = { easy: "Easy", medium: "Medium", hard: "Hard", insane: "Insane" };

/** Each scale named: "Medium · CodeChef 1550", then "1250 one scale". */
export function DifficultyBadge({ task }: { task: Pick<SmartSheetEntry["task"], "platform" | "difficulty" | "oneScale"> }) {
  const bucket = taskBucket(task);
  const oneScale = task.oneScale ? (
    <Badge tone="zinc" className="tabular-nums">
      {oneScaleDifficulty(task.oneScale.value, task.oneScale.estimated)}
    </Badge>
  ) : null;
  if (!bucket)
    return (
      <>
        <Badge tone="zinc">Unrated</Badge>
        {oneScale}
      </>
    );
  const rated = PLATFORMS[task.platform].grades === "rating";
  return (
    <>
      <Badge tone={TONE[bucket]}>
        {WORD[bucket]}
        {rated ? <span className="ml-1 tabular-nums">· {ownDifficulty(task.platform, task.difficulty)}</span> : null}
      </Badge>
      {oneScale}
    </>
  );
}

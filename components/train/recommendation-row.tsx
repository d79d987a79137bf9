"use client";
import { ExternalLink, Puzzle, Users } from "lucide-react";
import { Badge, PlatformBadge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { useApiMutation } from "@/lib/hooks/use-api-query";
import { notify, notifyFailure } from "@/lib/client/notify";
import { platformLabel } from "@/lib/contract/platforms";
import { STUMBLE_LIMITS } from "@/lib/contract/limits";
import type { Recommendation } from "@/lib/contract/train";
import { oneScaleDifficulty, ownDifficulty } from "@/lib/difficulty-words";
import { networkLine, percent, ratingUsedLine, topicLabel } from "./format";

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

export function RecommendationRow({ problem }: { problem: Recommendation }) {
  const saving = useApiMutation("/saved/stumbles/add");
  const network = networkLine(problem.networkSolvers);
  const saveLabel = saving.isSuccess ? "Added to Tricky Problems" : "Add to Tricky Problems";
  const difficulty = oneScaleDifficulty(problem.difficulty.value, problem.difficulty.estimated);
  const own = ownDifficulty(problem.platform, problem.difficulty.own);

  async function save() {
    const result = await saving.mutateAsync({
      name: clip(problem.name, STUMBLE_LIMITS.name),
      summary: clip(
        `${platformLabel(problem.platform)} problem at ${difficulty}${own ? ` (${own})` : ""}, ${percent(problem.chance)} predicted chance.`,
        STUMBLE_LIMITS.summary,
      ),
      url: problem.url.length <= STUMBLE_LIMITS.url ? problem.url : "",
      platform: problem.platform,
      hint: "",
      intuition: "",
      solution: "",
    });
    if (!result.ok) notifyFailure(result, "problemAdditionFailed");
    else notify.success("problemAdded");
  }

  return (
    <article
      aria-label={problem.name}
      className="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-semibold">{problem.name}</h3>
          <PlatformBadge platform={problem.platform} />
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-700 dark:text-zinc-300">
          <span className="tabular-nums">
            Difficulty {difficulty}
            {own ? <span className="text-zinc-600 dark:text-zinc-400"> ({own})</span> : null}
            {problem.difficulty.estimated ? (
              <Badge tone="amber" className="ml-1.5">
                estimated
              </Badge>
            ) : null}
          </span>
          <span className="tabular-nums">
            <span className="font-medium">{percent(problem.chance)} chance</span> {ratingUsedLine(problem)}
          </span>
        </p>
        {problem.tags.length ? (
          <ul aria-label="Topics" className="mt-2 flex flex-wrap gap-1.5">
            {problem.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="zinc">{topicLabel(tag)}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {network ? (
          <p className="mt-2 flex items-start gap-1.5 text-sm text-brand-700 dark:text-brand-400">
            <Users className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>
              {network}{" "}
              <span className="text-zinc-600 dark:text-zinc-400" title={problem.networkSolvers.names.join(", ")}>
                (weight +{problem.networkSolvers.weight})
              </span>
            </span>
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <a href={problem.url} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: "primary" })}>
          Solve Now
          <ExternalLink className="h-4 w-4" aria-hidden />
          <span className="sr-only"> {problem.name} (opens in a new tab)</span>
        </a>
        {/* The name set whole: an sr-only part is positioned, so browsers put a space before its colon. */}
        <Button
          variant="secondary"
          onClick={() => void save()}
          disabled={saving.isPending || saving.isSuccess}
          aria-label={`${saveLabel}: ${problem.name}`}
        >
          <Puzzle className="h-4 w-4" aria-hidden />
          {saveLabel}
        </Button>
      </div>
    </article>
  );
}

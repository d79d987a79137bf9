import { useMemo } from "react";
import type { PlatformProgress } from "@/lib/contract/dashboard";
import { PLATFORMS } from "@/lib/contract/platforms";
import { DIFFICULTY_COLOURS, DIFFICULTY_LABELS } from "./chart-theme";
import { Panel } from "./panel";
import { difficultyRows, usedDifficulties } from "./progress";
import { BarMultiple } from "./small-multiples";
import { groupDigits } from "@/lib/intl";

const TOP_TAGS = 6;

/** Two columns only when the card itself is wide enough: a card beside another at 1366 px is not. */
const MULTIPLES = "grid gap-5 @xl:grid-cols-2";

const Empty = ({ children }: { children: string }) => (
  <p className="rounded-lg border border-dashed border-zinc-300 px-4 py-10 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
    {children}
  </p>
);

export function DifficultyPanel({ platforms }: { platforms: PlatformProgress[] }) {
  const rows = useMemo(() => difficultyRows(platforms).filter((r) => r.total > 0), [platforms]);
  return (
    <Panel id="solved-by-difficulty" title="Solved by difficulty">
      {rows.length === 0 ? (
        <Empty>No solved problems yet.</Empty>
      ) : (
        <div data-testid="difficulty-chart" className="@container">
          <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">
            Each platform on its own scale: LeetCode by its own words, Codeforces and CodeChef by problem rating (easy under 1400, medium to
            1799, hard to 2099, insane from 2100).
          </p>
          <div className={MULTIPLES}>
            {rows.map((r) => (
              <BarMultiple
                key={r.platform}
                platform={r.platform}
                title={`${groupDigits(r.total)} solved`}
                testId={`difficulty-chart-${r.platform}`}
                categoryAxis="Difficulty"
                valueAxis="Problems solved"
                bars={usedDifficulties([r]).map((d) => ({ label: DIFFICULTY_LABELS[d], value: r[d], colour: DIFFICULTY_COLOURS[d] }))}
              />
            ))}
          </div>
          {platforms
            .flatMap((p) => (p.solvedNote ? [p.solvedNote] : []))
            .map((note) => (
              <p key={note} className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">
                {note}
              </p>
            ))}
        </div>
      )}
    </Panel>
  );
}

/** In each platform's own tag names, as platforms name topics differently. */
export function TagsPanel({ platforms }: { platforms: PlatformProgress[] }) {
  const tagged = platforms.filter((p) => p.topTags.length > 0);
  return (
    <Panel id="top-tags" title="Top tags">
      {tagged.length === 0 ? (
        <Empty>Tags appear once you have solved tagged problems.</Empty>
      ) : (
        <div data-testid="tags-chart" className="@container">
          <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">
            Per platform, in each platform&apos;s own tag names, counting solved problems.
          </p>
          <div className={MULTIPLES}>
            {tagged.map((p) => (
              <BarMultiple
                key={p.platform}
                platform={p.platform}
                title={`top ${Math.min(TOP_TAGS, p.topTags.length)} tags`}
                testId={`tags-chart-${p.platform}`}
                categoryAxis="Tag"
                valueAxis="Problems solved"
                // Ties by characters, not Intl's collation, whose first use loads locale data during hydration (docs/decisions/027-english-without-intl.md).
                bars={[...p.topTags]
                  .sort((a, b) => b.count - a.count || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
                  .slice(0, TOP_TAGS)
                  .map((t) => ({ label: t.tag, value: t.count, colour: PLATFORMS[p.platform].colour }))}
              />
            ))}
          </div>
        </div>
      )}
    </Panel>
  );
}

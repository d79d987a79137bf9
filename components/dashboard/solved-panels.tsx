import { useMemo } from "react";
import type { PlatformProgress } from "@/lib/contract/dashboard";
import { PLATFORMS, PLATFORM_IDS, platformLabel } from "@/lib/contract/platforms";
import { DIFFICULTY_LABELS } from "./chart-theme";
import { LazyDifficultyChart, LazyTagsChart } from "./lazy-charts";
import { Panel } from "./panel";
import { difficultyRows, mergeTopTags, usedDifficulties } from "./progress";

const Empty = ({ children }: { children: string }) => (
  <p className="rounded-lg border border-dashed border-zinc-300 px-4 py-10 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
    {children}
  </p>
);

/** Solved problems per platform split by difficulty; the table beside the chart is its text alternative. */
export function DifficultyPanel({ platforms }: { platforms: PlatformProgress[] }) {
  const rows = useMemo(() => difficultyRows(platforms), [platforms]);
  const used = usedDifficulties(rows);
  return (
    <Panel id="solved-by-difficulty" title="Solved by difficulty">
      {used.length === 0 ? (
        <Empty>No solved problems yet.</Empty>
      ) : (
        <figure>
          <LazyDifficultyChart rows={rows} difficulties={used} />
          {/* Small counts are thin slivers in the chart: the totals are written out too. */}
          <ul aria-hidden className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
            {rows.map((r) => (
              <li key={r.platform}>
                {platformLabel(r.platform)} <span className="font-semibold text-zinc-900 tabular-nums dark:text-zinc-100">{r.total}</span>
              </li>
            ))}
          </ul>
          {platforms
            .flatMap((p) => (p.solvedNote ? [p.solvedNote] : []))
            .map((note) => (
              <p key={note} className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
                {note}
              </p>
            ))}
          <figcaption className="sr-only">
            <table>
              <caption>Solved problems by difficulty</caption>
              <thead>
                <tr>
                  <th scope="col">Platform</th>
                  {used.map((d) => (
                    <th key={d} scope="col">
                      {DIFFICULTY_LABELS[d]}
                    </th>
                  ))}
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.platform}>
                    <th scope="row">{platformLabel(r.platform)}</th>
                    {used.map((d) => (
                      <td key={d}>{r[d]}</td>
                    ))}
                    <td>{r.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figcaption>
        </figure>
      )}
    </Panel>
  );
}

export function TagsPanel({ platforms }: { platforms: PlatformProgress[] }) {
  const rows = useMemo(() => mergeTopTags(platforms), [platforms]);
  const present = PLATFORM_IDS.filter((p) => rows.some((r) => (r[p] ?? 0) > 0));
  return (
    <Panel id="top-tags" title="Top tags">
      {rows.length === 0 ? (
        <Empty>Tags appear once you have solved tagged problems.</Empty>
      ) : (
        <figure>
          <LazyTagsChart rows={rows} />
          <figcaption className="sr-only">
            <table>
              <caption>Most solved tags</caption>
              <thead>
                <tr>
                  <th scope="col">Tag</th>
                  {present.map((p) => (
                    <th key={p} scope="col">
                      {PLATFORMS[p].label}
                    </th>
                  ))}
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.tag}>
                    <th scope="row">{r.tag}</th>
                    {present.map((p) => (
                      <td key={p}>{r[p] ?? 0}</td>
                    ))}
                    <td>{r.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figcaption>
        </figure>
      )}
    </Panel>
  );
}

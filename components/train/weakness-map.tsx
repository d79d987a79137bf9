"use client";
import Link from "next/link";
import { Target } from "lucide-react";
import { Disclosure } from "@/components/ui/disclosure";
import { EmptyState } from "@/components/ui/states";
import type { TagAbility, Topic } from "@/lib/contract/train";
import { cn } from "@/lib/cn";
import { topicLabel } from "./format";

export const WEAKNESS_EMPTY = {
  title: "Not enough data for a weakness map yet",
  description:
    "Solve or attempt at least 10 rated problems on your linked platforms; the map appears after the next sync. Easy and Moderate problems below are a good start.",
};

export const practiseHref = (tag: Topic) => `/train?band=moderate&tag=${tag}`;

/** "Graphs 1380 (1250–1510)": the estimate with its 90% interval. */
export const withInterval = (t: TagAbility) => `${topicLabel(t.tag)} ${t.ability} (${t.low}–${t.high})`;

/** The weak topics, else the lowest against the user's own (TagAbility.focus). */
export const nextTopics = (tags: TagAbility[]) =>
  tags.filter((t) => t.weak || t.focus).sort((a, b) => Number(b.weak) - Number(a.weak) || a.ability - b.ability);

export function weaknessSummary(tags: TagAbility[]): string {
  const weak = tags.filter((t) => t.weak).map((t) => topicLabel(t.tag));
  const focus = tags.filter((t) => t.focus && !t.weak).sort((a, b) => a.ability - b.ability);
  const strongest = [...tags].sort((a, b) => b.ability - a.ability)[0];
  const weakText = weak.length
    ? `Weak: ${weak.join(", ")}.`
    : `No topic is clearly below your rating.${focus.length ? ` Lowest of your own: ${focus.map(withInterval).join(", ")}.` : ""}`;
  return strongest ? `${weakText} Strongest: ${topicLabel(strongest.tag)} (${strongest.ability}).` : weakText;
}

export function axisTicks(low: number, high: number): number[] {
  const step = [100, 200, 250, 500, 1000].find((s) => Math.floor(high / s) - Math.ceil(low / s) + 1 <= 6) ?? 1000;
  const ticks: number[] = [];
  for (let v = Math.ceil(low / step) * step; v <= high; v += step) ticks.push(v);
  return ticks;
}

type Props = {
  tags: TagAbility[];
  rating: number | null;
  /** On /train a weak topic filters the list in place instead of navigating. */
  onPractise?: (tag: Topic) => void;
};

/** The same numbers are in a table, the chart's text alternative. */
export function WeaknessMap({ tags, rating, onPractise }: Props) {
  if (tags.length === 0) {
    return (
      <EmptyState
        title={WEAKNESS_EMPTY.title}
        description={WEAKNESS_EMPTY.description}
        action={
          <Link href="/profile#handles" className="text-sm font-medium text-brand-700 underline dark:text-brand-400">
            Add Handles
          </Link>
        }
      />
    );
  }
  const lowest = Math.min(...tags.map((t) => t.low), rating ?? Infinity) - 50;
  const highest = Math.max(...tags.map((t) => t.high), rating ?? -Infinity) + 50;
  const at = (v: number) => `${(((v - lowest) / (highest - lowest)) * 100).toFixed(2)}%`;
  const summary = weaknessSummary(tags);

  const practise = (tag: Topic) =>
    onPractise ? (
      <a
        href={practiseHref(tag)}
        onClick={(e) => {
          e.preventDefault();
          onPractise(tag);
        }}
        className="font-medium text-brand-700 underline dark:text-brand-400"
      >
        Practise {topicLabel(tag)}
      </a>
    ) : (
      <Link href={practiseHref(tag)} className="font-medium text-brand-700 underline dark:text-brand-400">
        Practise {topicLabel(tag)}
      </Link>
    );

  return (
    <figure aria-labelledby="weakness-caption">
      <figcaption id="weakness-caption" className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">
        Ability per topic on the one scale (Codeforces points), with a 90% interval
        {rating !== null ? `; the line marks your rating (${rating})` : ""}.
      </figcaption>
      <p id="weakness-summary" className="mb-3 text-sm font-medium">
        {summary}
      </p>
      <div role="img" aria-label="Weakness chart: ability per topic" aria-describedby="weakness-summary" className="space-y-2">
        {tags.map((t) => (
          <div key={t.tag} className="grid grid-cols-[9rem_1fr] items-center gap-3 text-sm" aria-hidden>
            <span className={cn("truncate", t.weak && "font-semibold text-red-700 dark:text-red-300")}>{topicLabel(t.tag)}</span>
            <div className="relative h-5 rounded bg-zinc-100 dark:bg-zinc-800">
              <div
                className={cn("absolute inset-y-1 rounded", t.weak ? "bg-red-300 dark:bg-red-400/60" : "bg-brand-200 dark:bg-brand-400/60")}
                style={{ left: at(t.low), width: `calc(${at(t.high)} - ${at(t.low)})` }}
              />
              <div
                className={cn(
                  "absolute inset-y-0 w-1 -translate-x-1/2 rounded",
                  t.weak ? "bg-red-700 dark:bg-red-300" : "bg-brand-700 dark:bg-brand-300",
                )}
                style={{ left: at(t.ability) }}
              />
              {rating !== null ? (
                <div className="absolute -inset-y-1 w-px bg-zinc-900 dark:bg-zinc-100" style={{ left: at(rating) }} />
              ) : null}
            </div>
          </div>
        ))}
        <div className="grid grid-cols-[9rem_1fr] gap-3 text-xs text-zinc-600 tabular-nums dark:text-zinc-400" aria-hidden>
          <span>Rating</span>
          <div className="relative h-4 border-t border-zinc-300 dark:border-zinc-600" data-testid="weakness-axis">
            {axisTicks(lowest, highest).map((v) => (
              <span key={v} className="absolute top-0.5 -translate-x-1/2" style={{ left: at(v) }}>
                {v}
              </span>
            ))}
          </div>
        </div>
      </div>
      {nextTopics(tags).length ? (
        <ul aria-label="Where to work next" className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {nextTopics(tags).map((t) => (
            <li key={t.tag} className="flex items-center gap-1">
              <Target
                className={cn("h-4 w-4", t.weak ? "text-red-600 dark:text-red-400" : "text-amber-600 dark:text-amber-400")}
                aria-hidden
              />
              {practise(t.tag)}
              <span className="text-zinc-600 tabular-nums dark:text-zinc-400">
                {t.ability} ({t.low}–{t.high}){t.weak ? ", weak" : ""}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4">
        <Disclosure title="Show the numbers">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Ability per topic</caption>
            <thead>
              <tr className="border-b border-zinc-200 dark:border-zinc-800">
                <th scope="col" className="py-1 pr-3">
                  Topic
                </th>
                <th scope="col" className="py-1 pr-3">
                  Ability
                </th>
                <th scope="col" className="py-1 pr-3">
                  90% interval
                </th>
                <th scope="col" className="py-1 pr-3">
                  Solved
                </th>
                <th scope="col" className="py-1 pr-3">
                  Failed
                </th>
                <th scope="col" className="py-1">
                  Weak
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {tags.map((t) => (
                <tr key={t.tag} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800/60">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {topicLabel(t.tag)}
                  </th>
                  <td className="py-1 pr-3">{t.ability}</td>
                  <td className="py-1 pr-3">
                    {t.low}–{t.high}
                  </td>
                  <td className="py-1 pr-3">{t.solved}</td>
                  <td className="py-1 pr-3">{t.failed}</td>
                  <td className="py-1">{t.weak ? "Yes" : "No"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Disclosure>
      </div>
    </figure>
  );
}

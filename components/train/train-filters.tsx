"use client";
import { FilterSelect } from "@/components/ui/search-input";
import { PLATFORM_IDS, platformLabel } from "@/lib/contract/platforms";
import { BAND_IDS, BANDS, TOPIC_IDS, type Band } from "@/lib/contract/topics";
import { cn } from "@/lib/cn";
import type { TrainFilter } from "./filter";
import { percent, topicLabel } from "./format";

const BAND_WORDS: Record<Band, string> = { easy: "Easy", moderate: "Moderate", hard: "Hard" };

const EXCLUDE_OPTIONS = [
  { value: "solved", label: "Hide solved" },
  { value: "attempted", label: "Hide attempted" },
  { value: "none", label: "Hide nothing" },
];
const PERIOD_OPTIONS = [
  { value: "", label: "Ever" },
  { value: "30", label: "In the last 30 days" },
  { value: "90", label: "In the last 90 days" },
  { value: "365", label: "In the last year" },
];

export function TrainFilters({ value, onChange }: { value: TrainFilter; onChange: (next: TrainFilter) => void }) {
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Band" className="inline-flex w-fit rounded-lg border border-zinc-200 p-1 dark:border-zinc-800">
        {BAND_IDS.map((band) => (
          <button
            key={band}
            type="button"
            aria-pressed={value.band === band}
            onClick={() => onChange({ ...value, band })}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-300 dark:hover:bg-zinc-800",
              // brand-500 is too light for white and too dark for zinc-950 (about 4.46:1 either way); brand-400 holds 6.7:1.
              "aria-pressed:bg-brand-600 aria-pressed:text-white dark:aria-pressed:bg-brand-400 dark:aria-pressed:text-zinc-950",
            )}
          >
            {BAND_WORDS[band]} ({percent(BANDS[band])})
          </button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
        <FilterSelect
          label="Platform"
          value={value.platform}
          options={[{ value: "", label: "All platforms" }, ...PLATFORM_IDS.map((p) => ({ value: p, label: platformLabel(p) }))]}
          onValueChange={(platform) => onChange({ ...value, platform })}
        />
        <FilterSelect
          label="Topic"
          value={value.tag}
          options={[{ value: "", label: "All topics" }, ...TOPIC_IDS.map((t) => ({ value: t, label: topicLabel(t) }))]}
          onValueChange={(tag) => onChange({ ...value, tag })}
        />
        <FilterSelect
          label="Hide"
          value={value.exclude}
          options={EXCLUDE_OPTIONS}
          onValueChange={(exclude) => onChange({ ...value, exclude: exclude as TrainFilter["exclude"] })}
        />
        {value.exclude !== "none" ? (
          <FilterSelect
            label="Period"
            value={value.withinDays}
            options={PERIOD_OPTIONS}
            onValueChange={(withinDays) => onChange({ ...value, withinDays })}
          />
        ) : null}
      </div>
    </div>
  );
}

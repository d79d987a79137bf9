"use client";
import { CheckCircle2, Tags } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FilterSelect, SearchInput } from "@/components/ui/search-input";
import { platformLabel, type PlatformId } from "@/lib/contract/platforms";
import type { DifficultyFilter, SheetFilter, SheetPlatformFilter } from "./filters";

const DIFFICULTY_OPTIONS = [
  { value: "all", label: "All difficulties" },
  { value: "easy", label: "Easy" },
  { value: "medium", label: "Medium" },
  { value: "hard", label: "Hard" },
  { value: "insane", label: "Insane" },
];

type Props = {
  value: SheetFilter;
  onChange: (next: SheetFilter) => void;
  platforms: readonly PlatformId[];
  showTags: boolean;
  onShowTags: (show: boolean) => void;
};

/** docs/behaviour.md §2, plus showing what the viewer already solved (hidden by default). */
export function SheetFilters({ value, onChange, platforms, showTags, onShowTags }: Props) {
  const platformOptions = [{ value: "all", label: "All platforms" }, ...platforms.map((p) => ({ value: p, label: platformLabel(p) }))];
  return (
    <div role="search" className="flex flex-col gap-3 lg:flex-row">
      <SearchInput
        label="Search problems"
        placeholder="Search problems, tags..."
        value={value.query}
        onValueChange={(query) => onChange({ ...value, query })}
        className="flex-1"
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
        <FilterSelect
          label="Difficulty"
          value={value.difficulty}
          options={DIFFICULTY_OPTIONS}
          onValueChange={(difficulty) => onChange({ ...value, difficulty: difficulty as DifficultyFilter })}
        />
        <FilterSelect
          label="Platform"
          value={value.platform}
          options={platformOptions}
          onValueChange={(platform) => onChange({ ...value, platform: platform as SheetPlatformFilter })}
        />
        <Button
          variant="secondary"
          aria-pressed={!value.hideSolved}
          onClick={() => onChange({ ...value, hideSolved: !value.hideSolved })}
          className="aria-pressed:border-brand-500 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 dark:aria-pressed:bg-brand-500/15 dark:aria-pressed:text-brand-400"
        >
          <CheckCircle2 className="h-4 w-4" aria-hidden />
          Show solved
        </Button>
        <Button variant="secondary" onClick={() => onShowTags(!showTags)}>
          <Tags className="h-4 w-4" aria-hidden />
          {showTags ? "Hide Tags" : "Show Tags"}
        </Button>
      </div>
    </div>
  );
}

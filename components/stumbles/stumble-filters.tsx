"use client";
import { FilterSelect, SearchInput } from "@/components/ui/search-input";
import { STUMBLE_PLATFORMS, type StumblePlatform, type StumbleStatus } from "@/lib/contract/choices";
import type { Stumble } from "@/lib/contract/stumbles";
import { platformLabel } from "@/lib/contract/platforms";

export type StumbleFilter = { query: string; platform: "all" | StumblePlatform; status: "all" | StumbleStatus };
export const NO_FILTER: StumbleFilter = { query: "", platform: "all", status: "all" };

const PLATFORM_OPTIONS = [
  { value: "all", label: "All platforms" },
  ...STUMBLE_PLATFORMS.map((p) => ({ value: p, label: platformLabel(p) })),
];
const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  { value: "solved", label: "Solved" },
  { value: "unsolved", label: "Unsolved" },
];

export function applyStumbleFilter(list: Stumble[], f: StumbleFilter): Stumble[] {
  const q = f.query.trim().toLowerCase();
  return list.filter(
    (s) =>
      (f.platform === "all" || s.platform === f.platform) &&
      (f.status === "all" || s.status === f.status) &&
      (!q || s.name.toLowerCase().includes(q) || s.summary.toLowerCase().includes(q)),
  );
}

export function StumbleFilters({ value, onChange }: { value: StumbleFilter; onChange: (next: StumbleFilter) => void }) {
  return (
    <div role="search" className="mb-6 flex flex-col gap-3 sm:flex-row">
      <SearchInput
        label="Search problems"
        placeholder="Search by name or summary..."
        value={value.query}
        onValueChange={(query) => onChange({ ...value, query })}
        className="flex-1"
      />
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <FilterSelect
          label="Platform"
          value={value.platform}
          options={PLATFORM_OPTIONS}
          onValueChange={(platform) => onChange({ ...value, platform: platform as StumbleFilter["platform"] })}
        />
        <FilterSelect
          label="Status"
          value={value.status}
          options={STATUS_OPTIONS}
          onValueChange={(status) => onChange({ ...value, status: status as StumbleFilter["status"] })}
        />
      </div>
    </div>
  );
}

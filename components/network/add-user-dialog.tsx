"use client";
import { useState, type FormEvent } from "react";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField, TextField } from "@/components/ui/field";
import { failureReason } from "@/lib/client/api";
import type { NetworkUser, SearchResult } from "@/lib/contract/network";
import { platformLabel } from "@/lib/contract/platforms";
import { couldNotReach } from "@/lib/contract/unreachable-words";
import { useApiMutation } from "@/lib/hooks/use-api-query";
import { filterPeople, NETWORK_PLATFORMS, type NetworkFilter, type NetworkPlatformFilter } from "./filters";
import { SearchResultItem } from "./search-result-item";

const PLATFORM_OPTIONS = [
  { value: "all", label: "Any platform" },
  ...NETWORK_PLATFORMS.map((p) => ({ value: p, label: platformLabel(p) })),
];

/** `unreachable`: an empty list then does not mean nobody. */
type Searched = { filter: NetworkFilter; results: SearchResult[]; unreachable: boolean };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  inNetwork: ReadonlySet<string>;
  pending: ReadonlySet<string>;
  onAdd: (person: NetworkUser & { external?: boolean }) => void;
};

/** docs/behaviour.md §2, §5: with a platform chosen, the API also looks the handle up on it. */
export function AddUserDialog({ open, onOpenChange, inNetwork, pending, onAdd }: Props) {
  const [platform, setPlatform] = useState<NetworkPlatformFilter>("all");
  const [query, setQuery] = useState("");
  const [searched, setSearched] = useState<Searched | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = useApiMutation("/fetch/searchUser");
  const blank = query.trim() === "";

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setQuery("");
      setSearched(null);
      setError(null);
    }
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    await runSearch();
  }

  async function runSearch() {
    const searchQuery = query.trim();
    if (!searchQuery || search.isPending) return;
    setError(null);
    const result = await search.mutateAsync(platform === "all" ? { searchQuery } : { searchQuery, platform });
    if (!result.ok) {
      // docs/behaviour.md §8 failures already have their toast; a refused query says why here.
      setError(failureReason(result) ?? "The search did not go through. Try again.");
      return;
    }
    setSearched({
      filter: { query: searchQuery, platform },
      results: result.data.searchResults,
      unreachable: platform !== "all" && result.data.unreachable.includes(platform),
    });
  }

  // docs/behaviour.md §5
  const shown = searched ? filterPeople(searched.results, searched.filter) : [];

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Add User to Network"
      description="Find someone by name, username or handle. Choose a platform to follow a handle that is not on Algo Ladder yet."
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <SelectField
          label="Platform"
          options={PLATFORM_OPTIONS}
          value={platform}
          onChange={(e) => setPlatform(e.target.value as NetworkPlatformFilter)}
        />
        <TextField
          label="Handle"
          autoFocus
          maxLength={60}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="e.g. tourist"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          error={error ?? undefined}
        />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={blank || search.isPending}>
            <Search className="h-4 w-4" aria-hidden />
            {search.isPending ? "Searching..." : "Search"}
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="mt-4">
        {searched ? (
          shown.length ? (
            <>
              <p className="sr-only">
                {shown.length} {shown.length === 1 ? "result" : "results"}
              </p>
              <ul aria-label="Search results" className="max-h-[45vh] space-y-2 overflow-y-auto">
                {shown.map((r) => (
                  <li key={r.id}>
                    <SearchResultItem result={r} inNetwork={inNetwork.has(r.id)} busy={pending.has(r.id)} onAdd={() => onAdd(r)} />
                  </li>
                ))}
              </ul>
              {searched.unreachable ? (
                <Unreachable searched={searched} retrying={search.isPending} onRetry={() => void runSearch()} />
              ) : null}
            </>
          ) : searched.unreachable ? (
            <Unreachable searched={searched} retrying={search.isPending} onRetry={() => void runSearch()} />
          ) : (
            <p className="rounded-lg border border-dashed border-zinc-300 px-4 py-6 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
              Nobody matches &ldquo;{searched.filter.query}&rdquo;
              {searched.filter.platform === "all" ? "" : ` on ${platformLabel(searched.filter.platform)}`}.
            </p>
          )
        ) : null}
      </div>
    </Dialog>
  );
}

/** Never said as "nobody matches". */
function Unreachable({ searched, retrying, onRetry }: { searched: Searched; retrying: boolean; onRetry: () => void }) {
  const { query, platform } = searched.filter;
  if (platform === "all") return null;
  return (
    <div
      role="alert"
      className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-4 text-center text-sm text-amber-900 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <p>
        {couldNotReach([platform])}, so we could not ask whether &ldquo;{query}&rdquo; is on it.
      </p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        {retrying ? "Searching..." : "Try again"}
      </Button>
    </div>
  );
}

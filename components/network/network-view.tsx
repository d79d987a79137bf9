"use client";
import { useMemo, useState } from "react";
import { UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { PageLoader } from "@/components/ui/page-loader";
import { Skeleton } from "@/components/ui/skeleton";
import { FilterSelect, SearchInput } from "@/components/ui/search-input";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { LOADING_TEXT } from "@/lib/client/loading-texts";
import type { NetworkUser } from "@/lib/contract/network";
import { platformLabel } from "@/lib/contract/platforms";
import { AddUserDialog } from "./add-user-dialog";
import {
  connectionCount,
  filterPeople,
  NETWORK_PLATFORMS,
  NO_NETWORK_FILTER,
  type NetworkFilter,
  type NetworkPlatformFilter,
} from "./filters";
import { isNetworkSort, NETWORK_SORT_OPTIONS, sortPeople, type NetworkSort } from "./sort";
import { useNetwork } from "./use-network";
import { UserCard } from "./user-card";

const PLATFORM_OPTIONS = [
  { value: "all", label: "All platforms" },
  ...NETWORK_PLATFORMS.map((p) => ({ value: p, label: platformLabel(p) })),
];

/** docs/behaviour.md §9; capped so a big network does not keep anyone waiting. */
const revealDelay = (i: number) => 200 + Math.min(i, 15) * 100;

export function NetworkView() {
  const network = useNetwork();
  const [filter, setFilter] = useState<NetworkFilter>(NO_NETWORK_FILTER);
  const [sort, setSort] = useState<NetworkSort>("followed");
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<NetworkUser | null>(null);

  const all = useMemo(() => network.items ?? [], [network.items]);
  const shown = sortPeople(filterPeople(all, filter), sort);
  const members = useMemo(() => new Set(all.map((p) => p.id)), [all]);

  function confirmRemove() {
    if (!toRemove) return;
    // docs/behaviour.md §4: use-network puts the card back if the server says no.
    void network.remove(toRemove);
    setToRemove(null);
  }

  const addButton = (label: string) => (
    <Button onClick={() => setAdding(true)} disabled={network.status !== "ready"}>
      <UserPlus className="h-4 w-4" aria-hidden />
      {label}
    </Button>
  );

  return (
    <>
      <PageLoader text={LOADING_TEXT.network} done={network.status !== "loading"} />
      <PageHeader
        title="My Network"
        // One line in every state, so the actions beside it on a phone do not move when the count arrives.
        subtitle={
          network.status === "ready" ? (
            connectionCount(all.length)
          ) : network.status === "loading" ? (
            <Skeleton inline className="h-4 w-28" />
          ) : (
            "Programmers you follow, with their handles and ratings."
          )
        }
        actions={addButton("Add User")}
      />
      {network.status === "error" ? (
        <ErrorState title="Could not load your network" onRetry={network.reload} />
      ) : network.status === "ready" ? (
        <>
          <div role="search" className="mb-6 flex flex-col gap-3 sm:flex-row">
            <SearchInput
              label="Search network"
              placeholder="Search by username or handles"
              value={filter.query}
              onValueChange={(query) => setFilter((f) => ({ ...f, query }))}
              className="flex-1"
            />
            <FilterSelect
              label="Platform"
              value={filter.platform}
              options={PLATFORM_OPTIONS}
              onValueChange={(platform) => setFilter((f) => ({ ...f, platform: platform as NetworkPlatformFilter }))}
            />
            <FilterSelect
              label="Sort by"
              value={sort}
              options={NETWORK_SORT_OPTIONS}
              onValueChange={(v) => isNetworkSort(v) && setSort(v)}
            />
          </div>
          {shown.length === 0 ? (
            <EmptyState
              title="No users found"
              description={all.length === 0 ? "Start building your network by adding users" : "Try adjusting your search filters"}
              action={all.length === 0 ? addButton("Add Your First User") : undefined}
            />
          ) : (
            <ul aria-label="Network" className="grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3">
              {shown.map((person, i) => (
                <li key={person.id}>
                  <UserCard
                    person={person}
                    delayMs={revealDelay(i)}
                    busy={network.pending.has(person.id)}
                    onRemove={() => setToRemove(person)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      <AddUserDialog
        open={adding}
        onOpenChange={setAdding}
        inNetwork={members}
        pending={network.pending}
        onAdd={(person) => void network.add(person)}
      />
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        title="Remove from network?"
        description={toRemove ? `${toRemove.fullName} (@${toRemove.userName}) will no longer count towards your Smart Sheet.` : undefined}
        confirmLabel="Remove"
        onConfirm={confirmRemove}
      />
    </>
  );
}

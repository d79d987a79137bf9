"use client";
import Link from "next/link";
import { useEffect, useMemo, useRef } from "react";
import { Eye, FilterX } from "lucide-react";
import { Clock, Users } from "lucide-react";
import { Tooltip } from "radix-ui";
import { Button, buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { PageLoader } from "@/components/ui/page-loader";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { LOADING_TEXT } from "@/lib/client/loading-texts";
import { clampPage, distinctPlatforms, filterSheet, pageCount, pageOf, PAGE_SIZE, platformOptions, type SheetFilter } from "./filters";
import { RevealOnScroll } from "./reveal-on-scroll";
import { SheetCard } from "./sheet-card";
import { SheetFilters } from "./sheet-filters";
import { SheetPagination } from "./sheet-pagination";
import { freshnessNote, stalestNote } from "./time";
import { useSheetUrl } from "./use-sheet-url";
import { useSmartSheet } from "./use-smart-sheet";
import { DEFAULT_SHEET_FILTER, isFiltered } from "./url-state";

/** docs/behaviour.md §9 */
const SHEET_LOADER_FADE_MS = 200;
const revealDelay = (i: number) => i * 50;

function Summary({ items }: { items: Array<[label: string, value: string | number]> }) {
  return (
    <dl aria-label="Summary" className="mt-6 grid grid-cols-3 gap-3 sm:gap-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-zinc-200 bg-white p-3 shadow-sm sm:p-4 dark:border-zinc-800 dark:bg-zinc-900">
          <dt className="text-xs text-zinc-600 sm:text-sm dark:text-zinc-400">{label}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SmartSheetView() {
  const sheet = useSmartSheet();
  const [{ filter, page, showTags }, setUrl] = useSheetUrl();
  const listRef = useRef<HTMLDivElement>(null);

  const entries = useMemo(() => sheet.data?.smartSheet ?? [], [sheet.data]);
  const filtered = useMemo(() => filterSheet(entries, filter), [entries, filter]);
  const pages = pageCount(filtered.length, PAGE_SIZE);
  const current = clampPage(page, pages);
  const shown = pageOf(filtered, current, PAGE_SIZE);
  const freshness = sheet.data ? freshnessNote(sheet.data.freshness, sheet.receivedAt) : null;
  const ready = sheet.status === "ready";

  // A page past the end (?page=14 of 13) shows the last one; the address is corrected to say so.
  useEffect(() => {
    if (ready && page !== current) setUrl({ filter, page: current, showTags }, { mode: "replace" });
  }, [ready, page, current, filter, showTags, setUrl]);

  // docs/behaviour.md §4
  function setFilter(next: SheetFilter) {
    const typing =
      next.query !== filter.query &&
      next.difficulty === filter.difficulty &&
      next.platform === filter.platform &&
      next.hideSolved === filter.hideSolved;
    setUrl({ filter: next, page: 1, showTags }, { mode: "replace", typing });
  }

  function goTo(next: number) {
    setUrl({ filter, page: next, showTags }, { mode: "push" });
    const list = listRef.current;
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: "start" });
  }

  return (
    <>
      <PageLoader text={LOADING_TEXT.smartsheet} done={sheet.status !== "loading"} fadeMs={SHEET_LOADER_FADE_MS} />
      <RevealOnScroll>
        <PageHeader
          title="Smart Sheet"
          subtitle={
            sheet.data
              ? `Problems your network attempted in the last ${sheet.data.freshness.windowDays} days, most attempted first.`
              : "Recent problems ranked by how many people in your network attempted them."
          }
        />
      </RevealOnScroll>
      {sheet.status === "error" ? (
        <ErrorState title="Could not load your Smart Sheet" onRetry={sheet.reload} />
      ) : sheet.status === "ready" ? (
        <>
          {freshness ? (
            <p className="mb-4 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200">
              <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>
                {freshness}, so their latest attempts may be missing. {stalestNote(sheet.data?.freshness.stalest)}
              </span>
            </p>
          ) : null}
          <RevealOnScroll>
            <SheetFilters
              value={filter}
              onChange={setFilter}
              platforms={platformOptions(entries)}
              showTags={showTags}
              onShowTags={(next) => setUrl({ filter, page: current, showTags: next }, { mode: "replace" })}
            />
            <Summary
              items={[
                ["Problems on this page", shown.length],
                ["Platforms", distinctPlatforms(filtered)],
                ["Page", `${current} / ${pages}`],
              ]}
            />
          </RevealOnScroll>
          <div ref={listRef} className="mt-6 scroll-mt-20">
            <RevealOnScroll>
              {shown.length === 0 ? (
                <EmptyState
                  title="No problems found"
                  description="Try adjusting your filters or expand your network to see more problems."
                  action={
                    entries.length === 0 ? (
                      <Link href="/network" className={buttonClass({ variant: "secondary" })}>
                        <Users className="h-4 w-4" aria-hidden />
                        Go to My Network
                      </Link>
                    ) : isFiltered(filter) ? (
                      <Button variant="secondary" onClick={() => setFilter({ ...DEFAULT_SHEET_FILTER, hideSolved: filter.hideSolved })}>
                        <FilterX className="h-4 w-4" aria-hidden />
                        Clear filters
                      </Button>
                    ) : filter.hideSolved ? (
                      <Button variant="secondary" onClick={() => setFilter({ ...filter, hideSolved: false })}>
                        <Eye className="h-4 w-4" aria-hidden />
                        Show solved problems
                      </Button>
                    ) : undefined
                  }
                />
              ) : (
                <Tooltip.Provider>
                  <ul aria-label="Problems" className="grid gap-4 md:grid-cols-2">
                    {shown.map((entry, i) => (
                      <li key={entry.task._id}>
                        <SheetCard entry={entry} delayMs={revealDelay(i)} showTags={showTags} />
                      </li>
                    ))}
                  </ul>
                </Tooltip.Provider>
              )}
              <SheetPagination page={current} pages={pages} onPage={goTo} />
            </RevealOnScroll>
          </div>
        </>
      ) : null}
    </>
  );
}

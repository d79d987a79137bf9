"use client";
import { useState } from "react";
import Link from "next/link";
import { ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PlatformBadge } from "@/components/ui/badge";
import { notify, notifyFailure } from "@/lib/client/notify";
import type { ReviewCard } from "@/lib/contract/reviews";
import { useApiMutation, useApiQuery } from "@/lib/hooks/use-api-query";
import { dueText, reviewCount } from "./review-text";
import { useRefreshReviews } from "./use-reviews";

/** For problems the sync cannot see or solved offline. */
const MARKS = [
  { label: "Re-solved from scratch", passed: true, fromScratch: true, variant: "primary" },
  { label: "Solved with help", passed: true, fromScratch: false, variant: "secondary" },
  { label: "Not solved", passed: false, fromScratch: false, variant: "secondary" },
] as const;

function DueRow({ card, now, withMarks }: { card: ReviewCard; now: Date; withMarks: boolean }) {
  const grading = useApiMutation("/reviews/grade");
  const refresh = useRefreshReviews();
  const [busy, setBusy] = useState(false);

  async function mark(passed: boolean, fromScratch: boolean) {
    setBusy(true);
    const result = await grading.mutateAsync({ stumbleId: card.stumbleId, passed, fromScratch });
    if (!result.ok) notifyFailure(result, "reviewFailed");
    else notify.success("reviewSaved");
    await refresh();
    setBusy(false);
  }

  const { name, url, platform } = card.problem;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2 text-sm">
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-w-0 flex-1 items-center gap-1 font-medium break-words underline-offset-2 hover:underline"
        >
          {name}
          <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
        </a>
      ) : (
        <span className="min-w-0 flex-1 font-medium break-words">{name}</span>
      )}
      <PlatformBadge platform={platform} />
      <span className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
        {dueText(card.dueAt, now)}, {reviewCount(card).toLowerCase()}
      </span>
      {withMarks ? (
        <div className="flex w-full flex-wrap gap-2" role="group" aria-label={`Mark the review of ${name}`}>
          {MARKS.map((m) => (
            <Button key={m.label} size="sm" variant={m.variant} disabled={busy} onClick={() => void mark(m.passed, m.fromScratch)}>
              {m.label}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** A synced Accepted on the problem clears a card by itself. */
export function DueToday({ withMarks = false, headingLevel = 2 }: { withMarks?: boolean; headingLevel?: 2 | 3 }) {
  const due = useApiQuery("/reviews/due", { refetchInterval: 60_000 });
  const [showAll, setShowAll] = useState(false);
  const limit = withMarks ? 10 : 5;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Due texts are relative to the read, so they stay put between re-reads.
  const now = new Date(due.dataUpdatedAt);
  return (
    <section
      aria-labelledby="due-today-title"
      className="min-w-0 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id="due-today-title" className="text-base font-semibold">
          Due today
        </Heading>
        {due.data && !withMarks ? (
          <Link href="/stumbles" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-400">
            Open Tricky Problems
          </Link>
        ) : null}
      </div>
      {due.isError ? (
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">Could not load your reviews.</p>
      ) : !due.data ? (
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">Loading reviews…</p>
      ) : due.data.due.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          Nothing to re-solve today.
          {due.data.counts.upcoming > 0 ? ` ${due.data.counts.upcoming} coming up later.` : ""}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            Solve these again without looking. An Accepted on your own account counts after the next sync.
          </p>
          <ul aria-label="Due today" className="mt-2 divide-y divide-zinc-200 dark:divide-zinc-800">
            {(showAll ? due.data.due : due.data.due.slice(0, limit)).map((card) => (
              <DueRow key={card.stumbleId} card={card} now={now} withMarks={withMarks} />
            ))}
          </ul>
          {!showAll && due.data.due.length > limit ? (
            <Button size="sm" variant="ghost" className="mt-2" onClick={() => setShowAll(true)}>
              Show all {due.data.due.length} due
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

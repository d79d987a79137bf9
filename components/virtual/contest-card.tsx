"use client";
import Link from "next/link";
import { CalendarPlus } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { VirtualContest } from "@/lib/contract/virtual";
import { downloadVirtualIcs } from "./virtual-ics";
import { MODE_LABELS } from "./virtual-text";

const PHASE: Record<VirtualContest["phase"], { label: string; tone: "sky" | "green" | "zinc" }> = {
  upcoming: { label: "Upcoming", tone: "sky" },
  running: { label: "Running", tone: "green" },
  finished: { label: "Finished", tone: "zinc" },
};

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** An invitation's answer buttons when `onRespond` is given. */
export function ContestCard({
  contest,
  onRespond,
  busy,
}: {
  contest: VirtualContest;
  onRespond?: (accept: boolean) => void;
  busy?: boolean;
}) {
  const minutes = Math.round((new Date(contest.endAt).getTime() - new Date(contest.startAt).getTime()) / 60_000);
  const going = contest.participants.filter((p) => p.status === "accepted").length;
  return (
    <article
      aria-label={contest.title}
      className="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold">
          <Link href={`/virtual/${contest.id}`} className="hover:underline">
            {contest.title}
          </Link>
        </h3>
        <Badge tone={PHASE[contest.phase].tone}>{PHASE[contest.phase].label}</Badge>
        <Badge tone="brand">{MODE_LABELS[contest.mode]}</Badge>
      </div>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {when(contest.startAt)} · {minutes} min · by {contest.creator.name} · {going} of {contest.participants.length} taking part
      </p>
      <div className="flex flex-wrap gap-2">
        {onRespond ? (
          <>
            <Button size="sm" onClick={() => onRespond(true)} disabled={busy}>
              Accept
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onRespond(false)} disabled={busy}>
              Decline
            </Button>
          </>
        ) : null}
        {contest.phase === "upcoming" ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => downloadVirtualIcs(contest)}
            aria-label={`Add to calendar: ${contest.title}`}
          >
            <CalendarPlus className="h-4 w-4" aria-hidden />
            Add to calendar
          </Button>
        ) : null}
      </div>
    </article>
  );
}

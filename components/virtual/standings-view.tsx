"use client";
import { useEffect, useMemo, useRef } from "react";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { CalendarPlus } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState } from "@/components/ui/states";
import { apiFetch, ApiReadError } from "@/lib/client/api";
import { notify, notifyFailure } from "@/lib/client/notify";
import { loadToasts } from "@/lib/client/toast";
import { useApiMutation } from "@/lib/hooks/use-api-query";
import { useNow } from "@/lib/hooks/use-now";
import { ProblemList } from "./problem-list";
import { StandingsTable } from "./standings-table";
import { standingsKey } from "./standings-key";
import { downloadVirtualIcs } from "./virtual-ics";
import { countdown, MODE_LABELS } from "./virtual-text";

const POLL_MS = 10_000;

/** `renderedAt`: when the server's standings were read; the countdown starts there. */
export function StandingsView({ contestId, renderedAt }: { contestId: string; renderedAt?: number }) {
  const nowMs = useNow(1000, renderedAt);
  const now = useMemo(() => new Date(nowMs), [nowMs]);
  const standings = useQuery({
    queryKey: standingsKey(contestId),
    queryFn: async () => {
      const result = await apiFetch("/virtual/standings", { query: { contestId } });
      if (!result.ok) throw new ApiReadError(result);
      return result.data;
    },
    refetchInterval: (query) => (query.state.data?.contest.phase === "finished" ? false : POLL_MS),
    retry: false,
  });
  const saving = useApiMutation("/virtual/save-tricky");

  // Read again at the start and at the end, whatever the polling's phase.
  const data = standings.data;
  const startMs = data ? new Date(data.contest.startAt).getTime() : 0;
  const endMs = data ? new Date(data.contest.endAt).getTime() : 0;
  const phase = !data ? null : now.getTime() < startMs ? "upcoming" : now.getTime() < endMs ? "running" : "finished";
  const { refetch } = standings;
  // Once per change of phase: a server clock a little behind ours must not turn this into a loop.
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!phase || !data || phase === data.contest.phase || askedFor.current === phase) return;
    askedFor.current = phase;
    void refetch();
  }, [phase, data, refetch]);

  async function saveTricky() {
    const result = await saving.mutateAsync({ contestId });
    if (!result.ok) return notifyFailure(result, "contestProblemsSaveFailed");
    if (result.data.message) void loadToasts().then(({ toast }) => toast.success(result.data.message));
    else notify.success("contestProblemsSaved");
  }

  if (standings.isError) {
    const notFound = standings.error instanceof ApiReadError && standings.error.failure.status === 404;
    return notFound ? (
      <>
        <PageHeader title="Contest not found" />
        <p className="text-sm">
          This contest does not exist or you were not invited to it. <Link href="/virtual">Back to Virtual Contests</Link>
        </p>
      </>
    ) : (
      <ErrorState title="Could not load the standings" onRetry={() => void refetch()} />
    );
  }
  if (!data) return <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading standings…</p>;

  const { contest, rows } = data;
  const status =
    contest.phase === "upcoming"
      ? `Starts in ${countdown(new Date(contest.startAt), now)}`
      : contest.phase === "running"
        ? `Ends in ${countdown(new Date(contest.endAt), now)}`
        : "Final standings";
  return (
    <>
      <PageHeader
        title={contest.title}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">{MODE_LABELS[contest.mode]}</Badge>
            {/* One run of text: a line that wraps breaks after a dot, never before one. */}
            <span>
              <span>{status}</span>
              {contest.mode === "normal" ? <span>{`\u00a0· ${contest.penaltySeconds} s per wrong attempt`}</span> : null}
              {contest.verifiedOnly ? <span>{"\u00a0· verified handles only"}</span> : null}
            </span>
          </span>
        }
        actions={
          contest.phase === "upcoming" ? (
            <Button variant="secondary" onClick={() => downloadVirtualIcs(contest)}>
              <CalendarPlus className="h-4 w-4" aria-hidden />
              Add to calendar (.ics)
            </Button>
          ) : contest.phase === "finished" ? (
            <Button onClick={() => void saveTricky()} disabled={saving.isPending}>
              Add all to Tricky Problems
            </Button>
          ) : null
        }
      />
      {contest.phase === "upcoming" ? (
        <p className="mb-6 rounded-lg border border-dashed border-zinc-300 px-4 py-6 text-center text-sm dark:border-zinc-700">
          The problems appear here at the start.
        </p>
      ) : (
        <ProblemList problems={contest.problems} rows={contest.phase === "finished" ? rows : undefined} startAt={contest.startAt} />
      )}
      <h2 className="mb-3 text-lg font-semibold">Standings</h2>
      <StandingsTable rows={rows} problems={contest.problems} mode={contest.mode} startAt={contest.startAt} now={now} />
      <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">
        {contest.phase === "finished"
          ? "Counted from submissions made between the start and the end."
          : `Updates by itself; last read ${new Date(data.syncedAt).toLocaleTimeString()}.`}
      </p>
    </>
  );
}

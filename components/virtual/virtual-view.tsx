"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { notify, notifyFailure } from "@/lib/client/notify";
import type { VirtualContest } from "@/lib/contract/virtual";
import { useApiMutation, useApiQuery } from "@/lib/hooks/use-api-query";
import { ContestCard } from "./contest-card";
import { CreateContestForm } from "./create-contest-form";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="mb-8">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const grid = "grid gap-3 sm:grid-cols-2 xl:grid-cols-3";

export function VirtualView() {
  const router = useRouter();
  const list = useApiQuery("/virtual/list", { refetchInterval: 60_000 });
  const responding = useApiMutation("/virtual/respond");
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  async function respond(contest: VirtualContest, accept: boolean) {
    setBusy(contest.id);
    const result = await responding.mutateAsync({ contestId: contest.id, accept });
    setBusy(null);
    if (!result.ok) return notifyFailure(result, "invitationAnswerFailed");
    notify.success(accept ? "invitationAccepted" : "invitationDeclined");
    await list.refetch();
  }

  const data = list.data;
  const upcoming = data ? [...data.created, ...data.accepted] : [];
  return (
    <>
      <PageHeader
        title="Virtual Contests"
        subtitle="Race the people you follow on the same problems, with standings from your synced submissions."
        actions={
          <Button onClick={() => setCreating(true)} disabled={creating}>
            <Plus className="h-4 w-4" aria-hidden />
            New contest
          </Button>
        }
      />
      {creating ? <CreateContestForm onCancel={() => setCreating(false)} onCreated={(c) => router.push(`/virtual/${c.id}`)} /> : null}
      {list.isError ? (
        <ErrorState title="Could not load your contests" onRetry={() => void list.refetch()} />
      ) : !data ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading contests…</p>
      ) : (
        <>
          {data.invited.length ? (
            <Section title="Invitations">
              <div className={grid}>
                {data.invited.map((c) => (
                  <ContestCard key={c.id} contest={c} busy={busy === c.id} onRespond={(accept) => void respond(c, accept)} />
                ))}
              </div>
            </Section>
          ) : null}
          <Section title="Your contests">
            {upcoming.length ? (
              <div className={grid}>
                {upcoming.map((c) => (
                  <ContestCard key={c.id} contest={c} />
                ))}
              </div>
            ) : (
              <EmptyState title="No contests yet" description="Create one and invite the people you follow." />
            )}
          </Section>
          {data.past.length ? (
            <Section title="Past contests">
              <div className={grid}>
                {data.past.map((c) => (
                  <ContestCard key={c.id} contest={c} />
                ))}
              </div>
            </Section>
          ) : null}
        </>
      )}
    </>
  );
}

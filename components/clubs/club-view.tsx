"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState } from "@/components/ui/states";
import { ApiReadError, apiFetch } from "@/lib/client/api";
import { apiKey } from "@/lib/client/query-client";
import { notify, notifyFailure } from "@/lib/client/notify";
import { useApiMutation } from "@/lib/hooks/use-api-query";
import { AssignmentForm } from "./assignment-form";
import { ClubBoardView } from "./club-board";
import { InvitePanel } from "./invite-panel";
import { MatrixPanel } from "./matrix-panel";

const clubKey = (clubId: string) => ["/clubs/get", clubId] as const;

export function ClubView({ clubId }: { clubId: string }) {
  const router = useRouter();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: clubKey(clubId),
    queryFn: async () => {
      const result = await apiFetch("/clubs/get", { query: { clubId } });
      if (!result.ok) throw new ApiReadError(result);
      return result.data;
    },
    retry: false,
  });
  const leaving = useApiMutation("/clubs/leave");
  const racing = useApiMutation("/clubs/virtual");

  async function leave() {
    const result = await leaving.mutateAsync({ clubId });
    if (!result.ok) return notifyFailure(result, "clubActionFailed");
    notify.success("clubLeft");
    // The sidebar and the clubs page still hold the club they read before.
    await Promise.all([
      client.invalidateQueries({ queryKey: apiKey("/clubs/list") }),
      client.invalidateQueries({ queryKey: apiKey("/clubs/assignments/mine") }),
    ]);
    router.push("/clubs");
  }

  async function race() {
    const result = await racing.mutateAsync({ clubId });
    if (!result.ok) return notifyFailure(result, "clubActionFailed");
    notify.success("clubContestCreated");
    router.push(`/virtual/${result.data.contest.id}`);
  }

  if (detail.isError) return <ErrorState title="Could not load this club" onRetry={() => void detail.refetch()} />;
  const data = detail.data;
  if (!data) return <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading club…</p>;
  const { club } = data;
  const coach = club.role !== "member";
  return (
    <>
      <PageHeader
        title={club.name}
        subtitle={`${club.role === "owner" ? "You own this club" : club.role === "coach" ? "You coach this club" : "You are a member"} · ${club.memberCount} ${club.memberCount === 1 ? "member" : "members"} · times in ${club.timeZone}`}
        actions={
          <>
            {coach ? (
              <Button onClick={() => void race()} disabled={racing.isPending}>
                {racing.isPending ? "Drawing problems…" : "Start a club contest"}
              </Button>
            ) : null}
            {club.role === "owner" ? null : (
              <Button variant="secondary" onClick={() => void leave()} disabled={leaving.isPending}>
                Leave club
              </Button>
            )}
          </>
        }
      />
      {coach ? (
        <>
          <InvitePanel clubId={clubId} invites={data.invites} onChange={() => void detail.refetch()} />
          <AssignmentForm clubId={clubId} onCreated={() => void detail.refetch()} />
          <MatrixPanel clubId={clubId} detail={data} />
        </>
      ) : null}
      <ClubBoardView clubId={clubId} />
    </>
  );
}

"use client";
import { useState, type FormEvent } from "react";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Card, PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { notify, notifyFailure } from "@/lib/client/notify";
import { useApiMutation, useApiQuery } from "@/lib/hooks/use-api-query";
import { MyAssignments } from "./my-assignments";

/** The code is what the API takes. */
const codeOf = (text: string) => {
  const trimmed = text.trim();
  try {
    return new URL(trimmed).searchParams.get("join") ?? trimmed;
  } catch {
    return trimmed;
  }
};

export function ClubsView() {
  const router = useRouter();
  const params = useSearchParams();
  const list = useApiQuery("/clubs/list");
  const creating = useApiMutation("/clubs/create");
  const joining = useApiMutation("/clubs/join");
  const [name, setName] = useState("");
  const [code, setCode] = useState(() => params.get("join") ?? "");
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  async function create(event: FormEvent) {
    event.preventDefault();
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
    const result = await creating.mutateAsync({ name, timeZone });
    if (!result.ok) {
      setErrors(result.error?.issues ?? {});
      return notifyFailure(result, "clubActionFailed");
    }
    notify.success("clubCreated");
    await list.refetch();
    router.push(`/clubs/${result.data.club.id}`);
  }

  async function join(event: FormEvent) {
    event.preventDefault();
    const result = await joining.mutateAsync({ code: codeOf(code) });
    if (!result.ok) return notifyFailure(result, "clubJoinFailed");
    notify.success("clubJoined");
    await list.refetch();
    router.push(`/clubs/${result.data.club.id}`);
  }

  const clubs = list.data?.clubs;
  return (
    <>
      <PageHeader
        title="Clubs"
        subtitle="Practise as a group: a coach sets problems from any platform, and your synced submissions say who solved them."
      />
      {code ? (
        <Card className="mb-6">
          <form onSubmit={(e) => void join(e)} aria-label="Join a club" className="flex flex-wrap items-end gap-3">
            <div className="min-w-60 flex-1">
              <TextField label="Invite link or code" value={code} onChange={(e) => setCode(e.target.value)} />
            </div>
            <Button type="submit" disabled={joining.isPending}>
              Join club
            </Button>
          </form>
        </Card>
      ) : null}
      <section aria-labelledby="my-clubs" className="mb-8">
        <h2 id="my-clubs" className="mb-3 text-lg font-semibold">
          Your clubs
        </h2>
        {list.isError ? (
          <ErrorState title="Could not load your clubs" onRetry={() => void list.refetch()} />
        ) : !clubs ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading clubs…</p>
        ) : clubs.length ? (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {clubs.map((club) => (
              <li key={club.id}>
                <Link
                  href={`/clubs/${club.id}`}
                  className="block rounded-xl border border-zinc-200 p-4 hover:border-brand-500 dark:border-zinc-800"
                >
                  <span className="block font-semibold">{club.name}</span>
                  <span className="text-sm text-zinc-600 dark:text-zinc-400">
                    {club.role === "owner" ? "Owner" : club.role === "coach" ? "Coach" : "Member"} · {club.memberCount}{" "}
                    {club.memberCount === 1 ? "member" : "members"} · {club.timeZone}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="No clubs yet" description="Create one for your group, or open an invite link a coach sent you." />
        )}
      </section>
      <MyAssignments className="mb-8" />
      <section aria-labelledby="new-club" className="mb-8 grid gap-6 md:grid-cols-2">
        <Card>
          <h2 id="new-club" className="mb-3 text-lg font-semibold">
            New club
          </h2>
          <form onSubmit={(e) => void create(e)} noValidate aria-label="New club" className="space-y-3">
            <TextField
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={errors.name?.[0]}
              maxLength={80}
              required
            />
            <Button type="submit" disabled={creating.isPending}>
              Create club
            </Button>
          </form>
        </Card>
        {!code ? (
          <Card>
            <h2 className="mb-3 text-lg font-semibold">Join a club</h2>
            <form onSubmit={(e) => void join(e)} aria-label="Join a club" className="space-y-3">
              <TextField label="Invite link or code" value={code} onChange={(e) => setCode(e.target.value)} />
              <Button type="submit" disabled={joining.isPending}>
                Join club
              </Button>
            </form>
          </Card>
        ) : null}
      </section>
    </>
  );
}

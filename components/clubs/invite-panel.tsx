"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/page-header";
import { notify, notifyFailure } from "@/lib/client/notify";
import type { ClubDetail } from "@/lib/contract/clubs";
import { useApiMutation } from "@/lib/hooks/use-api-query";

/** A new link is shown once, as only its hash is kept. */
export function InvitePanel({ clubId, invites, onChange }: { clubId: string; invites: ClubDetail["invites"]; onChange: () => void }) {
  const inviting = useApiMutation("/clubs/invite");
  const revoking = useApiMutation("/clubs/invite/revoke");
  const [link, setLink] = useState<string | null>(null);

  async function invite() {
    const result = await inviting.mutateAsync({ clubId });
    if (!result.ok) return notifyFailure(result, "clubActionFailed");
    setLink(`${window.location.origin}/clubs?join=${encodeURIComponent(result.data.code)}`);
    onChange();
  }

  async function revoke(inviteId: string) {
    const result = await revoking.mutateAsync({ clubId, inviteId });
    if (!result.ok) return notifyFailure(result, "clubActionFailed");
    notify.success("inviteRevoked");
    onChange();
  }

  const live = invites.filter((i) => !i.revoked);
  return (
    <Card className="mb-6">
      <h2 className="mb-2 text-lg font-semibold">Invite links</h2>
      <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">A link works for 7 days; joining is the member&apos;s own choice.</p>
      <Button size="sm" onClick={() => void invite()} disabled={inviting.isPending}>
        New invite link
      </Button>
      {link ? (
        <p className="mt-3 text-sm break-all">
          Share this link:{" "}
          <output data-testid="invite-link" className="font-mono">
            {link}
          </output>
        </p>
      ) : null}
      {live.length ? (
        <ul className="mt-3 space-y-1 text-sm">
          {live.map((i) => (
            <li key={i.id} className="flex items-center gap-3">
              <span>Link valid until {new Date(i.expiresAt).toLocaleDateString("en-GB", { dateStyle: "medium" })}</span>
              <Button size="sm" variant="ghost" onClick={() => void revoke(i.id)} disabled={revoking.isPending}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

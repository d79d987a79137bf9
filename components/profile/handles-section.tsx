"use client";
import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, RefreshCw } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Card } from "@/components/ui/page-header";
import { platformUnreachable } from "@/lib/client/api-result";
import { notify, notifyFailure } from "@/lib/client/notify";
import { apiKey } from "@/lib/client/query-client";
import { PLATFORM_IDS, platformLabel } from "@/lib/contract/platforms";
import type { AccountSync, Handles } from "@/lib/contract/profile";
import { useApiMutation } from "@/lib/hooks/use-api-query";
import { useValidatedSubmit } from "@/lib/hooks/use-validated-submit";
import { AccountStatus } from "./account-status";
import { useSyncStatus } from "./use-sync-status";

/** On the form's first focus, so the schema library stays off the first paint. */
const handlesSchema = () => import("@/lib/contract/profile").then((m) => m.updateHandlesSchema);

const UNAVAILABLE = "The platform could not be reached, so nothing was saved. Try again in a minute.";

/** docs/behaviour.md §2, §4: new handles are checked on their platform before anything is saved, and the reply is shown without re-reading the profile. */
export function HandlesSection({
  handles,
  accounts: initial,
  renderedAt,
}: {
  handles: Handles;
  accounts: AccountSync[];
  renderedAt?: number;
}) {
  const { setProfile } = useAuth();
  const queryClient = useQueryClient();
  const { issues, busy, submit, prepare } = useValidatedSubmit(handlesSchema);
  const saving = useApiMutation("/profile/updateHandles");
  const syncing = useApiMutation("/profile/sync");
  const status = useSyncStatus(initial, renderedAt);
  const [unavailable, setUnavailable] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setUnavailable(null);
    await submit(Object.fromEntries(new FormData(e.currentTarget)), async (data) => {
      const result = await saving.mutateAsync(data);
      if (!result.ok) {
        // Said once, here, in the API's words: apiFetch adds no toast for it.
        if (platformUnreachable(result.status, result.error)) setUnavailable(result.error?.message ?? UNAVAILABLE);
        else if (result.status < 500) notifyFailure(result, "handlesUpdateFailed");
        return result.error?.issues;
      }
      notify.success("handlesUpdated");
      setProfile(result.data.profileData);
      status.show(result.data.profileData.accounts);
      // A new handle starts unverified: the verification section reads afresh.
      void queryClient.invalidateQueries({ queryKey: apiKey("/profile/verification"), exact: true });
    });
  }

  async function syncNow() {
    const result = await syncing.mutateAsync(undefined);
    if (!result.ok) {
      // 429 (once a minute) and 422 (no handle yet) come with the server's words.
      notifyFailure(result, "syncFailed");
      return;
    }
    notify.success("syncStarted");
    status.syncRequested();
  }

  const byPlatform = new Map(status.accounts.map((a) => [a.platform, a]));
  return (
    <section id="handles" aria-labelledby="handles-title" className="scroll-mt-20">
      <Card>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="handles-title" className="text-lg font-semibold">
            Platform handles
          </h2>
          <Button variant="secondary" size="sm" onClick={() => void syncNow()} disabled={status.accounts.length === 0 || syncing.isPending}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            {syncing.isPending ? "Starting..." : "Sync now"}
          </Button>
        </div>
        <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
          Each handle is checked on its platform before it is saved, then synced. Leave a field empty to remove that handle.
        </p>
        <form onSubmit={onSubmit} onFocus={prepare} noValidate className="space-y-4" key={JSON.stringify(handles)}>
          {PLATFORM_IDS.map((p) => {
            const account = byPlatform.get(p);
            return (
              <div key={p} className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
                <TextField
                  label={`${platformLabel(p)} handle`}
                  name={p}
                  defaultValue={handles[p]}
                  placeholder="Not set"
                  maxLength={40}
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  error={issues[p]?.[0]}
                />
                {account ? <AccountStatus account={account} now={status.now} syncRequestedAt={status.syncRequestedAt} /> : null}
              </div>
            );
          })}
          {unavailable ? (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-200"
            >
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>{unavailable}</span>
            </p>
          ) : null}
          {status.failed ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
              The sync status could not be checked.
              <Button variant="ghost" size="sm" onClick={status.retry}>
                Check again
              </Button>
            </p>
          ) : null}
          <Button type="submit" disabled={busy}>
            {busy ? "Checking handles..." : "Save handles"}
          </Button>
        </form>
      </Card>
    </section>
  );
}

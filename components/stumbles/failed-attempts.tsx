"use client";
import { useMemo, useState } from "react";
import { ExternalLink, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/page-header";
import { useFirstFew } from "@/components/ui/first-few";
import { PlatformBadge } from "@/components/ui/badge";
import { notify, notifyFailure } from "@/lib/client/notify";
import { platformLabel } from "@/lib/contract/platforms";
import { stumbleFromAttempt } from "@/lib/contract/stumble-draft";
import type { FailedAttempt, Stumble } from "@/lib/contract/stumbles";
import { useApiMutation, useCollection } from "@/lib/hooks/use-api-query";
import { dateTimeFormat } from "@/lib/intl";

/** Rows shown before "Show all": the saved problems below stay in sight. */
const FIRST_FEW = 5;

/** A day as "Nov 24", in `timeZone` or the browser's own. */
const dayIn = (timeZone: string | undefined) => dateTimeFormat("en-US", { month: "short", day: "numeric", timeZone });

/**
 * The user's recent problems with failed attempts and no accepted submission (from the sync):
 * one Add per row saves it to Tricky Problems with its name, link and platform.
 */
export function FailedAttempts({ onAdded, timeZone }: { onAdded: (stumble: Stumble) => void; timeZone?: string }) {
  const attempts = useCollection("/saved/stumbles/failed-attempts", "failedAttempts");
  const adding = useApiMutation("/saved/stumbles/add");
  const [busyUrl, setBusyUrl] = useState<string | null>(null);
  const { shown, toggle } = useFirstFew(attempts.items ?? [], FIRST_FEW);
  const day = useMemo(() => dayIn(timeZone), [timeZone]);

  async function add(a: FailedAttempt) {
    setBusyUrl(a.url);
    const result = await adding.mutateAsync({ ...stumbleFromAttempt(a, platformLabel(a.platform)), status: "unsolved" });
    setBusyUrl(null);
    if (!result.ok) {
      notifyFailure(result, "problemAdditionFailed");
      return;
    }
    attempts.update((list) => list.filter((x) => x.url !== a.url));
    onAdded(result.data.stumble);
    notify.success("problemAdded");
  }

  if (attempts.status !== "ready" || attempts.items.length === 0) return null;
  return (
    <section aria-labelledby="failed-attempts-title" className="mb-6">
      <Card>
        <h2 id="failed-attempts-title" className="text-base font-semibold">
          Recent failed attempts
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          Problems you tried lately on your own accounts without an accepted submission. Add one to keep it here.
        </p>
        <ul aria-label="Recent failed attempts" className="mt-3 divide-y divide-zinc-200 dark:divide-zinc-800">
          {shown.map((a) => (
            <li key={a.url} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <a
                href={a.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-w-0 flex-1 items-center gap-1 font-medium break-words underline-offset-2 hover:underline max-sm:basis-full"
              >
                {a.name}
                <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
              </a>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1 max-sm:flex-1">
                <PlatformBadge platform={a.platform} />
                <span className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
                  {a.attempts === 1 ? "1 attempt" : `${a.attempts} attempts`}, last {day.format(new Date(a.lastAttemptAt))}
                </span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={busyUrl !== null}
                onClick={() => void add(a)}
                aria-label={`Add ${a.name} to Tricky Problems`}
              >
                <Plus className="h-3.5 w-3.5" aria-hidden />
                Add
              </Button>
            </li>
          ))}
        </ul>
        {toggle}
      </Card>
    </section>
  );
}

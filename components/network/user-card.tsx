"use client";
import { useId } from "react";
import { Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { NetworkUser } from "@/lib/contract/network";
import { platformLabel } from "@/lib/contract/platforms";
import { platformsOf, truncateHandle } from "./filters";
import { PersonAvatar } from "./person-avatar";
import { VerifiedBadge } from "@/components/profile/verified-badge";
import { RatingBadge } from "./rating-badge";

type Props = { person: NetworkUser; delayMs: number; busy: boolean; onRemove: () => void };

/** docs/behaviour.md §2; a followed bare handle shows its one platform account (docs/decisions/009). */
export function UserCard({ person, delayMs, busy, onRemove }: Props) {
  const titleId = useId();
  const account = person.kind === "account";
  const platforms = platformsOf(person);
  return (
    <article
      aria-labelledby={titleId}
      className="reveal flex h-full flex-col rounded-xl border border-zinc-200 bg-white p-3 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900"
      style={{ animationDelay: `${delayMs}ms` }}
    >
      <div className="flex items-start gap-3">
        <PersonAvatar name={person.fullName} />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base font-semibold" title={person.fullName}>
            {person.fullName}
          </h2>
          <p className="truncate text-sm text-zinc-600 dark:text-zinc-400" title={`@${person.userName}`}>
            @{person.userName}
          </p>
          {account && platforms[0] ? (
            <Badge tone="brand" className="mt-1.5">
              {platformLabel(platforms[0])} account
            </Badge>
          ) : null}
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${person.fullName} from network`}
          onClick={onRemove}
          disabled={busy}
          className="-mt-1 -mr-2 shrink-0 hover:text-red-600 disabled:opacity-50 dark:hover:text-red-400"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <dl className="mt-2 divide-y divide-zinc-100 border-t border-zinc-100 dark:divide-zinc-800 dark:border-zinc-800">
        {platforms.map((platform) => {
          const handle = person.handles[platform];
          return (
            <div key={platform} className="flex items-center justify-between gap-3 py-1.5 text-sm sm:py-2">
              <dt className="shrink-0 text-zinc-600 dark:text-zinc-400">{platformLabel(platform)}</dt>
              <dd className="flex min-w-0 items-center gap-2">
                {handle ? (
                  <span className="truncate font-medium" title={handle}>
                    {truncateHandle(handle)}
                  </span>
                ) : (
                  <span className="text-zinc-500 italic dark:text-zinc-400">Not set</span>
                )}
                {handle && person.verified?.includes(platform) ? <VerifiedBadge /> : null}
                <RatingBadge person={person} platform={platform} />
              </dd>
            </div>
          );
        })}
      </dl>
    </article>
  );
}

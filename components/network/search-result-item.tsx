"use client";
import { Check, UserPlus } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { SearchResult } from "@/lib/contract/network";
import { platformLabel } from "@/lib/contract/platforms";
import { platformsOf, truncateHandle } from "./filters";
import { PersonAvatar } from "./person-avatar";
import { VerifiedBadge } from "@/components/profile/verified-badge";
import { RatingBadge } from "./rating-badge";

type Props = { result: SearchResult; inNetwork: boolean; busy: boolean; onAdd: () => void };

/** docs/decisions/009 */
export function SearchResultItem({ result, inNetwork, busy, onAdd }: Props) {
  const account = result.kind === "account";
  const handles = platformsOf(result).filter((p) => result.handles[p]);
  const accountPlatform = account ? handles[0] : undefined;
  // A platform account's name is the platform's, when it shows one (otherwise it is the handle).
  const subtitle = account ? (result.fullName !== result.userName ? result.fullName : null) : `@${result.userName}`;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <PersonAvatar name={result.fullName} className="h-9 w-9 text-base" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold" title={result.fullName}>
          {account && accountPlatform ? truncateHandle(result.handles[accountPlatform]) : result.fullName}
        </p>
        {subtitle ? <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">{subtitle}</p> : null}
        {accountPlatform ? (
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
            <Badge tone="brand">
              {result.external ? `Found on ${platformLabel(accountPlatform)}` : `${platformLabel(accountPlatform)} account`}
            </Badge>
            <RatingBadge person={result} platform={accountPlatform} />
          </div>
        ) : handles.length ? (
          <ul aria-label={`Handles of ${result.fullName}`} className="mt-1.5 flex flex-wrap gap-1.5">
            {handles.map((p) => (
              <li key={p} className="flex items-center gap-1 text-xs">
                <span className="text-zinc-600 dark:text-zinc-400">{platformLabel(p)}</span>
                <span className="font-medium" title={result.handles[p]}>
                  {truncateHandle(result.handles[p])}
                </span>
                {result.verified?.includes(p) ? <VerifiedBadge /> : null}
                <RatingBadge person={result} platform={p} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-xs text-zinc-500 italic dark:text-zinc-400">No handles set</p>
        )}
      </div>
      {inNetwork ? (
        <span className="inline-flex h-8 shrink-0 items-center gap-1 px-2 text-sm font-medium text-green-700 dark:text-green-400">
          <Check className="h-4 w-4" aria-hidden />
          Added
        </span>
      ) : (
        <Button size="sm" className="shrink-0" aria-label={`Add ${result.fullName} to network`} disabled={busy} onClick={onAdd}>
          <UserPlus className="h-4 w-4" aria-hidden />
          Add
        </Button>
      )}
    </div>
  );
}

import { AlertTriangle, CheckCircle2, ExternalLink, Info, Loader2, XCircle } from "lucide-react";
import type { ComponentType } from "react";
import { RatingText } from "@/components/ui/rating-text";
import { cn } from "@/lib/cn";
import { platformLabel } from "@/lib/contract/platforms";
import type { AccountSync } from "@/lib/contract/profile";
import { describeSync, missedNote, type SyncTone } from "./sync-status";

const TONE: Record<SyncTone, { icon: ComponentType<{ className?: string }>; className: string }> = {
  pending: { icon: Loader2, className: "text-brand-700 dark:text-brand-400" },
  ok: { icon: CheckCircle2, className: "text-green-700 dark:text-green-400" },
  error: { icon: AlertTriangle, className: "text-amber-800 dark:text-amber-300" },
  not_found: { icon: XCircle, className: "text-red-700 dark:text-red-400" },
};

export function AccountStatus({ account, now, syncRequestedAt }: { account: AccountSync; now: number; syncRequestedAt?: number }) {
  const label = platformLabel(account.platform);
  const sync = describeSync(account, now, syncRequestedAt);
  const missed = missedNote(account);
  const { icon: Icon, className } = TONE[sync.tone];
  return (
    <div data-testid={`sync-${account.platform}`} data-sync-tone={sync.tone} className="mt-2 space-y-1 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <a
          href={account.profileUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-w-0 items-center gap-1 font-medium break-all text-brand-700 underline-offset-2 hover:underline dark:text-brand-400"
        >
          {account.handle} on {label}
          <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
        </a>
        {account.rating !== null ? (
          <span className="text-zinc-600 dark:text-zinc-400">
            Rating <RatingText platform={account.platform} rating={account.rating} />
            {account.maxRating !== null && account.maxRating !== account.rating ? (
              <span className="tabular-nums"> (max {account.maxRating})</span>
            ) : null}
          </span>
        ) : null}
      </div>
      <p className={cn("flex items-start gap-1.5 font-medium", className)}>
        <Icon className={cn("mt-0.5 h-4 w-4 shrink-0", sync.tone === "pending" && "animate-spin motion-reduce:animate-none")} aria-hidden />
        <span>{sync.text}</span>
      </p>
      {sync.detail ? <p className="text-zinc-600 dark:text-zinc-400">{sync.detail}</p> : null}
      {missed ? (
        <p className="flex items-start gap-1.5 text-zinc-600 dark:text-zinc-400">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>{missed}</span>
        </p>
      ) : null}
      {/* Renames and what the platform would not describe, in words from the sync engine. */}
      {(account.notes ?? []).map((note) => (
        <p key={note} data-testid={`sync-note-${account.platform}`} className="flex items-start gap-1.5 text-zinc-600 dark:text-zinc-400">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>{note}</span>
        </p>
      ))}
    </div>
  );
}

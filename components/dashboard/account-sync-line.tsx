import { AlertTriangle, CheckCircle2, Loader2, XCircle } from "lucide-react";
import { cn } from "@/lib/cn";
import { platformLabel } from "@/lib/contract/platforms";
import type { AccountSync } from "@/lib/contract/profile";
import { timeAgo } from "./time-ago";
import { useNow } from "@/lib/hooks/use-now";

const TONE = {
  pending: { icon: Loader2, className: "text-brand-700 dark:text-brand-400" },
  ok: { icon: CheckCircle2, className: "text-green-700 dark:text-green-400" },
  error: { icon: AlertTriangle, className: "text-amber-800 dark:text-amber-300" },
  not_found: { icon: XCircle, className: "text-red-700 dark:text-red-400" },
} as const;

/** What the page shows instead of numbers it does not have yet. */
function syncText(account: AccountSync, now: number): string {
  const label = platformLabel(account.platform);
  switch (account.status) {
    case "pending":
      return account.lastSyncedAt ? `Syncing (last synced ${timeAgo(account.lastSyncedAt, now)})` : "Syncing your submissions…";
    case "not_found":
      return account.lastError ?? `${label} handle not found`;
    case "error":
      return account.lastError ?? `The last sync with ${label} failed; it retries by itself`;
    case "ok":
      return account.lastSyncedAt ? `Synced ${timeAgo(account.lastSyncedAt, now)}` : "Waiting for the first sync";
  }
}

export function AccountSyncLine({ account }: { account: AccountSync }) {
  const now = useNow(15_000);
  const { icon: Icon, className } = TONE[account.status];
  return (
    <li
      className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2 text-sm"
      data-testid={`dashboard-sync-${account.platform}`}
      data-status={account.status}
    >
      <span className="w-24 shrink-0 font-medium">{platformLabel(account.platform)}</span>
      <span className="min-w-0 break-all text-zinc-700 dark:text-zinc-300">{account.handle}</span>
      {/* Rendered on the server a moment earlier: "Synced 4m ago" may read "5m ago" by hydration. */}
      <span className={cn("flex basis-full items-start gap-1.5 sm:ml-auto sm:basis-auto", className)} suppressHydrationWarning>
        <Icon
          className={cn("mt-0.5 h-4 w-4 shrink-0", account.status === "pending" && "animate-spin motion-reduce:animate-none")}
          aria-hidden
        />
        {syncText(account, now)}
      </span>
    </li>
  );
}

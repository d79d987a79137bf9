"use client";
import { useApiQuery } from "@/lib/hooks/use-api-query";

/** Nothing when none. */
export function InvitationCount() {
  const list = useApiQuery("/virtual/list", { refetchInterval: 60_000 });
  const n = list.data?.invited.length ?? 0;
  if (n === 0) return null;
  return (
    <span
      data-testid="invitation-count"
      className="ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white tabular-nums dark:bg-brand-500 dark:text-zinc-950"
    >
      {n}
      <span className="sr-only">{n === 1 ? " invitation" : " invitations"}</span>
    </span>
  );
}

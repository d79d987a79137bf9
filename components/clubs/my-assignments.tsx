"use client";
import { CELL_STATE_LABELS } from "@/lib/contract/choices";
import { PlatformBadge } from "@/components/ui/badge";
import { useApiQuery } from "@/lib/hooks/use-api-query";
import { STATE_TONE, timeLeft } from "./club-text";

export function MyAssignments({ className }: { className?: string }) {
  const mine = useApiQuery("/clubs/assignments/mine");
  const list = mine.data?.assignments ?? [];
  if (!list.length) return null;
  const now = new Date();
  return (
    <section aria-labelledby="my-assignments" className={className}>
      <h2 id="my-assignments" className="mb-3 text-lg font-semibold">
        Your assignments
      </h2>
      <ul className="space-y-3">
        {list.map((a) => (
          <li key={a.id} className="rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
            <p className="font-semibold">
              {a.title} <span className="font-normal text-zinc-600 dark:text-zinc-400">· {a.clubName}</span>
            </p>
            <p className="mb-2 text-sm text-zinc-600 dark:text-zinc-400">
              {new Date(a.opensAt) > now ? "Opens later" : timeLeft(new Date(a.dueAt), now)}
            </p>
            <ul className="space-y-1">
              {a.problems.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center gap-2 text-sm">
                  <PlatformBadge platform={p.platform} />
                  <a href={p.url} target="_blank" rel="noreferrer" className="text-brand-700 underline dark:text-brand-400">
                    {p.name}
                  </a>
                  <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATE_TONE[p.state]}`}>{CELL_STATE_LABELS[p.state]}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

"use client";
import Link from "next/link";
import { useState } from "react";
import { ExternalLink } from "lucide-react";
import { PlatformBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { FullData } from "@/lib/contract/dashboard";
import { timeAgo } from "./time-ago";
import { Panel } from "./panel";
import { useNow } from "@/lib/hooks/use-now";

const FIRST = 8;

export function NetworkFeed({ items }: { items: FullData["networkRecent"] }) {
  const now = useNow(30_000);
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, FIRST);
  return (
    <Panel id="network-feed" title="Network activity">
      {items.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          No solves from your network in the last 7 days.{" "}
          <Link href="/network" className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-400">
            Follow more programmers
          </Link>
        </p>
      ) : (
        <ol aria-label="Recent solves in your network" className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {shown.map((item) => (
            <li key={`${item.personId}-${item.url}-${item.at}`} className="flex items-start justify-between gap-3 py-2.5 text-sm">
              <div className="min-w-0">
                <p className="font-medium">{item.person}</p>
                <a
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex max-w-full items-center gap-1 text-brand-700 underline-offset-2 hover:underline dark:text-brand-400"
                >
                  <span className="truncate">{item.problem}</span>
                  <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
                </a>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <PlatformBadge platform={item.platform} />
                {/* Rendered on the server a moment earlier: "4m ago" may read "5m ago" by hydration. */}
                <time dateTime={item.at} className="text-xs text-zinc-600 dark:text-zinc-400" suppressHydrationWarning>
                  {timeAgo(item.at, now)}
                </time>
              </div>
            </li>
          ))}
        </ol>
      )}
      {items.length > FIRST ? (
        <Button variant="ghost" size="sm" className="mt-2" aria-expanded={all} onClick={() => setAll((v) => !v)}>
          {all ? "Show fewer" : `Show all ${items.length}`}
        </Button>
      ) : null}
    </Panel>
  );
}

import Link from "next/link";
import { LineChart, RefreshCw } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import type { PlatformProgress } from "@/lib/contract/dashboard";
import { AccountSyncLine } from "./account-sync-line";

/** The way to add handles, not a page of zeros. */
export function NoHandles() {
  return (
    <section
      aria-labelledby="no-handles-title"
      className="flex flex-col items-center rounded-xl border border-dashed border-zinc-300 px-6 py-12 text-center dark:border-zinc-700"
    >
      <LineChart className="mb-3 h-10 w-10 text-brand-500" aria-hidden />
      <h2 id="no-handles-title" className="text-lg font-semibold">
        Add your handles to see your progress
      </h2>
      <p className="mt-2 max-w-lg text-sm text-zinc-600 dark:text-zinc-400">
        Ratings, a year of activity, streaks and solved problems are drawn from your own LeetCode, Codeforces and CodeChef submissions.
      </p>
      <Link href="/profile#handles" className={buttonClass({}, "mt-4")}>
        Add your handles
      </Link>
    </section>
  );
}

export function SyncingHandles({ platforms }: { platforms: PlatformProgress[] }) {
  return (
    <section
      aria-labelledby="syncing-title"
      className="rounded-xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-start gap-3">
        <RefreshCw
          className="mt-0.5 h-5 w-5 shrink-0 animate-spin text-brand-600 motion-reduce:animate-none dark:text-brand-400"
          aria-hidden
        />
        <div>
          <h2 id="syncing-title" className="text-lg font-semibold">
            Fetching your progress
          </h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            Your charts appear here as soon as the first sync finishes. This page updates by itself.
          </p>
        </div>
      </div>
      <ul aria-label="Sync status" className="mt-4 divide-y divide-zinc-200 dark:divide-zinc-800">
        {platforms.map((p) => (
          <AccountSyncLine key={p.platform} account={p.account} />
        ))}
      </ul>
      <Link
        href="/profile#handles"
        className="mt-3 inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-400"
      >
        Check or change your handles
      </Link>
    </section>
  );
}

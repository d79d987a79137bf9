import Link from "next/link";
import { UpcomingContests } from "@/components/contests/upcoming-contests";
import type { UpcomingContest } from "@/lib/contract/contests";
import { Panel } from "./panel";

/** The dashboard's next contests: the contests page's list, with a link to that page. */
export function UpcomingPanel({ contests }: { contests: UpcomingContest[] }) {
  return (
    <Panel
      id="upcoming"
      title="Upcoming contests"
      action={
        <Link href="/contests" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-400">
          All contests
        </Link>
      }
    >
      <UpcomingContests contests={contests} />
    </Panel>
  );
}

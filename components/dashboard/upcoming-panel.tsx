import Link from "next/link";
import { UpcomingContests } from "@/components/contests/upcoming-contests";
import type { UpcomingContest } from "@/lib/contract/contests";
import type { PlatformId } from "@/lib/contract/platforms";
import { CARD_LINK, Panel } from "./panel";

const NEXT = 4;

export function UpcomingPanel({
  contests,
  unreachable,
  onRetry,
}: {
  contests: UpcomingContest[];
  unreachable: readonly PlatformId[];
  onRetry: () => void;
}) {
  return (
    <Panel
      id="upcoming"
      title="Upcoming contests"
      action={
        <Link href="/contests" className={CARD_LINK}>
          All contests
        </Link>
      }
    >
      <UpcomingContests contests={contests.slice(0, NEXT)} unreachable={unreachable} onRetry={onRetry} />
    </Panel>
  );
}

"use client";
import { CalendarCheck, CheckCircle2, Flame, Send, Trophy, TrendingUp } from "lucide-react";
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { PageHeader } from "@/components/ui/page-header";
import { PageLoader } from "@/components/ui/page-loader";
import { StatTile } from "@/components/ui/stat-tile";
import { ErrorState } from "@/components/ui/states";
import { MyAssignments } from "@/components/clubs/my-assignments";
import { DueToday } from "@/components/reviews/due-today";
import { WeaknessCard } from "@/components/train/weakness-card";
import { LOADING_TEXT } from "@/lib/client/loading-texts";
import type { FullData } from "@/lib/contract/dashboard";
import { PLATFORM_IDS, platformLabel } from "@/lib/contract/platforms";
import { ActivityHeatmap } from "./activity-heatmap";
import { DailyProblemCard } from "./daily-problem-card";
import { NoHandles, SyncingHandles } from "./dashboard-empty";
import { NetworkFeed } from "./network-feed";
import { Panel } from "./panel";
import { ACTIVE_DAY_TEXT, dataState } from "./progress";
import { RatingPanel } from "./rating-panel";
import { DifficultyPanel, TagsPanel } from "./solved-panels";
import { UpcomingPanel } from "./upcoming-panel";
import { useDashboard } from "./use-dashboard";

function greeting(hour: number | null) {
  if (hour === null) return "Hello";
  if (hour < 5) return "Good evening";
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

const neverChanges = () => () => {};

/** The server's hour, so nothing is formatted with Intl during hydration (docs/decisions/027-english-without-intl.md). */
function useGreetingHour(serverHour: number | undefined): number | null {
  return useSyncExternalStore(
    neverChanges,
    () => serverHour ?? new Date().getHours(),
    () => serverHour ?? null,
  );
}

/** `timeZone`: the zone the server read the dashboard for, now in the cache; `hour`: its hour then. */
export function DashboardView({ timeZone, hour: serverHour }: { timeZone?: string; hour?: number } = {}) {
  const { profile } = useAuth();
  const dashboard = useDashboard(timeZone);
  const hour = useGreetingHour(serverHour);
  const name = profile?.personal.fullName ?? "";

  return (
    <>
      <PageLoader text={LOADING_TEXT.dashboard} done={!dashboard.isPending} />
      <PageHeader title="Dashboard" subtitle={`${greeting(hour)}, ${name}.`} />
      {dashboard.data ? (
        <DashboardContent data={dashboard.data} onRetry={() => void dashboard.reload()} />
      ) : dashboard.isError ? (
        <ErrorState title="Could not load your dashboard" onRetry={() => void dashboard.reload()} />
      ) : null}
    </>
  );
}

function DashboardContent({ data, onRetry }: { data: FullData; onRetry: () => void }) {
  const state = dataState(data.platforms);
  return (
    <div className="space-y-6">
      {state === "no-handles" ? <NoHandles /> : state === "syncing" ? <SyncingHandles platforms={data.platforms} /> : null}
      {/* A club's deadlines come first: nothing else here runs out. Absent for someone in no club. */}
      <MyAssignments />

      {state === "ready" ? (
        <>
          <dl aria-label="Totals" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-6" data-testid="totals">
            <StatTile label="Problems solved" value={data.totals.solved} icon={CheckCircle2} />
            <StatTile label="Submissions" value={data.totals.submissions} icon={Send} />
            <StatTile label="Contests" value={data.totals.contests} icon={Trophy} />
            <StatTile label="Active days" value={data.totals.activeDays} icon={CalendarCheck} />
            <StatTile label="Current streak" value={data.streak.current} icon={Flame} />
            <StatTile label="Longest streak" value={data.streak.longest} icon={TrendingUp} />
          </dl>
          <p className="-mt-3 text-sm text-zinc-600 dark:text-zinc-400" data-testid="active-day-rule">
            {ACTIVE_DAY_TEXT} Time zone: {data.timeZone}.
          </p>
          {/* Each card as tall as its own data: a platform without contests does not stretch to its neighbour's chart. */}
          <div className="grid gap-6 *:min-w-0 xl:grid-cols-2 xl:items-start">
            {data.platforms.map((p) => (
              <RatingPanel key={p.platform} progress={p} />
            ))}
          </div>
          <NotLinked linked={data.platforms.map((p) => p.platform)} />
          <Panel id="activity" title="Activity">
            <ActivityHeatmap days={data.activity} scale={data.activityScale} />
          </Panel>
          <div className="grid gap-6 *:min-w-0 lg:grid-cols-2">
            <DifficultyPanel platforms={data.platforms} />
            <TagsPanel platforms={data.platforms} />
          </div>
          <WeaknessCard />
        </>
      ) : null}

      {/* Two rows of two cards each as tall as its own data: today's two short cards, then the two
          lists of about the same length (a rail of three cards beside the feed ran far below it). */}
      <div className="grid gap-6 *:min-w-0 lg:grid-cols-2 lg:items-start">
        <DueToday />
        <DailyProblemCard daily={data.daily} onRetry={onRetry} />
      </div>
      <div className="grid gap-6 *:min-w-0 lg:grid-cols-2 lg:items-start">
        <NetworkFeed items={data.networkRecent} />
        <UpcomingPanel contests={data.upcoming} unreachable={data.unreachable.upcoming} onRetry={onRetry} />
      </div>
    </div>
  );
}

/** One line with the way to add a handle, not an empty card. */
function NotLinked({ linked }: { linked: readonly string[] }) {
  const missing = PLATFORM_IDS.filter((id) => !linked.includes(id)).map(platformLabel);
  if (missing.length === 0) return null;
  const names = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}`;
  return (
    <p className="-mt-3 text-sm text-zinc-600 dark:text-zinc-400" data-testid="not-linked">
      {names} {missing.length === 1 ? "is" : "are"} not linked.{" "}
      <Link href="/profile#handles" className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-400">
        Add a handle
      </Link>{" "}
      to see {missing.length === 1 ? "its" : "their"} rating here.
    </p>
  );
}

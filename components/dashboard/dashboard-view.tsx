"use client";
import { CalendarCheck, CheckCircle2, Flame, Send, Trophy, TrendingUp } from "lucide-react";
import { useState } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { PageHeader } from "@/components/ui/page-header";
import { PageLoader } from "@/components/ui/page-loader";
import { StatTile } from "@/components/ui/stat-tile";
import { ErrorState } from "@/components/ui/states";
import { DueToday } from "@/components/reviews/due-today";
import { WeaknessCard } from "@/components/train/weakness-card";
import { LOADING_TEXT } from "@/lib/client/loading-texts";
import type { FullData } from "@/lib/contract/dashboard";
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

function greeting(hour: number) {
  if (hour < 5) return "Good evening";
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

export function DashboardView() {
  const { profile } = useAuth();
  const dashboard = useDashboard();
  const [hour] = useState(() => new Date().getHours());
  const name = profile?.personal.fullName ?? "";

  return (
    <>
      <PageLoader text={LOADING_TEXT.dashboard} done={!dashboard.isPending} />
      <PageHeader title="Dashboard" subtitle={`${greeting(hour)}, ${name}.`} />
      {dashboard.data ? (
        <DashboardContent data={dashboard.data} />
      ) : dashboard.isError ? (
        <ErrorState title="Could not load your dashboard" onRetry={() => void dashboard.reload()} />
      ) : null}
    </>
  );
}

function DashboardContent({ data }: { data: FullData }) {
  const state = dataState(data.platforms);
  return (
    <div className="space-y-6">
      {state === "no-handles" ? <NoHandles /> : state === "syncing" ? <SyncingHandles platforms={data.platforms} /> : null}

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
          <div className="grid gap-6 xl:grid-cols-2">
            {data.platforms.map((p) => (
              <RatingPanel key={p.platform} progress={p} />
            ))}
          </div>
          <Panel id="activity" title="Activity">
            <ActivityHeatmap days={data.activity} />
          </Panel>
          <div className="grid gap-6 lg:grid-cols-2">
            <DifficultyPanel platforms={data.platforms} />
            <TagsPanel platforms={data.platforms} />
          </div>
          <WeaknessCard />
        </>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <NetworkFeed items={data.networkRecent} />
        <div className="space-y-6">
          <DueToday />
          <DailyProblemCard daily={data.daily} />
          <UpcomingPanel contests={data.upcoming} />
        </div>
      </div>
    </div>
  );
}

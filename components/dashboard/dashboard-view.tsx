"use client";
import Link from "next/link";
import { LineChart } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { buttonClass } from "@/components/ui/button";
import { NotYetAvailable } from "@/components/ui/coming-soon";
import { Card, PageHeader } from "@/components/ui/page-header";

export function DashboardView() {
  const { profile } = useAuth();
  if (!profile) return null;
  const stats = [
    { label: "Problems solved", value: profile.quickStats.totalSolved },
    { label: "Submissions", value: profile.quickStats.totalSubmissions },
    { label: "Contests", value: profile.quickStats.contestsAttended },
    { label: "Active days", value: profile.quickStats.activeDays },
  ];
  return (
    <>
      <PageHeader title="Dashboard" subtitle={`Welcome back, ${profile.personal.fullName}.`} />
      <section aria-label="Quick stats" className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((s) => (
          <Card key={s.label}>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{s.label}</p>
            <p className="mt-1 text-3xl font-bold tabular-nums">{s.value}</p>
          </Card>
        ))}
      </section>
      <NotYetAvailable icon={LineChart} title="Your progress charts appear once your handles are synced">
        <p>Ratings, activity and streaks are drawn from your own LeetCode, Codeforces and CodeChef submissions.</p>
        <Link href="/profile#handles" className={buttonClass("primary", "md", "mt-4")}>
          Add your handles
        </Link>
      </NotYetAvailable>
    </>
  );
}

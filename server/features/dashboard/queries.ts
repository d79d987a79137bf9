import { sql, type SQL } from "drizzle-orm";
import { activityScale, levelBounds, levelOf } from "@/lib/contract/activity-scale";
import type { FullData, PlatformProgress, Progress } from "@/lib/contract/dashboard";
import { difficultyBucket, PLATFORM_IDS, PLATFORMS, type PlatformId } from "@/lib/contract/platforms";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/raw";
import { toAccountSync } from "../../accounts/account";
import { DIFFICULTIES, platformSolved, solvedCountNote } from "../../platforms/leetcode/solved";
import { networkPeople } from "../../accounts/network";
import { userAccounts } from "../profile/handles";
import { lastDays, localDate, streaks } from "./streak";

type HistoryRow = {
  account_id: string;
  name: string;
  url: string;
  date: string | Date;
  rank: number | null;
  old_rating: number | null;
  new_rating: number | null;
};
type SolvedRow = { platform: PlatformId; difficulty: string | null; rating: number | null; tags: string[] };
type ActivityRow = { day: string; submissions: number; accepted: number; solved: number };
type NetworkSolveRow = { person: string; name: string; problem: string; url: string; platform: PlatformId; submitted_at: string | Date };
const iso = (v: string | Date) => new Date(v).toISOString();
const TOP_TAGS = 8;

/** By difficulty word (LeetCode) or rating band (docs/behaviour.md §5), and by tag. */
function progressFor(platform: PlatformId, solved: Array<{ difficulty: string | null; rating: number | null; tags: string[] }>) {
  const words = PLATFORMS[platform].grades === "words";
  const by = new Map<string, number>();
  const tags = new Map<string, number>();
  for (const p of solved) {
    const label = words ? (p.difficulty ?? "Unknown") : p.rating !== null ? difficultyBucket(p.rating) : "unrated";
    by.set(label, (by.get(label) ?? 0) + 1);
    for (const t of p.tags) tags.set(t, (tags.get(t) ?? 0) + 1);
  }
  // A zero is information; "Unknown"/"unrated" only when there are some.
  const usual = words ? ["Easy", "Medium", "Hard"] : ["easy", "medium", "hard", "insane"];
  const extra = words ? "Unknown" : "unrated";
  const labels = by.has(extra) ? [...usual, extra] : usual;
  return {
    solvedBy: labels.map((label) => ({ label, count: by.get(label) ?? 0 })),
    topTags: topTagsOf(tags),
  };
}

const topTagsOf = (counts: Map<string, number>) =>
  [...counts.entries()]
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP_TAGS)
    .map(([tag, count]) => ({ tag, count }));

const accountArray = (accounts: readonly { id: string }[]) =>
  accounts.length
    ? sql`array[${sql.join(
        accounts.map((a) => sql`${a.id}::uuid`),
        sql`, `,
      )}]`
    : sql`array[]::uuid[]`;

const dailyGoalOf = async (db: Db, userId: string) =>
  (await queryRows<{ daily_goal: number }>(db, sql`select daily_goal from users where id = ${userId}`))[0]?.daily_goal ?? 5;

/** The one definition of an active day, for the streak, the heatmap and the sidebar alike. */
async function activeDaysOf(db: Db, mine: SQL, timeZone: string): Promise<string[]> {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`
      select distinct to_char(submitted_at at time zone ${timeZone}, 'YYYY-MM-DD') as day
      from submissions where account_id = any(${mine})`,
  );
  return rows.map((r) => r.day);
}

/** The one count behind the Daily Goal; today in any zone began less than two days ago, which keeps this to the index's recent end. */
async function solvedTodayOf(db: Db, mine: ReturnType<typeof accountArray>, timeZone: string, today: string, now: Date): Promise<number> {
  const [row] = await queryRows<{ solved: number }>(
    db,
    sql`
    select count(distinct problem_id)::int as solved from submissions
    where account_id = any(${mine}) and verdict = 'accepted' and submitted_at >= ${new Date(now.getTime() - 2 * 86_400_000)}
      and to_char(submitted_at at time zone ${timeZone}, 'YYYY-MM-DD') = ${today}`,
  );
  return row?.solved ?? 0;
}

/** Counted as the dashboard counts them, without the year of activity it does not show. */
export async function progressData(db: Db, userId: string, timeZone: string, now: Date): Promise<Progress> {
  const today = localDate(now, timeZone);
  const accounts = await userAccounts(db, userId);
  const mine = accountArray(accounts);
  const [dailyGoal, activeDays, solvedToday] = await Promise.all([
    dailyGoalOf(db, userId),
    activeDaysOf(db, mine, timeZone),
    solvedTodayOf(db, mine, timeZone, today, now),
  ]);
  return {
    solvedToday,
    dailyGoal,
    streak: streaks(activeDays, today),
    syncing: accounts.some((a) => a.status === "pending" && a.lastSyncedAt === null),
  };
}

export async function dashboardData(
  db: Db,
  userId: string,
  timeZone: string,
  now: Date,
  feeds: Pick<FullData, "upcoming" | "daily" | "unreachable">,
): Promise<FullData> {
  const today = localDate(now, timeZone);
  const days = lastDays(today, 365);
  const accounts = await userAccounts(db, userId);
  const mine = accountArray(accounts);

  const [dailyGoal, solvedToday, history, solved, activity, activeDays, network] = await Promise.all([
    dailyGoalOf(db, userId),
    solvedTodayOf(db, mine, timeZone, today, now),
    queryRows<HistoryRow>(
      db,
      sql`
      select account_id, name, url, date, rank, old_rating, new_rating from contest_results
      where account_id = any(${mine}) order by date`,
    ),
    queryRows<SolvedRow>(
      db,
      sql`
      select a.platform, p.difficulty, p.rating, p.tags
      from (select distinct account_id, problem_id from submissions where account_id = any(${mine}) and verdict = 'accepted') s
      join platform_accounts a on a.id = s.account_id
      join problems p on p.id = s.problem_id`,
    ),
    queryRows<ActivityRow>(
      db,
      sql`
      select to_char(s.submitted_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
        count(*)::int as submissions,
        count(*) filter (where s.verdict = 'accepted')::int as accepted,
        count(distinct s.problem_id) filter (where s.verdict = 'accepted')::int as solved
      from submissions s
      where s.account_id = any(${mine}) and s.submitted_at >= ${new Date(now.getTime() - 367 * 86_400_000)}
      group by 1`,
    ),
    activeDaysOf(db, mine, timeZone),
    queryRows<NetworkSolveRow>(
      db,
      sql`
      with people as (${networkPeople(userId)}),
      -- The latest 20 first, then their problems: not a problem lookup for every solve of the week.
      recent as materialized (
        select p.person, p.name, s.problem_id, s.submitted_at
        from people p
        join submissions s on s.account_id = p.account_id
          and s.verdict = 'accepted' and s.submitted_at >= ${new Date(now.getTime() - 7 * 86_400_000)}
        order by s.submitted_at desc
        limit 20
      )
      select r.person, r.name, pr.name as problem, pr.url, pr.platform, r.submitted_at
      from recent r
      join problems pr on pr.id = r.problem_id
      order by r.submitted_at desc`,
    ),
  ]);

  const historyRows = history;
  const solvedRows = solved;
  const byDay = new Map(activity.map((r) => [r.day, r]));

  const platforms: PlatformProgress[] = PLATFORM_IDS.flatMap((platform) => {
    const account = accounts.find((a) => a.platform === platform);
    if (!account) return [];
    const mineSolved = solvedRows.filter((r) => r.platform === platform);
    const progress = progressFor(platform, mineSolved);
    // LeetCode's own totals, where it gives them, stand in for ours, which cover only its recent submissions.
    const fromPlatform = platformSolved(account.stats);
    const note = fromPlatform ? solvedCountNote(fromPlatform.total, mineSolved.length) : null;
    return [
      {
        platform,
        account: toAccountSync(account),
        // Shaped as the chart plots it: rated contests only, oldest first (the rows come ordered by date).
        ratingSeries: historyRows.flatMap((h) =>
          h.account_id === account.id && h.new_rating !== null
            ? [
                {
                  at: new Date(h.date).getTime(),
                  rating: h.new_rating,
                  change: h.old_rating === null ? null : h.new_rating - h.old_rating,
                  rank: h.rank,
                  contest: h.name,
                  url: h.url,
                },
              ]
            : [],
        ),
        solved: fromPlatform ? fromPlatform.total : mineSolved.length,
        ...progress,
        ...(fromPlatform ? { solvedBy: DIFFICULTIES.map((label) => ({ label, count: fromPlatform.byDifficulty[label] })) } : {}),
        // Its tag counts too, where it sent them: ours come from the 20 recent submissions only.
        ...(fromPlatform && Object.keys(fromPlatform.byTag).length
          ? { topTags: topTagsOf(new Map(Object.entries(fromPlatform.byTag))) }
          : {}),
        ...(note ? { solvedNote: note } : {}),
      },
    ];
  });

  const allDays = [...byDay.values()];
  const inYear = new Set(days);
  const year = days.map((date) => ({ date, submissions: byDay.get(date)?.submissions ?? 0, accepted: byDay.get(date)?.accepted ?? 0 }));
  // Decided here so the browser only draws them.
  const bounds = levelBounds(year.map((d) => d.submissions));
  return {
    timeZone,
    today,
    platforms,
    totals: {
      solved: platforms.reduce((n, p) => n + p.solved, 0),
      submissions: allDays.reduce((n, d) => n + d.submissions, 0),
      contests: historyRows.length,
      activeDays: allDays.filter((d) => d.submissions > 0 && inYear.has(d.day)).length,
    },
    activity: year.map((d) => ({ ...d, level: levelOf(d.submissions, bounds) })),
    activityScale: activityScale(bounds),
    streak: streaks(activeDays, today),
    solvedToday,
    dailyGoal,
    networkRecent: network.map((r) => ({
      person: r.name,
      personId: r.person,
      problem: r.problem,
      url: r.url,
      platform: r.platform,
      at: iso(r.submitted_at),
    })),
    ...feeds,
  };
}

import { z } from "zod";

import {
  PlatformError,
  type ContestResult,
  type DailyProblem,
  type LeetCodeProfile,
  type Problem,
  type Submission,
  type UpcomingContest,
  type Verdict,
} from "../types";
import type { ContestHistoryEntry, LeetCodeQuestion, MatchedUser, RecentSubmission } from "./schemas";

/** Links shown to users go to the real site, whatever the adapter talks to. */
const SITE = "https://leetcode.com";
const DIFFICULTIES = ["Easy", "Medium", "Hard"] as const;

const problemUrl = (slug: string) => `${SITE}/problems/${slug}/`;
const contestUrl = (slug: string) => `${SITE}/contest/${slug}`;

/** "Weekly Contest 400" → "weekly-contest-400" (the history carries titles, not slugs). */
const contestSlug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

const calendarSchema = z.record(z.string(), z.coerce.number().int().nonnegative());

/** Days are keyed in UTC. */
function calendarDays(raw: string | null | undefined): Record<string, number> {
  if (!raw) return {};
  let parsed: Record<string, number>;
  try {
    parsed = calendarSchema.parse(JSON.parse(raw));
  } catch {
    throw new PlatformError("leetcode", "bad_shape", "LeetCode sent a submission calendar we could not read");
  }
  const days: Record<string, number> = {};
  for (const [second, count] of Object.entries(parsed)) {
    const at = Number(second);
    if (!Number.isFinite(at)) continue;
    const day = utcDay(new Date(at * 1000));
    days[day] = (days[day] ?? 0) + count;
  }
  return days;
}

/** Looked up by `difficulty`, as the array's order is not a contract; `submitStats` is only the fallback. */
function solvedByDifficulty(user: MatchedUser): Record<string, number> {
  const solved: Record<string, number> = Object.fromEntries(DIFFICULTIES.map((d) => [d, 0]));
  const counts = user.submitStatsGlobal?.acSubmissionNum ?? user.submitStats?.acSubmissionNum ?? [];
  for (const entry of counts) if (entry.difficulty !== "All") solved[entry.difficulty] = entry.count;
  return solved;
}

/** A tag listed in two tiers counts once, with the larger count. */
function solvedByTag(user: MatchedUser): Record<string, number> {
  const counts: Record<string, number> = {};
  const tiers = user.tagProblemCounts;
  for (const tier of [tiers?.fundamental, tiers?.intermediate, tiers?.advanced]) {
    for (const { tagName, problemsSolved } of tier ?? []) counts[tagName] = Math.max(counts[tagName] ?? 0, problemsSolved);
  }
  return counts;
}

export function toProfile(
  user: MatchedUser,
  ranking: { rating: number; badge?: { name: string } | null } | null | undefined,
  history: { attended: boolean; rating: number }[] | null | undefined,
): LeetCodeProfile {
  const rating = ranking ? Math.round(ranking.rating) : null;
  const attendedRatings = (history ?? []).filter((h) => h.attended).map((h) => Math.round(h.rating));
  const best = history ? [...attendedRatings, ...(rating === null ? [] : [rating])] : [];
  return {
    platform: "leetcode",
    handle: user.username,
    displayName: user.profile?.realName?.trim() || null,
    rating,
    maxRating: best.length ? Math.max(...best) : null,
    rank: ranking?.badge?.name ?? null,
    avatarUrl: user.profile?.userAvatar || null,
    lastOnlineAt: null,
    solved: solvedByDifficulty(user),
    calendar: calendarDays(user.submissionCalendar),
    solvedByTag: solvedByTag(user),
  };
}

export function toContestResults(history: ContestHistoryEntry[]): ContestResult[] {
  const attended = history.filter((h) => h.attended).sort((a, b) => a.contest.startTime - b.contest.startTime);
  let previous: number | null = null;
  return attended.map((entry) => {
    const slug = contestSlug(entry.contest.title);
    const newRating = Math.round(entry.rating);
    const result: ContestResult = {
      platform: "leetcode",
      externalId: slug,
      name: entry.contest.title,
      url: contestUrl(slug),
      date: new Date((entry.contest.startTime + (entry.finishTimeInSeconds ?? 0)) * 1000),
      rank: entry.ranking || null,
      oldRating: previous,
      newRating,
    };
    previous = newRating;
    return result;
  });
}

function verdictOf(statusDisplay: string): Verdict {
  if (statusDisplay === "Accepted") return "accepted";
  if (statusDisplay === "Pending" || statusDisplay === "Judging") return "pending";
  return "rejected";
}

const bareProblem = (slug: string, title: string): Problem => ({
  platform: "leetcode",
  externalId: slug,
  name: title,
  url: problemUrl(slug),
  difficulty: null,
  rating: null,
  tags: [],
  contestExternalId: null,
  index: null,
});

/** Without repeats: the external id is the upsert key. */
export function toSubmissions(list: RecentSubmission[]): Submission[] {
  const seen = new Set<string>();
  const out: Submission[] = [];
  for (const item of [...list].sort((a, b) => b.timestamp - a.timestamp)) {
    const externalId = item.id ?? `${item.titleSlug}:${item.timestamp}`;
    if (seen.has(externalId)) continue;
    seen.add(externalId);
    out.push({
      platform: "leetcode",
      externalId,
      problem: bareProblem(item.titleSlug, item.title),
      verdict: verdictOf(item.statusDisplay),
      rawVerdict: item.statusDisplay,
      submittedAt: new Date(item.timestamp * 1000),
      duringContest: false,
    });
  }
  return out;
}

const tagNames = (question: LeetCodeQuestion) => (question.topicTags ?? []).map((t) => t.name);

export const toProblem = (question: LeetCodeQuestion): Problem => ({
  ...bareProblem(question.titleSlug, question.title),
  difficulty: question.difficulty,
  tags: tagNames(question),
});

export function toDaily(daily: { date: string; link: string; question: LeetCodeQuestion }): DailyProblem {
  const link = daily.link.endsWith("/") ? daily.link : `${daily.link}/`;
  return {
    date: daily.date,
    title: daily.question.title,
    titleSlug: daily.question.titleSlug,
    questionLink: `${SITE}${link}`,
    difficulty: daily.question.difficulty,
    tags: tagNames(daily.question),
  };
}

export function toUpcoming(
  contests: { title: string; titleSlug: string; startTime: number; duration: number }[],
  now: Date,
): UpcomingContest[] {
  const nowSeconds = now.getTime() / 1000;
  return contests
    .filter((c) => c.startTime + c.duration > nowSeconds)
    .sort((a, b) => a.startTime - b.startTime)
    .map((c) => ({
      platform: "leetcode",
      externalId: c.titleSlug,
      name: c.title,
      url: contestUrl(c.titleSlug),
      startTime: new Date(c.startTime * 1000),
      durationMinutes: Math.round(c.duration / 60),
    }));
}

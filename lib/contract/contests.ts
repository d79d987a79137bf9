import "./zod-setup";
import { z } from "zod";
import { UPSOLVE_STATES } from "./choices";
import { PLATFORM_IDS } from "./platforms";

/** docs/behaviour.md §3 and §9 */
export const RECENT_CONTESTS = 5;

export type { UpsolveState } from "./choices";

export const contestProblemSchema = z.object({
  name: z.string(),
  url: z.string(),
  /** "A", "B", ... when the platform numbers its problems. */
  index: z.string().nullable(),
  rating: z.number().nullable(),
  /** solved in the contest, upsolved after it, attempted without success, or not tried. */
  state: z.enum(UPSOLVE_STATES),
});
export type ContestProblem = z.infer<typeof contestProblemSchema>;

/** docs/behaviour.md §3, plus what upsolving needs. */
export const recentContestSchema = z.object({
  name: z.string(),
  url: z.string(),
  date: z.string(),
  platform: z.enum(PLATFORM_IDS),
  /** The rating after the contest. */
  rating: z.number().nullable(),
  rank: z.number().nullable(),
  /** Null where the platform does not expose the contest's problem list. */
  problems: z.array(contestProblemSchema).nullable(),
  /** Where the Upsolve button leads: the first problem not yet solved, else the contest. */
  upsolveUrl: z.string(),
});
export type RecentContest = z.infer<typeof recentContestSchema>;

export const upcomingContestSchema = z.object({
  name: z.string(),
  /** ISO time. */
  startTime: z.string(),
  /** Minutes. */
  duration: z.number(),
  url: z.string(),
  platform: z.enum(PLATFORM_IDS),
});
export type UpcomingContest = z.infer<typeof upcomingContestSchema>;

export const dailyProblemSchema = z.object({
  questionLink: z.string(),
  title: z.string(),
  titleSlug: z.string(),
  difficulty: z.string(),
  tags: z.array(z.string()),
  date: z.string(),
});
export type DailyProblem = z.infer<typeof dailyProblemSchema>;

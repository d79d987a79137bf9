import "./zod-setup";
import { z } from "zod";
import { text } from "./common";
import { dailyProblemSchema, upcomingContestSchema } from "./contests";
import { unreachableSchema } from "./unreachable";
import { PLATFORM_IDS } from "./platforms";
import { accountSyncSchema } from "./profile";
import { isKnownTimeZone, TIME_ZONE_MAX } from "./time-zones";

export const timeZoneSchema = text().trim().max(TIME_ZONE_MAX).refine(isKnownTimeZone, "Unknown time zone");

export const dashboardQuerySchema = z.object({ tz: timeZoneSchema.default("UTC") });

/** Oldest first, rated contests only. */
export const ratingPointSchema = z.object({
  /** Milliseconds since the epoch (the chart's x axis is time). */
  at: z.number(),
  rating: z.number(),
  /** The change the contest brought; null when the platform did not say the rating before it. */
  change: z.number().nullable(),
  rank: z.number().nullable(),
  contest: z.string(),
  url: z.string(),
});

export const platformProgressSchema = z.object({
  platform: z.enum(PLATFORM_IDS),
  account: accountSyncSchema,
  ratingSeries: z.array(ratingPointSchema),
  /** LeetCode: Easy/Medium/Hard; Codeforces and CodeChef: the product's bands (docs/behaviour.md §5: easy < 1400 … insane ≥ 2100) and "unrated". */
  solvedBy: z.array(z.object({ label: z.string(), count: z.number() })),
  /** On LeetCode, LeetCode's own all-time totals (we hold only its recent submissions). */
  solved: z.number(),
  /** In words, when our count and the platform's disagree. */
  solvedNote: z.string().optional(),
  topTags: z.array(z.object({ tag: z.string(), count: z.number() })),
});
export type PlatformProgress = z.infer<typeof platformProgressSchema>;

/** Level 0 for no submission, then the busy days' quartiles 1–4. */
export const dayActivitySchema = z.object({ date: z.string(), submissions: z.number(), accepted: z.number(), level: z.number() });

/** `max` null: no upper bound. */
export const activityScaleSchema = z.array(z.object({ level: z.number(), min: z.number(), max: z.number().nullable() }));

export const networkSolveSchema = z.object({
  person: z.string(),
  personId: z.string(),
  problem: z.string(),
  url: z.string(),
  platform: z.enum(PLATFORM_IDS),
  at: z.string(),
});

export const fullDataSchema = z.object({
  timeZone: z.string(),
  today: z.string(),
  platforms: z.array(platformProgressSchema),
  totals: z.object({ solved: z.number(), submissions: z.number(), contests: z.number(), activeDays: z.number() }),
  /** The last 365 days in the user's time zone, oldest first, every day present. */
  activity: z.array(dayActivitySchema),
  activityScale: activityScaleSchema,
  streak: z.object({ current: z.number(), longest: z.number() }),
  solvedToday: z.number(),
  dailyGoal: z.number(),
  networkRecent: z.array(networkSolveSchema),
  upcoming: z.array(upcomingContestSchema),
  daily: dailyProblemSchema.nullable(),
  /** The platforms that could not be asked for the upcoming contests and for the daily problem. */
  unreachable: z.object({ upcoming: unreachableSchema, daily: unreachableSchema }),
});
export type FullData = z.infer<typeof fullDataSchema>;

/** Read every minute on every page, so the dashboard's figures alone. */
export const progressSchema = z.object({
  solvedToday: z.number(),
  dailyGoal: z.number(),
  streak: fullDataSchema.shape.streak,
  /** An account's first sync is still to come: the numbers change by the second meanwhile. */
  syncing: z.boolean(),
});
export type Progress = z.infer<typeof progressSchema>;

import { z } from "zod";
import { text } from "./common";
import { dailyProblemSchema, upcomingContestSchema } from "./contests";
import { PLATFORM_IDS } from "./platforms";
import { accountSyncSchema } from "./profile";

/** An IANA time zone the runtime knows ("Asia/Kolkata"); the client sends its own. */
export const timeZoneSchema = text()
  .trim()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "Unknown time zone");

export const dashboardQuerySchema = z.object({ tz: timeZoneSchema.default("UTC") });

export const ratingPointSchema = z.object({
  contest: z.string(),
  url: z.string(),
  date: z.string(),
  rank: z.number().nullable(),
  oldRating: z.number().nullable(),
  newRating: z.number().nullable(),
});

export const platformProgressSchema = z.object({
  platform: z.enum(PLATFORM_IDS),
  account: accountSyncSchema,
  ratingHistory: z.array(ratingPointSchema),
  /** LeetCode: Easy/Medium/Hard; Codeforces and CodeChef: the product's bands (docs/behaviour.md §5: easy < 1400 … insane ≥ 2100) and "unrated". */
  solvedBy: z.array(z.object({ label: z.string(), count: z.number() })),
  /** On LeetCode, LeetCode's own all-time totals (we hold only its recent submissions). */
  solved: z.number(),
  /** In words, when our count and the platform's disagree. */
  solvedNote: z.string().optional(),
  topTags: z.array(z.object({ tag: z.string(), count: z.number() })),
});
export type PlatformProgress = z.infer<typeof platformProgressSchema>;

export const dayActivitySchema = z.object({ date: z.string(), submissions: z.number(), accepted: z.number() });

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
  streak: z.object({ current: z.number(), longest: z.number() }),
  solvedToday: z.number(),
  dailyGoal: z.number(),
  networkRecent: z.array(networkSolveSchema),
  upcoming: z.array(upcomingContestSchema),
  daily: dailyProblemSchema.nullable(),
});
export type FullData = z.infer<typeof fullDataSchema>;

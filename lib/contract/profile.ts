import "./zod-setup";
import { z } from "zod";
import { fullNameSchema } from "./auth";
import { optionalHttpUrl, text, trimmedText } from "./common";
import { PLATFORM_IDS, type PlatformId } from "./platforms";

export const personalInfoSchema = z.object({
  fullName: z.string(),
  userName: z.string(),
  email: z.string(),
  avatar: z.string(),
  bio: z.string(),
  university: z.string(),
  yearOfStudy: z.string(),
  /** Problems a day the Daily Goal counts towards. */
  dailyGoal: z.number(),
  emailVerified: z.boolean(),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

export const handlesSchema = z.object(Object.fromEntries(PLATFORM_IDS.map((p) => [p, z.string()])) as Record<PlatformId, z.ZodString>);
export type Handles = Record<PlatformId, string>;

/**
 * Counts from synced platform data; all zero until an account has been synced. No mean of ratings
 * across platforms (different scales) and no count of active days: the dashboard holds the one
 * definition of an active day, in the user's time zone (docs/decisions/014).
 */
export const quickStatsSchema = z.object({
  /** LeetCode's own all-time count stands in for ours on a LeetCode account (ours holds only recent submissions). */
  totalSolved: z.number(),
  /** In words, when our count of a platform's solves and the platform's own disagree (which one is shown, and why). */
  solvedNote: z.string().optional(),
  totalSubmissions: z.number(),
  contestsAttended: z.number(),
});
export type QuickStats = z.infer<typeof quickStatsSchema>;

export const profileDataSchema = z.object({
  personal: personalInfoSchema,
  handles: handlesSchema,
  quickStats: quickStatsSchema,
  accounts: z.lazy(() => z.array(accountSyncSchema)),
});
export type ProfileData = z.infer<typeof profileDataSchema>;

export const updateProfileSchema = z.object({
  fullName: fullNameSchema,
  avatar: optionalHttpUrl(300),
  bio: trimmedText(300).default(""),
  university: trimmedText(100).default(""),
  yearOfStudy: trimmedText(20).default(""),
  dailyGoal: z.coerce
    .number({ error: "Daily goal must be a number" })
    .int("Daily goal must be a whole number")
    .min(1, "Daily goal is 1 to 50 problems")
    .max(50, "Daily goal is 1 to 50 problems")
    .optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** An empty string clears a handle. */
const handleField = (label: string) =>
  text({ error: `${label} handle must be text` })
    .trim()
    .max(40, `${label} handle is at most 40 characters`)
    .refine((v) => v === "" || /^[A-Za-z0-9_.-]+$/.test(v), `${label} handles use letters, digits, '_', '.' and '-' only`)
    .default("");

export const updateHandlesSchema = z.object({
  leetcode: handleField("LeetCode"),
  codeforces: handleField("Codeforces"),
  codechef: handleField("CodeChef"),
});

export const SYNC_STATUSES = ["pending", "ok", "error", "not_found"] as const;

export const accountSyncSchema = z.object({
  platform: z.enum(PLATFORM_IDS),
  handle: z.string(),
  profileUrl: z.string(),
  displayName: z.string().nullable(),
  rating: z.number().nullable(),
  maxRating: z.number().nullable(),
  rank: z.string().nullable(),
  status: z.enum(SYNC_STATUSES),
  lastSyncedAt: z.string().nullable(),
  nextSyncAt: z.string().nullable(),
  /**
   * Codeforces: when we last asked whether the account had new activity (a batched user.info; its
   * submissions are fetched only when it has). Newer than lastSyncedAt when nothing new was found.
   */
  lastCheckedAt: z.string().nullable().optional(),
  /** In words ("Codeforces handle not found", "LeetCode is paused after repeated failures; ..."). */
  lastError: z.string().nullable(),
  /** LeetCode keeps only 20 recent submissions: set when more than that arrived between two polls. */
  mayHaveMissedSince: z.string().nullable(),
  /** The handle this account had before the platform reported a rename, if it did. */
  renamedFrom: z.string().nullable().optional(),
  /** In words, beside the status: "Renamed from X on Codeforces", what the platform would not describe. */
  notes: z.array(z.string()).optional(),
});
export type AccountSync = z.infer<typeof accountSyncSchema>;

export const syncStatusSchema = z.object({ accounts: z.array(accountSyncSchema) });

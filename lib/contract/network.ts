import "./zod-setup";
import { z } from "zod";
import { text } from "./common";
import { handlesSchema } from "./profile";
import { PLATFORM_IDS } from "./platforms";

/**
 * Someone in a user's network: a user of Algo Ladder (`kind: "user"`), or a platform account
 * followed by handle alone (`kind: "account"`, what StopStalk and AtCoder Problems users rely on).
 * `id` is what /friends/toggleFriend takes: a user id, or "account:<id>" for a bare handle.
 */
export const networkUserSchema = z.object({
  id: z.string(),
  kind: z.enum(["user", "account"]),
  fullName: z.string(),
  userName: z.string(),
  /** docs/behaviour.md §3: platform → handle, "" when unset. */
  handles: handlesSchema,
  /** docs/behaviour.md §3: platform → rating; a platform without a rating is absent. */
  ratings: z.partialRecord(z.enum(PLATFORM_IDS), z.number()),
  /** The newest submission on any of the person's accounts (ISO), null when none is known; sorts by recent activity. */
  lastActiveAt: z.string().nullable().optional(),
  /** Platforms whose handle this user has proved is theirs; absent when none. */
  verified: z.array(z.enum(PLATFORM_IDS)).optional(),
  /**
   * Platforms whose account has no rating because it has not been synced yet: its rating is not
   * known, which is not the same as unrated (docs/decisions/020-syncing-is-not-unrated.md); absent when none.
   */
  syncing: z.array(z.enum(PLATFORM_IDS)).optional(),
});
export type NetworkUser = z.infer<typeof networkUserSchema>;

export const searchUserSchema = z.object({
  searchQuery: text({ error: "Type a name, username or handle" })
    .trim()
    .min(1, "Type a name, username or handle")
    .max(60, "At most 60 characters"),
  /** With a platform, a handle nobody here uses is looked up on that platform and offered as a bare account. */
  platform: z.enum(PLATFORM_IDS).optional(),
});

export const searchResultSchema = networkUserSchema.extend({
  /** True for a handle found on the platform that nobody here has named yet. */
  external: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const toggleFriendSchema = z.object({
  friend_id: text({ error: "friend_id is required" }).trim().min(1, "friend_id is required").max(80),
});

export const sheetPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  at: z.string(),
  /** True when the person has proved their handle on the problem's platform is theirs; absent otherwise. */
  verified: z.literal(true).optional(),
});

export const smartSheetEntrySchema = z.object({
  /** Distinct people in the network who attempted the problem in the window. */
  count: z.number(),
  task: z.object({
    _id: z.string(),
    name: z.string(),
    url: z.string(),
    /** LeetCode's word ("Easy"), or the numeric rating as text ("1600"), or "" when unknown. */
    difficulty: z.string(),
    /** The problem on the one scale (as Train shows it), when it has been placed there. */
    oneScale: z.object({ value: z.number(), estimated: z.boolean() }).optional(),
    platform: z.enum(PLATFORM_IDS),
    tags: z.array(z.string()),
    /** Those of the attempters with an accepted submission, first solve time. */
    solvers: z.array(sheetPersonSchema),
    /** Everyone who attempted it, latest attempt time. */
    attempters: z.array(sheetPersonSchema),
    /** Whether the viewer has already solved it on an account of their own. */
    solvedByMe: z.boolean(),
    lastAttemptAt: z.string(),
  }),
});
export type SmartSheetEntry = z.infer<typeof smartSheetEntrySchema>;

export const smartSheetQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit is 1 to 200")
    .max(200, "limit is 1 to 200")
    .default(200),
});

/** The stalest followed account. */
export const sheetFreshnessSchema = z.object({
  oldestSyncAt: z.string().nullable(),
  staleAccounts: z.number(),
  /** The stalest of the stale accounts (at most three), never synced first: whose person and platform. */
  stalest: z.array(z.object({ name: z.string(), platform: z.enum(PLATFORM_IDS) })),
  windowDays: z.number(),
});

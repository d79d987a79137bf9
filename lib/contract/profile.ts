import { z } from "zod";
import { fullNameSchema } from "./auth";
import { optionalHttpUrl, trimmedText } from "./common";
import { PLATFORM_IDS, type PlatformId } from "./platforms";

export const personalInfoSchema = z.object({
  fullName: z.string(),
  userName: z.string(),
  email: z.string(),
  avatar: z.string(),
  bio: z.string(),
  university: z.string(),
  yearOfStudy: z.string(),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

export const handlesSchema = z.object(Object.fromEntries(PLATFORM_IDS.map((p) => [p, z.string()])) as Record<PlatformId, z.ZodString>);
export type Handles = Record<PlatformId, string>;

/** Counts from synced platform data; all zero until an account has been synced. */
export const quickStatsSchema = z.object({
  totalSolved: z.number(),
  totalSubmissions: z.number(),
  contestsAttended: z.number(),
  activeDays: z.number(),
});
export type QuickStats = z.infer<typeof quickStatsSchema>;

export const profileDataSchema = z.object({
  personal: personalInfoSchema,
  handles: handlesSchema,
  quickStats: quickStatsSchema,
});
export type ProfileData = z.infer<typeof profileDataSchema>;

export const updateProfileSchema = z.object({
  fullName: fullNameSchema,
  avatar: optionalHttpUrl(300),
  bio: trimmedText(300).default(""),
  university: trimmedText(100).default(""),
  yearOfStudy: trimmedText(20).default(""),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

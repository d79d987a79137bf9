import { z } from "zod";
import { fullNameSchema } from "./auth";
import { optionalHttpUrl, trimmedText } from "./common";

export const PLATFORMS = ["leetcode", "codeforces", "codechef"] as const;
export type Platform = (typeof PLATFORMS)[number];

export type PersonalInfo = {
  fullName: string;
  userName: string;
  email: string;
  avatar: string;
  bio: string;
  university: string;
  yearOfStudy: string;
};

export type Handles = Record<Platform, string>;

/** Counts from synced platform data; all zero until an account has been synced. */
export type QuickStats = {
  totalSolved: number;
  totalSubmissions: number;
  contestsAttended: number;
  activeDays: number;
};

export type ProfileData = {
  personal: PersonalInfo;
  handles: Handles;
  quickStats: QuickStats;
};

export const updateProfileSchema = z.object({
  fullName: fullNameSchema,
  avatar: optionalHttpUrl(300),
  bio: trimmedText(300).default(""),
  university: trimmedText(100).default(""),
  yearOfStudy: trimmedText(20).default(""),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

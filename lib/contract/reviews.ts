import "./zod-setup";
import { z } from "zod";
import { REVIEW_INTERVAL_RANGE, REVIEW_RETENTION_RANGE } from "./limits";
import { STUMBLE_PLATFORMS } from "./choices";

/** docs/decisions/017-spaced-re-solving.md */

export const REVIEW_SETTINGS_DEFAULTS = { targetRetention: 0.9, maximumIntervalDays: 365 } as const;

export const reviewSettingsSchema = z.object({
  targetRetention: z
    .number({ error: "Enter a number" })
    .min(REVIEW_RETENTION_RANGE.min, `Target retention is at least ${REVIEW_RETENTION_RANGE.min}`)
    .max(REVIEW_RETENTION_RANGE.max, `Target retention is at most ${REVIEW_RETENTION_RANGE.max}`),
  maximumIntervalDays: z
    .number({ error: "Enter a whole number of days" })
    .int("Enter a whole number of days")
    .min(REVIEW_INTERVAL_RANGE.min, "The maximum interval is at least 1 day")
    .max(REVIEW_INTERVAL_RANGE.max, `The maximum interval is at most ${REVIEW_INTERVAL_RANGE.max} days`),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

const REVIEW_SOURCES = ["platform", "manual"] as const;

const reviewEntrySchema = z.object({
  at: z.string(),
  passed: z.boolean(),
  source: z.enum(REVIEW_SOURCES),
  /** A hand-marked review: whether the user re-solved it from scratch; null for a synced one. */
  fromScratch: z.boolean().nullable(),
});
export type ReviewEntry = z.infer<typeof reviewEntrySchema>;

export const reviewCardSchema = z.object({
  stumbleId: z.string(),
  problem: z.object({ name: z.string(), url: z.string(), platform: z.enum(STUMBLE_PLATFORMS) }),
  dueAt: z.string(),
  lastReviewAt: z.string().nullable(),
  /** The card's graded reviews, oldest first. */
  reviews: z.array(reviewEntrySchema),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

export const reviewCountsSchema = z.object({ due: z.number(), upcoming: z.number() });

export const gradeReviewSchema = z.object({
  stumbleId: z.uuid({ error: "Choose a saved problem" }),
  passed: z.boolean({ error: "Say whether you solved it" }),
  fromScratch: z.boolean({ error: "Say whether you re-solved it from scratch" }),
});

/** Failed at least twice (compile errors aside) before an Accepted, not yet saved. */
export const reviewOfferSchema = z.object({
  problemId: z.number(),
  name: z.string(),
  url: z.string(),
  platform: z.enum(STUMBLE_PLATFORMS),
  failures: z.number(),
  acceptedAt: z.string(),
});
export type ReviewOffer = z.infer<typeof reviewOfferSchema>;

export const acceptOfferSchema = z.object({ problemId: z.number({ error: "Choose a problem" }).int().positive() });

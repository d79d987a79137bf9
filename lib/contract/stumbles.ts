import "./zod-setup";
import { z } from "zod";
import { listAddressSchema, optionalHttpUrl, requiredText, trimmedText } from "./common";
import { STUMBLE_PLATFORMS, STUMBLE_STATUSES } from "./choices";
import { STUMBLE_LIMITS } from "./limits";

export { STUMBLE_PLATFORMS, type StumblePlatform, type StumbleStatus } from "./choices";
export { STUMBLE_LIMITS } from "./limits";
export { stumbleStatus } from "./stumble-draft";

export const stumbleInputSchema = z.object({
  name: requiredText(STUMBLE_LIMITS.name, "Name"),
  summary: requiredText(STUMBLE_LIMITS.summary, "Summary"),
  url: optionalHttpUrl(STUMBLE_LIMITS.url),
  platform: z.enum(STUMBLE_PLATFORMS, { error: "Choose leetcode, codeforces, codechef or other" }),
  hint: trimmedText(STUMBLE_LIMITS.hint).default(""),
  intuition: trimmedText(STUMBLE_LIMITS.intuition).default(""),
  solution: optionalHttpUrl(STUMBLE_LIMITS.solution),
  /** Accepted for compatibility; the server derives the status itself (see stumbleStatus). */
  status: z.enum(STUMBLE_STATUSES).optional(),
});

export const stumbleSchema = z.object({
  id: z.string(),
  name: z.string(),
  summary: z.string(),
  url: z.string(),
  platform: z.enum(STUMBLE_PLATFORMS),
  hint: z.string(),
  intuition: z.string(),
  solution: z.string(),
  status: z.enum(STUMBLE_STATUSES),
  createdAt: z.string(),
});
export type Stumble = z.infer<typeof stumbleSchema>;

export const removeStumbleSchema = listAddressSchema;

/** Not yet in their Tricky Problems; one action adds it. */
export const failedAttemptSchema = z.object({
  name: z.string(),
  url: z.string(),
  platform: z.enum(STUMBLE_PLATFORMS),
  attempts: z.number(),
  lastAttemptAt: z.string(),
});
export type FailedAttempt = z.infer<typeof failedAttemptSchema>;

import "./zod-setup";
import { z } from "zod";
import { listAddressSchema, optionalHttpUrl, requiredText, trimmedText } from "./common";
import { COLLECTION_PLATFORMS } from "./platforms";
import { STUMBLE_LIMITS } from "./limits";

export const STUMBLE_PLATFORMS = COLLECTION_PLATFORMS;
export type StumblePlatform = (typeof STUMBLE_PLATFORMS)[number];
export const STUMBLE_STATUSES = ["solved", "unsolved"] as const;
export type StumbleStatus = (typeof STUMBLE_STATUSES)[number];

export { STUMBLE_LIMITS } from "./limits";

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

/** docs/behaviour.md §4: solved when the solution link is non-blank. Client and server both call this. */
export function stumbleStatus(solution: string): StumbleStatus {
  return solution.trim() ? "solved" : "unsolved";
}

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

/**
 * A problem the user recently tried on one of their own accounts without an accepted submission
 * (GET /saved/stumbles/failed-attempts), not yet in their Tricky Problems; one action adds it.
 */
export const failedAttemptSchema = z.object({
  name: z.string(),
  url: z.string(),
  platform: z.enum(STUMBLE_PLATFORMS),
  attempts: z.number(),
  lastAttemptAt: z.string(),
});
export type FailedAttempt = z.infer<typeof failedAttemptSchema>;

/** The Add Problem fields a failed attempt (or a sheet or contest row) fills in: the summary says where it came from. */
export function stumbleFromAttempt(a: Pick<FailedAttempt, "name" | "url" | "platform" | "attempts">, platformName: string) {
  const tries = a.attempts === 1 ? "1 attempt" : `${a.attempts} attempts`;
  return {
    name: a.name.slice(0, STUMBLE_LIMITS.name),
    summary: `Not accepted yet on ${platformName} after ${tries}.`,
    url: a.url.length <= STUMBLE_LIMITS.url ? a.url : "",
    platform: a.platform,
    hint: "",
    intuition: "",
    solution: "",
  };
}

import "./zod-setup";
import { z } from "zod";
import { requiredText, text } from "./common";
import { PLATFORM_IDS } from "./platforms";

import { VIRTUAL_MODES } from "./choices";

export { DEFAULT_PENALTY_SECONDS, type VirtualMode } from "./choices";

export const VIRTUAL_LIMITS = {
  title: 80,
  participants: 30,
  problems: 12,
  minMinutes: 10,
  maxMinutes: 24 * 60,
  maxPenaltySeconds: 3600,
  /** How far ahead a contest may be planned; a start past it is a typo, and years like 9999 overflow the database. */
  maxDaysAhead: 366,
} as const;

/** Only platform data writes the catalogue (docs/decisions/030-virtual-contests-use-known-problems.md). */
export const UNKNOWN_PROBLEM_MESSAGE = "We do not know this problem yet; pick one from the search";

const isoTime = text({ error: "startAt is required" })
  .refine((v) => z.iso.datetime({ offset: true }).safeParse(v).success, { message: "Give the start as an ISO time", abort: true })
  .refine((v) => {
    // The schema knows no clock, so it bounds the year; the API checks the start against now.
    const year = new Date(v).getUTCFullYear();
    return year >= 2000 && year < 2100;
  }, "Pick a start within the next year");

export const createVirtualSchema = z
  .object({
    title: requiredText(VIRTUAL_LIMITS.title, "Title"),
    mode: z.enum(VIRTUAL_MODES, { error: "Choose normal, lockout or training" }),
    startAt: isoTime,
    durationMinutes: z
      .number({ error: "durationMinutes must be a number" })
      .int("Whole minutes")
      .min(VIRTUAL_LIMITS.minMinutes, `At least ${VIRTUAL_LIMITS.minMinutes} minutes`)
      .max(VIRTUAL_LIMITS.maxMinutes, "At most 24 hours"),
    /** Users the creator follows; the creator takes part too. */
    participants: z
      .array(z.uuid({ error: "Invite people by their user id" }), { error: "participants must be a list of user ids" })
      .max(VIRTUAL_LIMITS.participants, `At most ${VIRTUAL_LIMITS.participants} people`)
      .default([]),
    problems: z
      .array(z.object({ url: text({ error: "Give the problem's link" }).trim().min(1, "Give the problem's link").max(300) }))
      .min(1, "Add at least one problem")
      .max(VIRTUAL_LIMITS.problems, `At most ${VIRTUAL_LIMITS.problems} problems`)
      .optional(),
    /** Problems drawn for the group: `count` problems near `around` on the one difficulty scale (the group's level when absent). */
    draw: z
      .object({
        count: z.number().int().min(1, "At least one problem").max(VIRTUAL_LIMITS.problems, `At most ${VIRTUAL_LIMITS.problems} problems`),
        around: z.number().int().min(400).max(4000).optional(),
      })
      .optional(),
    penaltySeconds: z.number().int().min(0).max(VIRTUAL_LIMITS.maxPenaltySeconds).optional(),
    /** Count only handles their owners have verified. */
    verifiedOnly: z.boolean().default(false),
  })
  .refine((v) => (v.problems ? 1 : 0) + (v.draw ? 1 : 0) === 1, { message: "Pick problems or draw them, not both", path: ["problems"] });

export const respondVirtualSchema = z.object({
  contestId: z.uuid({ error: "Unknown contest" }),
  accept: z.boolean({ error: "accept must be true or false" }),
});

export const contestRefSchema = z.object({ contestId: z.uuid({ error: "Unknown contest" }) });

export const problemSearchSchema = z.object({
  q: text({ error: "Type part of a problem's name" }).trim().min(2, "Type at least 2 characters").max(80, "At most 80 characters"),
});

export const foundProblemSchema = z.object({
  name: z.string(),
  url: z.string(),
  platform: z.enum(PLATFORM_IDS),
  /** On the one difficulty scale, where the problem is placed there. */
  difficulty: z.object({ value: z.number(), estimated: z.boolean() }).nullable(),
});
export type FoundProblem = z.infer<typeof foundProblemSchema>;

export const virtualProblemSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  platform: z.enum(PLATFORM_IDS),
  /** Normal mode's points: 100 for the first problem, 200 for the second, and so on. */
  points: z.number(),
  /** On the one difficulty scale, when known. */
  difficulty: z.number().nullable(),
});
export type VirtualProblem = z.infer<typeof virtualProblemSchema>;

export const virtualPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  status: z.enum(["invited", "accepted", "declined"]),
});

export const virtualContestSchema = z.object({
  id: z.string(),
  title: z.string(),
  mode: z.enum(VIRTUAL_MODES),
  startAt: z.string(),
  endAt: z.string(),
  penaltySeconds: z.number(),
  verifiedOnly: z.boolean(),
  creator: z.object({ userId: z.string(), name: z.string() }),
  participants: z.array(virtualPersonSchema),
  /** The viewer's own answer (the creator is accepted). */
  myStatus: z.enum(["invited", "accepted", "declined"]),
  phase: z.enum(["upcoming", "running", "finished"]),
  /** Empty before the start, for everyone. */
  problems: z.array(virtualProblemSchema),
});
export type VirtualContest = z.infer<typeof virtualContestSchema>;

export const virtualListSchema = z.object({
  created: z.array(virtualContestSchema),
  invited: z.array(virtualContestSchema),
  accepted: z.array(virtualContestSchema),
  past: z.array(virtualContestSchema),
});
export type VirtualList = z.infer<typeof virtualListSchema>;

export const standingCellSchema = z.object({
  problemId: z.string(),
  /** ISO time of the counted Accepted, null when unsolved (or taken by someone else first in lockout). */
  solvedAt: z.string().nullable(),
  /** Wrong attempts before the counted Accepted (all of them when unsolved); compile errors do not count. */
  attemptsBefore: z.number(),
  /** Lockout: another participant took the problem first. */
  takenByOther: z.boolean(),
});
export type StandingCell = z.infer<typeof standingCellSchema>;

export const standingRowSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** 1 for the leader; tied rows share a rank. */
  rank: z.number(),
  solved: z.number(),
  points: z.number(),
  /** Normal: last counted solve's time from the start plus the penalties; other modes: the last counted solve's time. */
  penaltySeconds: z.number(),
  cells: z.array(standingCellSchema),
  /** The oldest last sync among the participant's counted accounts (ISO), null when none has synced or none counts. */
  freshness: z.string().nullable(),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

export const standingsContestSchema = virtualContestSchema.pick({
  id: true,
  title: true,
  mode: true,
  startAt: true,
  endAt: true,
  problems: true,
  phase: true,
  penaltySeconds: true,
  verifiedOnly: true,
});

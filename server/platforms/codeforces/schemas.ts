import { z } from "zod";

// Only what the adapter reads is required (docs/platforms.md §1, https://codeforces.com/apiHelp/objects).

export const envelopeSchema = z.looseObject({
  status: z.enum(["OK", "FAILED"]),
  comment: z.string().optional(),
  result: z.unknown().optional(),
});

const userSchema = z.looseObject({
  handle: z.string().min(1),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  country: z.string().optional(),
  city: z.string().optional(),
  organization: z.string().optional(),
  contribution: z.number().optional(),
  // Absent for users who never took part in a rated contest.
  rank: z.string().optional(),
  maxRank: z.string().optional(),
  rating: z.number().int().optional(),
  maxRating: z.number().int().optional(),
  lastOnlineTimeSeconds: z.number().int().optional(),
  registrationTimeSeconds: z.number().int().optional(),
  friendOfCount: z.number().int().optional(),
  avatar: z.string().optional(),
  titlePhoto: z.string().optional(),
});
export type CodeforcesUser = z.infer<typeof userSchema>;

const ratingChangeSchema = z.looseObject({
  contestId: z.number().int(),
  contestName: z.string(),
  handle: z.string(),
  rank: z.number().int(),
  ratingUpdateTimeSeconds: z.number().int(),
  oldRating: z.number().int(),
  newRating: z.number().int(),
});

const problemSchema = z.looseObject({
  contestId: z.number().int().optional(),
  problemsetName: z.string().optional(),
  index: z.string().min(1),
  name: z.string(),
  type: z.string().optional(),
  points: z.number().optional(),
  rating: z.number().int().optional(),
  tags: z.array(z.string()).default([]),
});
export type CodeforcesProblem = z.infer<typeof problemSchema>;

const partySchema = z.looseObject({
  contestId: z.number().int().optional(),
  members: z.array(z.looseObject({ handle: z.string() })).default([]),
  participantType: z.string(),
  ghost: z.boolean().optional(),
  room: z.number().int().optional(),
  startTimeSeconds: z.number().int().optional(),
});

const submissionSchema = z.looseObject({
  id: z.number().int(),
  contestId: z.number().int().optional(),
  creationTimeSeconds: z.number().int(),
  relativeTimeSeconds: z.number().int().optional(),
  problem: problemSchema,
  author: partySchema,
  programmingLanguage: z.string().optional(),
  // Absent while the submission is being judged.
  verdict: z.string().optional(),
  testset: z.string().optional(),
  passedTestCount: z.number().int().optional(),
  timeConsumedMillis: z.number().int().optional(),
  memoryConsumedBytes: z.number().int().optional(),
  points: z.number().optional(),
});
export type CodeforcesSubmission = z.infer<typeof submissionSchema>;

const contestSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  type: z.string().optional(),
  phase: z.string(),
  frozen: z.boolean().optional(),
  durationSeconds: z.number().int(),
  startTimeSeconds: z.number().int().optional(),
  relativeTimeSeconds: z.number().int().optional(),
});

const problemStatisticsSchema = z.looseObject({
  contestId: z.number().int().optional(),
  index: z.string(),
  solvedCount: z.number().int(),
});

export const problemsetSchema = z.looseObject({
  problems: z.array(problemSchema),
  problemStatistics: z.array(problemStatisticsSchema).default([]),
});

export const usersResultSchema = z.array(userSchema);
export const ratingResultSchema = z.array(ratingChangeSchema);
export const submissionsResultSchema = z.array(submissionSchema);
export const contestsResultSchema = z.array(contestSchema);

import { z } from "zod";

const seconds = z.coerce.number().int().nonnegative();

const graphqlErrorSchema = z.looseObject({
  message: z.string(),
  path: z.array(z.union([z.string(), z.number()])).optional(),
});

/** `errors` is checked before `data`: an unknown user is HTTP 200 with both. */
export const envelopeSchema = z.looseObject({
  data: z.record(z.string(), z.unknown()).nullish(),
  errors: z.array(graphqlErrorSchema).nullish(),
});

const difficultyCountSchema = z.looseObject({
  difficulty: z.string(),
  count: z.coerce.number().int(),
  submissions: z.coerce.number().int().optional(),
});

const tagTierSchema = z
  .array(z.looseObject({ tagName: z.string().min(1), problemsSolved: z.coerce.number().int().nonnegative() }))
  .nullish();

const matchedUserSchema = z.looseObject({
  username: z.string().min(1),
  profile: z
    .looseObject({
      realName: z.string().nullish(),
      userAvatar: z.string().nullish(),
      ranking: z.coerce.number().nullish(),
    })
    .nullish(),
  submitStats: z
    .looseObject({
      acSubmissionNum: z.array(difficultyCountSchema),
      totalSubmissionNum: z.array(difficultyCountSchema).optional(),
    })
    .nullish(),
  /** `submitStats` reflects the current LeetCode session only. */
  submitStatsGlobal: z.looseObject({ acSubmissionNum: z.array(difficultyCountSchema) }).nullish(),
  submissionCalendar: z.string().nullish(),
  tagProblemCounts: z
    .looseObject({ advanced: tagTierSchema, intermediate: tagTierSchema, fundamental: tagTierSchema })
    .nullish()
    .catch(null),
});

const contestRankingSchema = z.looseObject({
  attendedContestsCount: z.coerce.number().int().optional(),
  rating: z.coerce.number(),
  globalRanking: z.coerce.number().int().optional(),
  totalParticipants: z.coerce.number().int().optional(),
  topPercentage: z.coerce.number().nullish(),
  badge: z.looseObject({ name: z.string() }).nullish(),
});

/** The history lists contests the user skipped too (`attended: false`). */
const contestHistoryEntrySchema = z.looseObject({
  attended: z.boolean(),
  rating: z.coerce.number(),
  ranking: z.coerce.number().int().nullish(),
  problemsSolved: z.coerce.number().int().nullish(),
  totalProblems: z.coerce.number().int().nullish(),
  finishTimeInSeconds: z.coerce.number().nullish(),
  contest: z.looseObject({ title: z.string().min(1), startTime: seconds }),
});

const historyRatingSchema = z.looseObject({ attended: z.boolean(), rating: z.coerce.number() });

// Root fields a query asked for must be present (null is fine): a missing one means the schema moved.
export const profileDataSchema = z.looseObject({
  matchedUser: matchedUserSchema.nullable(),
  userContestRanking: contestRankingSchema.nullable(),
  userContestRankingHistory: z.array(historyRatingSchema).nullable(),
});

export const contestHistoryDataSchema = z.looseObject({
  userContestRanking: contestRankingSchema.nullable(),
  userContestRankingHistory: z.array(contestHistoryEntrySchema).nullable(),
});

const recentSubmissionSchema = z.looseObject({
  id: z.coerce.string().optional(),
  title: z.string().min(1),
  titleSlug: z.string().min(1),
  timestamp: seconds,
  statusDisplay: z.string(),
  lang: z.string().nullish(),
});

export const recentSubmissionsDataSchema = z.looseObject({
  recentSubmissionList: z.array(recentSubmissionSchema).nullable(),
});

const topicTagSchema = z.looseObject({ name: z.string(), slug: z.string().optional() });

const questionSchema = z.looseObject({
  questionId: z.coerce.string().optional(),
  questionFrontendId: z.coerce.string().optional(),
  title: z.string().min(1),
  titleSlug: z.string().min(1),
  difficulty: z.string(),
  isPaidOnly: z.boolean().optional(),
  topicTags: z.array(topicTagSchema).nullish(),
});

export const questionDataSchema = z.looseObject({ question: questionSchema.nullable() });

export const dailyDataSchema = z.looseObject({
  activeDailyCodingChallengeQuestion: z.looseObject({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** Relative, with a trailing slash: "/problems/two-sum/". */
    link: z.string().startsWith("/"),
    question: questionSchema,
  }),
});

export const upcomingContestsDataSchema = z.looseObject({
  upcomingContests: z.array(
    z.looseObject({
      title: z.string().min(1),
      titleSlug: z.string().min(1),
      startTime: seconds,
      duration: seconds,
    }),
  ),
});

export type GraphqlError = z.infer<typeof graphqlErrorSchema>;
export type MatchedUser = z.infer<typeof matchedUserSchema>;
export type ContestHistoryEntry = z.infer<typeof contestHistoryEntrySchema>;
export type RecentSubmission = z.infer<typeof recentSubmissionSchema>;
export type LeetCodeQuestion = z.infer<typeof questionSchema>;

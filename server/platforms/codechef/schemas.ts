import { z } from "zod";

/** CodeChef sends most numbers as strings, and z.coerce alone would read "" as 0. */
const numeric = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/),
  ])
  .pipe(z.coerce.number());

export const allRatingEntrySchema = z.looseObject({
  code: z.string().min(1),
  name: z.string(),
  rating: numeric,
  rank: z
    .union([numeric, z.literal(""), z.null()])
    .optional()
    .transform((v) => (typeof v === "number" ? v : null)),
  end_date: z.string(),
});
export const allRatingSchema = z.array(allRatingEntrySchema);

/** `var userDailySubmissionsStats = [{"date":"2025-10-8","value":4}]`: dates are not zero-padded. */
export const dailySubmissionsSchema = z.array(z.looseObject({ date: z.string(), value: numeric }));

export const recentPageSchema = z.looseObject({ max_page: numeric, content: z.string() });

const contestProblemSchema = z.looseObject({ code: z.string().min(1), name: z.string() });

/** PHP encodes an empty `problems` object as `[]`. */
export const contestDetailsSchema = z.looseObject({
  status: z.string(),
  message: z.string().optional(),
  problems: z.union([z.record(z.string(), contestProblemSchema), z.array(contestProblemSchema)]).optional(),
  child_contests: z.unknown().optional(),
});

const listedContestSchema = z.looseObject({
  contest_code: z.string().min(1),
  contest_name: z.string(),
  contest_start_date_iso: z.iso.datetime({ offset: true }),
  contest_duration: numeric,
});

export const contestListSchema = z.looseObject({
  status: z.literal("success"),
  present_contests: z.array(listedContestSchema).default([]),
  future_contests: z.array(listedContestSchema).default([]),
});

export type AllRatingEntry = z.infer<typeof allRatingEntrySchema>;

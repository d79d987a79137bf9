import "./zod-setup";
import { z } from "zod";
import { conceptInputSchema } from "./concepts";
import { favoriteInputSchema } from "./favorites";
import { PLATFORM_IDS } from "./platforms";
import { reviewSettingsSchema } from "./reviews";
import { stumbleInputSchema } from "./stumbles";

/** An import refuses any other. */
export const EXPORT_VERSION = 1;
export const EXPORT_COLLECTIONS = ["handles", "network", "notes", "trickyProblems", "reviews", "favourites", "virtualContests"] as const;
export type ExportCollection = (typeof EXPORT_COLLECTIONS)[number];

export const exportQuerySchema = z.object({
  format: z.enum(["json", "csv", "anki"], { error: "Format is json, csv or anki" }).default("json"),
  collection: z.enum(EXPORT_COLLECTIONS, { error: `Collection is one of ${EXPORT_COLLECTIONS.join(", ")}` }).optional(),
});

const stamp = z.iso.datetime({ offset: true, error: "Must be an ISO date and time" });
const reviewMarkSchema = z.object({ passed: z.boolean(), fromScratch: z.boolean(), reviewedAt: stamp });
const followSchema = z.union([
  z.object({ userName: z.string().trim().min(1).max(80) }),
  z.object({ platform: z.enum(PLATFORM_IDS), handle: z.string().trim().min(1).max(80) }),
]);
const contestProblemSchema = z.object({ platform: z.enum(PLATFORM_IDS), externalId: z.string().min(1), name: z.string(), url: z.string() });
const virtualSchema = z.object({
  title: z.string().trim().min(1).max(100),
  mode: z.enum(["normal", "lockout", "training"]),
  startAt: stamp,
  endAt: stamp,
  penaltySeconds: z.number().int().min(0),
  verifiedOnly: z.boolean(),
  problems: z.array(contestProblemSchema).max(50),
  participants: z.array(z.object({ userName: z.string(), status: z.enum(["invited", "accepted", "declined"]) })),
});

/** Each collection is checked by its form's schema, so an import can store nothing a form could not. */
export const accountExportSchema = z.object({
  version: z.literal(EXPORT_VERSION, { error: `Only version ${EXPORT_VERSION} exports can be imported` }),
  exportedAt: stamp,
  profile: z.object({
    fullName: z.string(),
    userName: z.string(),
    email: z.string(),
    avatar: z.string(),
    bio: z.string(),
    university: z.string(),
    yearOfStudy: z.string(),
    dailyGoal: z.number().int().min(1).max(50),
  }),
  handles: z.array(z.object({ platform: z.enum(PLATFORM_IDS), handle: z.string().trim().min(1).max(80) })).default([]),
  network: z.array(followSchema).default([]),
  notes: z.array(conceptInputSchema.extend({ createdAt: stamp.optional() })).default([]),
  trickyProblems: z
    .array(stumbleInputSchema.extend({ createdAt: stamp.optional(), reviews: z.array(reviewMarkSchema).default([]) }))
    .default([]),
  favourites: z.array(favoriteInputSchema).default([]),
  virtualContests: z.array(virtualSchema).default([]),
  settings: z.object({ review: reviewSettingsSchema.nullable() }).default({ review: null }),
});
export type AccountExport = z.output<typeof accountExportSchema>;

/** A JSON export of a busy account is a few hundred KB. */
export const IMPORT_BODY_BYTES = 4 * 1024 * 1024;

/** An account made with Google has no password: its fresh session (within ten minutes) stands in. */
export const deleteAccountSchema = z.object({ password: z.string().max(200).optional() });

/** Zero everywhere on a second import of the same file. */
export const importResultSchema = z.object({
  added: z.record(z.string(), z.number()),
});

/** A header row naming at least `name` and `summary`. */
export const importCsvSchema = z.object({
  csv: z.string().min(1, "The file is empty").max(2_000_000, "The file is over 2 MB"),
});

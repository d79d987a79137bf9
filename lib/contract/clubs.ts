import "./zod-setup";
import { z } from "zod";
import { requiredText, text } from "./common";
import { timeZoneSchema } from "./dashboard";
import { PLATFORM_IDS } from "./platforms";
import { BAND_IDS } from "./topics";
import { CELL_STATES } from "./choices";

/** docs/decisions/037-clubs.md */
export const CLUB_LIMITS = { name: 80, title: 80, problems: 20, inviteDays: 7, stuckDays: 3 } as const;

export const CLUB_ROLES = ["owner", "coach", "member"] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];

const isoTime = (field: string) =>
  text({ error: `${field} is required` }).refine(
    (v) => z.iso.datetime({ offset: true }).safeParse(v).success,
    "Give the time as an ISO time",
  );
const clubId = z.uuid({ error: "Unknown club" });

export const createClubSchema = z.object({ name: requiredText(CLUB_LIMITS.name, "Name"), timeZone: timeZoneSchema });
export const clubRefSchema = z.object({ clubId });
export const joinClubSchema = z.object({ code: text({ error: "Give the invite code" }).trim().min(1, "Give the invite code").max(100) });
export const revokeInviteSchema = z.object({ clubId, inviteId: z.uuid({ error: "Unknown invite" }) });
export const memberRefSchema = z.object({ clubId, userId: z.uuid({ error: "Unknown member" }) });
export const setRoleSchema = memberRefSchema.extend({ role: z.enum(["coach", "member"], { error: "Choose coach or member" }) });
export const clubSettingsSchema = z.object({ clubId, countUnverified: z.boolean({ error: "countUnverified must be true or false" }) });
export const matrixQuerySchema = z.object({ clubId, assignmentId: z.uuid({ error: "Unknown assignment" }).optional() });

/** Train's bands for the club's median rating: problems no counted member has solved. */
export const clubDrawQuerySchema = z.object({
  clubId,
  band: z.enum(BAND_IDS, { error: "Choose easy, moderate or hard" }),
  count: z.coerce
    .number({ error: "count must be a number" })
    .int("count must be a whole number")
    .min(1, `count is 1 to ${CLUB_LIMITS.problems}`)
    .max(CLUB_LIMITS.problems, `count is 1 to ${CLUB_LIMITS.problems}`),
});

export const createAssignmentSchema = z
  .object({
    clubId,
    title: requiredText(CLUB_LIMITS.title, "Title"),
    problems: z
      .array(z.object({ url: text({ error: "Give the problem's link" }).trim().min(1, "Give the problem's link").max(300) }))
      .min(1, "Add at least one problem")
      .max(CLUB_LIMITS.problems, `At most ${CLUB_LIMITS.problems} problems`),
    opensAt: isoTime("opensAt"),
    dueAt: isoTime("dueAt"),
  })
  .refine((v) => Date.parse(v.dueAt) > Date.parse(v.opensAt), { message: "The deadline must come after the opening", path: ["dueAt"] });

export const clubSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  timeZone: z.string(),
  role: z.enum(CLUB_ROLES),
  memberCount: z.number(),
});
export type ClubSummary = z.infer<typeof clubSummarySchema>;

export const clubProblemSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  platform: z.enum(PLATFORM_IDS),
  /** On the one difficulty scale, where the problem is placed there. */
  difficulty: z.number().nullable(),
});

export const assignmentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  opensAt: z.string(),
  dueAt: z.string(),
  problemIds: z.array(z.number()),
});

export const inviteSchema = z.object({ id: z.uuid(), expiresAt: z.string(), revoked: z.boolean() });

export const clubDetailSchema = z.object({
  club: clubSummarySchema.extend({ countUnverified: z.boolean() }),
  assignments: z.array(assignmentSchema),
  problems: z.array(clubProblemSchema),
  /** Coaches and the owner only; empty for a member. */
  invites: z.array(inviteSchema),
});
export type ClubDetail = z.infer<typeof clubDetailSchema>;

export const matrixMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  userName: z.string(),
  role: z.enum(CLUB_ROLES),
  /** Some handle the member names is not proved theirs. */
  unverified: z.boolean(),
});

export const matrixSchema = z.object({
  members: z.array(matrixMemberSchema),
  problems: z.array(clubProblemSchema.extend({ assignmentId: z.uuid() })),
  cells: z.array(
    z.object({
      memberId: z.uuid(),
      problemId: z.number(),
      assignmentId: z.uuid(),
      state: z.enum(CELL_STATES),
      /** Attempted and not solved for three days or more. */
      stuck: z.boolean(),
    }),
  ),
});
export type ClubMatrix = z.infer<typeof matrixSchema>;

export const boardSchema = z.object({
  rows: z.array(
    z.object({
      memberId: z.uuid(),
      name: z.string(),
      solvedWeek: z.number(),
      solvedMonth: z.number(),
      /** Mean difficulty on the one scale of this month's solves that are placed on it. */
      levelMonth: z.number().nullable(),
    }),
  ),
  /** The club's Smart Sheet: problems members attempted in the last 30 days, most tried first. */
  sheet: z.array(clubProblemSchema.extend({ attempted: z.number(), solved: z.number() })),
});
export type ClubBoard = z.infer<typeof boardSchema>;

export const clubDrawSchema = z.object({
  /** The median of the rated members' ratings on the one scale. */
  level: z.number(),
  /** The one-scale difficulty the band aims at for that rating. */
  target: z.number(),
  problems: z.array(clubProblemSchema),
});
export type ClubDraw = z.infer<typeof clubDrawSchema>;

export const myAssignmentSchema = assignmentSchema.omit({ problemIds: true }).extend({
  clubId: z.uuid(),
  clubName: z.string(),
  problems: z.array(clubProblemSchema.extend({ state: z.enum(CELL_STATES) })),
});
export type MyAssignment = z.infer<typeof myAssignmentSchema>;

import "./zod-setup";
import { z } from "zod";
import { sessionUserSchema, signinSchema, signupSchema } from "./auth";
import { conceptInputSchema, conceptSchema, editConceptSchema, removeConceptSchema } from "./concepts";
import { favoriteContestSchema, favoriteInputSchema, removeFavoriteSchema } from "./favorites";
import { gsignSchema } from "./google-sign-in";
import { forgotPasswordSchema, resetPasswordSchema, verifyEmailSchema } from "./recovery";
import { profileDataSchema, syncStatusSchema, updateHandlesSchema, updateProfileSchema } from "./profile";
import { dailyProblemSchema, recentContestSchema, upcomingContestSchema } from "./contests";
import { dashboardQuerySchema, fullDataSchema, progressSchema } from "./dashboard";
import {
  networkUserSchema,
  searchResultSchema,
  searchUserSchema,
  sheetFreshnessSchema,
  smartSheetEntrySchema,
  smartSheetQuerySchema,
  toggleFriendSchema,
} from "./network";
import { failedAttemptSchema, removeStumbleSchema, stumbleInputSchema, stumbleSchema } from "./stumbles";
import {
  acceptOfferSchema,
  gradeReviewSchema,
  reviewCardSchema,
  reviewCountsSchema,
  reviewOfferSchema,
  reviewSettingsSchema,
} from "./reviews";
import {
  accountExportSchema,
  deleteAccountSchema,
  exportQuerySchema,
  IMPORT_BODY_BYTES,
  importCsvSchema,
  importResultSchema,
} from "./account-data";
import { createTokenSchema, personalTokenSchema, revokeTokenSchema } from "./tokens";
import { recommendationSchema, recommendationsQuerySchema, tagAbilitySchema, userRatingSchema } from "./train";
import { codeforcesClaimSchema, handleVerificationSchema, verificationPlatformSchema } from "./verification";
import { unreachableSchema } from "./unreachable";
import {
  contestRefSchema,
  createVirtualSchema,
  respondVirtualSchema,
  standingRowSchema,
  standingsContestSchema,
  virtualContestSchema,
  virtualListSchema,
  foundProblemSchema,
  problemSearchSchema,
} from "./virtual";
import {
  boardSchema,
  clubDetailSchema,
  clubDrawQuerySchema,
  clubDrawSchema,
  clubRefSchema,
  clubSettingsSchema,
  clubSummarySchema,
  createAssignmentSchema,
  createClubSchema,
  inviteSchema,
  joinClubSchema,
  matrixQuerySchema,
  matrixSchema,
  memberRefSchema,
  myAssignmentSchema,
  revokeInviteSchema,
  setRoleSchema,
} from "./clubs";

/** Every API call (docs/behaviour.md §7, docs/architecture.md §3); server/app.test.ts fails when this table and the mounted routes disagree. */
type Access = "session" | "public" | "internal";

export type RouteDef = {
  method: "GET" | "POST";
  access: Access;
  forward: boolean;
  request: z.ZodType | null;
  response: z.ZodType;
  /** false: only a session may call it, never a personal access token. */
  byToken?: false;
  /** For a file upload (an import). */
  maxBodyBytes?: number;
};

const ok = <S extends z.ZodRawShape>(shape: S) => z.object({ success: z.literal(true), message: z.string().optional(), ...shape });

/** docs/decisions/036-personal-tokens-and-account-data.md */
const sessionOnly = <M extends RouteDef["method"], R extends z.ZodType | null, S extends z.ZodType>(method: M, request: R, response: S) =>
  ({ method, access: "session", forward: true, request, response, byToken: false }) as const;

const session = <M extends RouteDef["method"], R extends z.ZodType | null, S extends z.ZodType>(method: M, request: R, response: S) =>
  ({ method, access: "session", forward: true, request, response }) as const;

export const ROUTES = {
  "/healthz": { method: "GET", access: "public", forward: false, request: null, response: ok({ status: z.string() }) },
  "/readyz": { method: "GET", access: "public", forward: false, request: null, response: ok({ status: z.string() }) },

  "/auth/signup": { method: "POST", access: "public", forward: false, request: signupSchema, response: ok({}) },
  "/auth/signin": {
    method: "POST",
    access: "public",
    forward: false,
    request: signinSchema,
    response: ok({ user: sessionUserSchema, token: z.string(), expiresAt: z.string() }),
  },
  "/auth/logout": { method: "POST", access: "session", forward: false, request: null, response: ok({}), byToken: false },
  /** Internal: the BFF's next-auth Google callback only, with INTERNAL_API_SECRET (docs/architecture.md §6). */
  "/auth/gsign": {
    method: "POST",
    access: "internal",
    forward: false,
    request: gsignSchema,
    response: ok({ created: z.boolean(), user: sessionUserSchema, token: z.string(), expiresAt: z.string() }),
  },
  // Next-auth owns /api/auth/*, so the browser reaches these four through their own small BFF
  // handlers under app/api/auth/, not the catch-all (docs/decisions/010-account-recovery-and-google-popup.md).
  "/auth/forgot-password": { method: "POST", access: "public", forward: true, request: forgotPasswordSchema, response: ok({}) },
  "/auth/reset-password": { method: "POST", access: "public", forward: true, request: resetPasswordSchema, response: ok({}) },
  "/auth/verify-email": { method: "POST", access: "public", forward: true, request: verifyEmailSchema, response: ok({}) },
  "/auth/send-verification": sessionOnly("POST", null, ok({ alreadyVerified: z.boolean() })),

  "/profile/getProfileData": session("GET", null, ok({ profileData: profileDataSchema })),
  "/profile/updateProfile": session("POST", updateProfileSchema, ok({ profileData: profileDataSchema })),
  "/profile/updateHandles": session("POST", updateHandlesSchema, ok({ profileData: profileDataSchema })),
  /** Personal access tokens: made, listed and revoked with a session only. */
  "/profile/tokens": sessionOnly("GET", null, ok({ tokens: z.array(personalTokenSchema) })),
  "/profile/tokens/create": sessionOnly("POST", createTokenSchema, ok({ token: z.string(), personalToken: personalTokenSchema })),
  "/profile/tokens/revoke": sessionOnly("POST", revokeTokenSchema, ok({})),
  /** A user's data out, in and gone (docs/decisions/036-personal-tokens-and-account-data.md). */
  "/profile/export": session("GET", exportQuerySchema, accountExportSchema),
  "/profile/import": { ...session("POST", accountExportSchema, ok(importResultSchema.shape)), maxBodyBytes: IMPORT_BODY_BYTES },
  "/profile/import/csv": { ...session("POST", importCsvSchema, ok(importResultSchema.shape)), maxBodyBytes: IMPORT_BODY_BYTES },
  "/profile/delete": sessionOnly("POST", deleteAccountSchema, ok({})),
  "/profile/sync": session("POST", null, ok({})),
  "/profile/sync-status": session("GET", null, ok(syncStatusSchema.shape)),
  "/profile/verification": session("GET", null, ok({ verifications: z.array(handleVerificationSchema) })),
  "/profile/verification/start": session("POST", verificationPlatformSchema, ok({ verifications: z.array(handleVerificationSchema) })),
  "/profile/verification/check": session("POST", verificationPlatformSchema, ok({ verifications: z.array(handleVerificationSchema) })),
  /** Internal: the web app's server, after it checked a Codeforces ID token, for the signed-in user. */
  "/verification/codeforces": {
    method: "POST",
    access: "internal",
    forward: false,
    request: codeforcesClaimSchema,
    response: ok({ handle: z.string() }),
  },

  "/saved/stumbles/get": session("GET", null, ok({ allStumbles: z.array(stumbleSchema) })),
  "/saved/stumbles/add": session("POST", stumbleInputSchema, ok({ stumble: stumbleSchema })),
  "/saved/stumbles/remove": session("POST", removeStumbleSchema, ok({})),
  /** Recent problems the user attempted on their own accounts with no accepted submission, not yet saved. */
  "/saved/stumbles/failed-attempts": session("GET", null, ok({ failedAttempts: z.array(failedAttemptSchema) })),

  /** Spaced re-solving (docs/decisions/017-spaced-re-solving.md): each Tricky Problem is a review card. */
  "/reviews/due": session("GET", null, ok({ due: z.array(reviewCardSchema), counts: reviewCountsSchema })),
  "/reviews/cards": session("GET", null, ok({ cards: z.array(reviewCardSchema), counts: reviewCountsSchema })),
  "/reviews/grade": session("POST", gradeReviewSchema, ok({ card: reviewCardSchema })),
  "/reviews/settings": session("GET", null, ok({ settings: reviewSettingsSchema })),
  "/reviews/settings/update": session("POST", reviewSettingsSchema, ok({ settings: reviewSettingsSchema })),
  "/reviews/offers": session("GET", null, ok({ offers: z.array(reviewOfferSchema) })),
  "/reviews/offers/accept": session("POST", acceptOfferSchema, ok({ stumble: stumbleSchema })),
  /** An offer turned down: it is not offered again. */
  "/reviews/offers/dismiss": session("POST", acceptOfferSchema, ok({})),

  "/saved/concepts/get": session("GET", null, ok({ allConcepts: z.array(conceptSchema) })),
  "/saved/concepts/add": session("POST", conceptInputSchema, ok({ concept: conceptSchema })),
  "/saved/concepts/edit": session("POST", editConceptSchema, ok({ concept: conceptSchema })),
  "/saved/concepts/remove": session("POST", removeConceptSchema, ok({})),

  "/fetch/network": session("GET", null, ok({ networkData: z.array(networkUserSchema) })),
  "/fetch/searchUser": session(
    "POST",
    searchUserSchema,
    ok({ searchResults: z.array(searchResultSchema), unreachable: unreachableSchema }),
  ),
  "/friends/toggleFriend": session("POST", toggleFriendSchema, ok({ following: z.boolean(), user: networkUserSchema.optional() })),
  "/fetch/smartsheet": session(
    "GET",
    smartSheetQuerySchema,
    ok({ smartSheet: z.array(smartSheetEntrySchema), freshness: sheetFreshnessSchema }),
  ),

  "/fetch/dashboard": session("GET", dashboardQuerySchema, ok({ fullData: fullDataSchema })),
  "/fetch/progress": session("GET", dashboardQuerySchema, ok({ progress: progressSchema })),

  "/contests/upsolve": session("GET", null, ok({ recent_contests: z.array(recentContestSchema) })),
  "/contests/upcoming": {
    method: "GET",
    access: "public",
    forward: true,
    request: null,
    response: ok({ contests: z.array(upcomingContestSchema), unreachable: unreachableSchema }),
  },
  "/fetch/daily": {
    method: "GET",
    access: "public",
    forward: true,
    request: null,
    response: ok({ daily: dailyProblemSchema.nullable(), unreachable: unreachableSchema }),
  },

  "/contests/favorites/get": session("GET", null, ok({ favorites: z.array(favoriteContestSchema) })),
  "/contests/favorites/add": session("POST", favoriteInputSchema, ok({ favorite: favoriteContestSchema })),
  "/contests/favorites/remove": session("POST", removeFavoriteSchema, ok({})),

  "/train/recommendations": session(
    "GET",
    recommendationsQuerySchema,
    // catalogueReady: false until the problem catalogue's first placement on the scale has run
    // (minutes after a first start), so an empty list is not mistaken for an empty band.
    ok({ userRating: userRatingSchema, problems: z.array(recommendationSchema), catalogueReady: z.boolean() }),
  ),
  "/train/weakness": session("GET", null, ok({ tags: z.array(tagAbilitySchema) })),

  /** Virtual contests for a group (docs/decisions/016-virtual-contests.md). */
  "/virtual/create": session("POST", createVirtualSchema, ok({ contest: virtualContestSchema })),
  "/virtual/list": session("GET", null, ok(virtualListSchema.shape)),
  "/virtual/respond": session("POST", respondVirtualSchema, ok({ contest: virtualContestSchema })),
  "/virtual/standings": session(
    "GET",
    contestRefSchema,
    ok({ contest: standingsContestSchema, rows: z.array(standingRowSchema), syncedAt: z.string() }),
  ),
  /** A finished contest's problems added to the viewer's Tricky Problems in one action (those not there yet). */
  "/virtual/save-tricky": session("POST", contestRefSchema, ok({ added: z.number() })),
  /** Problems we know, found by name, to pick a contest's problems by hand (at most 20, placed ones first). */
  "/virtual/problems": session("GET", problemSearchSchema, ok({ problems: z.array(foundProblemSchema) })),

  /** Clubs (docs/decisions/037-clubs.md): every call checks the caller's role in that club. */
  "/clubs/create": session("POST", createClubSchema, ok({ club: z.object({ id: z.uuid() }) })),
  "/clubs/list": session("GET", null, ok({ clubs: z.array(clubSummarySchema) })),
  "/clubs/get": session("GET", clubRefSchema, ok(clubDetailSchema.shape)),
  "/clubs/settings": session("POST", clubSettingsSchema, ok({})),
  "/clubs/invite": session("POST", clubRefSchema, ok({ code: z.string(), invite: inviteSchema })),
  "/clubs/invite/revoke": session("POST", revokeInviteSchema, ok({})),
  "/clubs/join": session("POST", joinClubSchema, ok({ club: z.object({ id: z.uuid() }) })),
  "/clubs/leave": session("POST", clubRefSchema, ok({})),
  "/clubs/members/role": session("POST", setRoleSchema, ok({})),
  "/clubs/members/remove": session("POST", memberRefSchema, ok({})),
  /** The owner hands the club to another member and stays on as a coach. */
  "/clubs/handover": session("POST", memberRefSchema, ok({})),
  "/clubs/assignments/create": session("POST", createAssignmentSchema, ok({ assignment: z.object({ id: z.uuid() }) })),
  "/clubs/assignments/mine": session("GET", null, ok({ assignments: z.array(myAssignmentSchema) })),
  "/clubs/matrix": session("GET", matrixQuerySchema, ok(matrixSchema.shape)),
  "/clubs/board": session("GET", clubRefSchema, ok(boardSchema.shape)),
  "/clubs/draw": session("GET", clubDrawQuerySchema, ok(clubDrawSchema.shape)),
  /** A virtual contest for the club's members, drawn around its median rating, starting in ten minutes. */
  "/clubs/virtual": session("POST", clubRefSchema, ok({ contest: z.object({ id: z.uuid() }) })),
} as const satisfies Record<string, RouteDef>;

export type RoutePath = keyof typeof ROUTES;
type RouteOf<P extends RoutePath> = (typeof ROUTES)[P];

export type RouteRequest<P extends RoutePath> = RouteOf<P>["request"] extends z.ZodType ? z.input<RouteOf<P>["request"]> : undefined;
export type RouteResponse<P extends RoutePath> = z.output<RouteOf<P>["response"]>;
export type RouteMethod<P extends RoutePath> = RouteOf<P>["method"];

export type ForwardedPath = { [P in RoutePath]: RouteOf<P>["forward"] extends true ? P : never }[RoutePath];

/** The BFF's allow-list: undefined when the browser may not call this path at all. */
export function forwardedRoute(path: string): RouteDef | undefined {
  if (!Object.hasOwn(ROUTES, path)) return undefined;
  const route: RouteDef = ROUTES[path as RoutePath];
  return route.forward ? route : undefined;
}

import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { COLLECTION_PLATFORMS, PLATFORM_IDS } from "@/lib/contract/platforms";
import { SYNC_STATUSES } from "@/lib/contract/profile";
import { CLUB_ROLES } from "@/lib/contract/clubs";

export const SYNC_JOB_REASONS = ["first", "manual", "seed", "moved", "due", "retry", "activity-check"] as const;
export type SyncJobReason = (typeof SYNC_JOB_REASONS)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));
const platformCheck = (name: string, column: { name: string }) =>
  check(name, sql`${sql.identifier(column.name)} in (${inList(PLATFORM_IDS)})`);
const collectionPlatformCheck = (name: string, column: { name: string }) =>
  check(name, sql`${sql.identifier(column.name)} in (${inList(COLLECTION_PLATFORMS)})`);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable("users", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  email: text("email").notNull().unique(),
  userName: text("user_name").notNull().unique(),
  fullName: text("full_name").notNull(),
  passwordHash: text("password_hash"),
  avatar: text("avatar").notNull().default(""),
  bio: text("bio").notNull().default(""),
  university: text("university").notNull().default(""),
  yearOfStudy: text("year_of_study").notNull().default(""),
  dailyGoal: integer("daily_goal").notNull().default(5),
  emailVerifiedAt: at("email_verified_at"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Only a hash of each token is kept. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("auth_tokens_user_idx").on(t.userId), check("auth_tokens_purpose_check", sql`${t.purpose} in ('reset', 'verify')`)],
);

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/** A retried write gets its first answer back instead of running twice (docs/accounts.md). */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

export const stumbles = pgTable(
  "stumbles",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Lists are ordered by it so an index means the same item to every reader. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    summary: text("summary").notNull(),
    url: text("url").notNull().default(""),
    platform: text("platform", { enum: COLLECTION_PLATFORMS }).notNull(),
    hint: text("hint").notNull().default(""),
    intuition: text("intuition").notNull().default(""),
    solution: text("solution").notNull().default(""),
    status: text("status").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("stumbles_user_seq_idx").on(t.userId, t.seq), collectionPlatformCheck("stumbles_platform_check", t.platform)],
);

export const concepts = pgTable(
  "concepts",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    notes: jsonb("notes").$type<{ basic: string; intermediate: string; advanced: string }>().notNull(),
    problemLinks: jsonb("problem_links").$type<string[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** An edit made from an older copy is refused instead of winning. */
    version: integer("version").notNull().default(1),
  },
  (t) => [index("concepts_user_seq_idx").on(t.userId, t.seq)],
);

export const favoriteContests = pgTable(
  "favorite_contests",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    url: text("url").notNull(),
    platform: text("platform", { enum: COLLECTION_PLATFORMS }).notNull(),
    shortNote: text("short_note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("favorite_contests_user_url_idx").on(t.userId, t.url),
    collectionPlatformCheck("favorite_contests_platform_check", t.platform),
  ],
);

/** Shared by every user who names that handle and by followers of a bare handle. */
export const platformAccounts = pgTable(
  "platform_accounts",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    platform: text("platform", { enum: PLATFORM_IDS }).notNull(),
    handle: text("handle").notNull(),
    /** Platforms treat handles case-insensitively. */
    handleKey: text("handle_key").notNull(),
    displayName: text("display_name"),
    rating: integer("rating"),
    maxRating: integer("max_rating"),
    rank: text("rank"),
    avatarUrl: text("avatar_url"),
    stats: jsonb("stats").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status", { enum: SYNC_STATUSES }).notNull().default("pending"),
    lastSyncedAt: at("last_synced_at"),
    nextSyncAt: at("next_sync_at"),
    lastError: text("last_error"),
    lastErrorAt: at("last_error_at"),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    lastActivityAt: at("last_activity_at"),
    lastSeenOnlineAt: at("last_seen_online_at"),
    onlineAtLastSync: at("online_at_last_sync"),
    lastCheckedAt: at("last_checked_at"),
    submissionsPerHour: real("submissions_per_hour").notNull().default(0),
    /** LeetCode lists only 20 recent submissions (docs/platforms.md §0). */
    mayHaveMissedSince: at("may_have_missed_since"),
    /** Oldest first. */
    handleHistory: jsonb("handle_history").$type<Array<{ handle: string; until: string }>>().notNull().default([]),
    /** Items the platform would not describe yet, asked again (decision 011). */
    missingItems: jsonb("missing_items").$type<Array<{ note: string; since: string }>>().notNull().default([]),
    verdictsUnsettledSince: at("verdicts_unsettled_since"),
    /** Contests whose end or rating change is not seen yet: re-read when they end. */
    watchedContests: jsonb("watched_contests")
      .$type<Array<{ id: string; startedAt: string; finishedAt: string | null }>>()
      .notNull()
      .default([]),
    ratingStale: boolean("rating_stale").notNull().default(false),
    /** Bumped by the `submissions` triggers; the Smart Sheet's saved answers are checked against it. */
    activityVersion: bigint("activity_version", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("platform_accounts_platform_handle_idx").on(t.platform, t.handleKey),
    platformCheck("platform_accounts_platform_check", t.platform),
    check("platform_accounts_status_check", sql`${t.status} in ('pending', 'ok', 'error', 'not_found')`),
  ],
);

export const userHandles = pgTable(
  "user_handles",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: PLATFORM_IDS }).notNull(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => platformAccounts.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.platform] }),
    index("user_handles_account_idx").on(t.accountId),
    platformCheck("user_handles_platform_check", t.platform),
  ],
);

/** One-way, no consent needed (docs/behaviour.md §1). */
export const follows = pgTable(
  "follows",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    followerId: uuid("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    accountId: uuid("account_id").references(() => platformAccounts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("follows_user_idx")
      .on(t.followerId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex("follows_account_idx")
      .on(t.followerId, t.accountId)
      .where(sql`${t.accountId} is not null`),
    check("follows_one_target_check", sql`(${t.userId} is null) <> (${t.accountId} is null)`),
    check("follows_not_self_check", sql`${t.userId} is null or ${t.userId} <> ${t.followerId}`),
  ],
);

export const problems = pgTable(
  "problems",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    platform: text("platform", { enum: PLATFORM_IDS }).notNull(),
    externalId: text("external_id").notNull(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    difficulty: text("difficulty"),
    rating: integer("rating"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    contestExternalId: text("contest_external_id"),
    problemIndex: text("problem_index"),
    /** LeetCode is asked per problem, once. */
    detailsFetchedAt: at("details_fetched_at"),
  },
  (t) => [
    uniqueIndex("problems_platform_external_idx").on(t.platform, t.externalId),
    index("problems_contest_idx").on(t.platform, t.contestExternalId),
    platformCheck("problems_platform_check", t.platform),
  ],
);

export const submissions = pgTable(
  "submissions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => platformAccounts.id, { onDelete: "cascade" }),
    externalId: text("external_id").notNull(),
    problemId: bigint("problem_id", { mode: "number" })
      .notNull()
      .references(() => problems.id),
    verdict: text("verdict").notNull(),
    rawVerdict: text("raw_verdict").notNull(),
    submittedAt: at("submitted_at").notNull(),
    duringContest: boolean("during_contest").notNull().default(false),
    /** False while the platform may still change the verdict (judging, Codeforces pretests). */
    verdictFinal: boolean("verdict_final").notNull().default(true),
  },
  (t) => [
    uniqueIndex("submissions_account_external_idx").on(t.accountId, t.externalId),
    // The covering index submissions_account_time_cover_idx is written by hand in a migration.
    index("submissions_account_problem_idx").on(t.accountId, t.problemId),
    // 'partial': a partial score such as CodeChef's "(30)", not a solve.
    check("submissions_verdict_check", sql`${t.verdict} in ('accepted', 'rejected', 'pending', 'partial')`),
  ],
);

/** Written only by triggers on `submissions`, never by the application (docs/architecture.md §4). */
export const accountProblemActivity = pgTable(
  "account_problem_activity",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => platformAccounts.id, { onDelete: "cascade" }),
    problemId: bigint("problem_id", { mode: "number" })
      .notNull()
      .references(() => problems.id),
    lastAt: at("last_at").notNull(),
    solvedAt: at("solved_at"),
    lastSolvedAt: at("last_solved_at"),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.problemId] }),
    // A club's matrix asks who touched ten problems: a range per problem, not a probe per member account.
    index("account_problem_activity_problem_idx").on(t.problemId, t.accountId, t.solvedAt),
  ],
);

export const contestResults = pgTable(
  "contest_results",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => platformAccounts.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: PLATFORM_IDS }).notNull(),
    contestExternalId: text("contest_external_id").notNull(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    date: at("date").notNull(),
    rank: integer("rank"),
    oldRating: integer("old_rating"),
    newRating: integer("new_rating"),
  },
  (t) => [
    uniqueIndex("contest_results_account_contest_idx").on(t.accountId, t.contestExternalId),
    index("contest_results_account_date_idx").on(t.accountId, t.date),
    platformCheck("contest_results_platform_check", t.platform),
  ],
);

/** Shared by every process: claimed with FOR UPDATE SKIP LOCKED and held by a lease. */
export const syncJobs = pgTable(
  "sync_jobs",
  {
    key: text("key").primaryKey(),
    accountId: uuid("account_id").references(() => platformAccounts.id, { onDelete: "cascade" }),
    dueAt: at("due_at").notNull(),
    reason: text("reason", { enum: SYNC_JOB_REASONS }).notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    leaseOwner: text("lease_owner"),
    leaseUntil: at("lease_until"),
  },
  (t) => [index("sync_jobs_due_idx").on(t.dueAt)],
);

/** One rate limit per platform shared by every process. */
export const platformThrottle = pgTable(
  "platform_throttle",
  {
    platform: text("platform", { enum: PLATFORM_IDS }).primaryKey(),
    nextSlotAt: at("next_slot_at").notNull(),
  },
  (t) => [platformCheck("platform_throttle_platform_check", t.platform)],
);

export const platformCache = pgTable("platform_cache", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  fetchedAt: at("fetched_at").notNull(),
  expiresAt: at("expires_at").notNull(),
});

/** Keyed by account so one handle is verified by one user only (decision 013). */
export const verifiedHandles = pgTable(
  "verified_handles",
  {
    accountId: uuid("account_id")
      .primaryKey()
      .references(() => platformAccounts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    verifiedAt: at("verified_at").notNull(),
  },
  (t) => [
    index("verified_handles_user_idx").on(t.userId),
    check("verified_handles_method_check", sql`${t.method} in ('compile_error', 'codeforces_oidc')`),
  ],
);

export const handleChallenges = pgTable(
  "handle_challenges",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => platformAccounts.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: PLATFORM_IDS }).notNull(),
    /** The external id as submissions store it ("4A", "two-sum", "FLOW001"). */
    problem: text("problem").notNull(),
    startedAt: at("started_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    completedAt: at("completed_at"),
  },
  (t) => [
    uniqueIndex("handle_challenges_user_account_idx").on(t.userId, t.accountId),
    platformCheck("handle_challenges_platform_check", t.platform),
  ],
);

/** On LeetCode's contest-rating scale, from the zerotrac/leetcode_problem_rating data set. */
export const leetcodeProblemRatings = pgTable("leetcode_problem_ratings", {
  titleSlug: text("title_slug").primaryKey(),
  title: text("title").notNull(),
  rating: real("rating").notNull(),
  contestSlug: text("contest_slug").notNull(),
  problemIndex: text("problem_index").notNull(),
});

/** Knots of a monotone piecewise-linear map onto the Codeforces scale (decision 015). */
export const scaleMappings = pgTable(
  "scale_mappings",
  {
    platform: text("platform", { enum: PLATFORM_IDS }).primaryKey(),
    method: text("method").notNull(),
    knots: jsonb("knots").$type<Array<[number, number]>>().notNull(),
    sample: integer("sample").notNull(),
    fittedAt: at("fitted_at").notNull(),
  },
  (t) => [
    platformCheck("scale_mappings_platform_check", t.platform),
    check("scale_mappings_method_check", sql`${t.method} in ('default', 'robust_line', 'equipercentile')`),
  ],
);

/** A problem with no difficulty has no row. */
export const problemScale = pgTable(
  "problem_scale",
  {
    problemId: bigint("problem_id", { mode: "number" })
      .primaryKey()
      .references(() => problems.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: PLATFORM_IDS }).notNull(),
    unified: integer("unified").notNull(),
    /** True unless the platform published the rating itself. */
    estimated: boolean("estimated").notNull(),
    source: text("source").notNull(),
    topics: text("topics")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    computedAt: at("computed_at").notNull(),
  },
  (t) => [
    index("problem_scale_unified_idx").on(t.unified),
    index("problem_scale_platform_unified_idx").on(t.platform, t.unified),
    platformCheck("problem_scale_platform_check", t.platform),
    check("problem_scale_source_check", sql`${t.source} in ('rating', 'zerotrac', 'attempts', 'coarse')`),
  ],
);

/** Replayed with the synced submissions in time order (decision 017). */
export const reviewMarks = pgTable(
  "review_marks",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    stumbleId: uuid("stumble_id")
      .notNull()
      .references(() => stumbles.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    passed: boolean("passed").notNull(),
    fromScratch: boolean("from_scratch").notNull(),
    reviewedAt: at("reviewed_at").notNull(),
  },
  (t) => [index("review_marks_user_idx").on(t.userId, t.reviewedAt), index("review_marks_stumble_idx").on(t.stumbleId)],
);

/** No row means the defaults. */
export const reviewSettings = pgTable(
  "review_settings",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    // Double precision: a 4-byte real would store 0.7 just below 0.7 and fail the check below.
    targetRetention: doublePrecision("target_retention").notNull(),
    maximumIntervalDays: integer("maximum_interval_days").notNull(),
  },
  (t) => [
    check("review_settings_retention_check", sql`${t.targetRetention} between 0.7 and 0.99`),
    check("review_settings_interval_check", sql`${t.maximumIntervalDays} between 1 and 36500`),
  ],
);

export const reviewOfferDismissals = pgTable(
  "review_offer_dismissals",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    problemId: bigint("problem_id", { mode: "number" })
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    dismissedAt: at("dismissed_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.problemId] })],
);

/** Ranked from synced submissions (decision 016). */
export const virtualContests = pgTable(
  "virtual_contests",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    creatorId: uuid("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    mode: text("mode", { enum: ["normal", "lockout", "training"] }).notNull(),
    startAt: at("start_at").notNull(),
    endAt: at("end_at").notNull(),
    penaltySeconds: integer("penalty_seconds").notNull(),
    verifiedOnly: boolean("verified_only").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("virtual_contests_creator_idx").on(t.creatorId),
    check("virtual_contests_mode_check", sql`${t.mode} in ('normal', 'lockout', 'training')`),
    check("virtual_contests_window_check", sql`${t.endAt} > ${t.startAt}`),
  ],
);

export const virtualContestProblems = pgTable(
  "virtual_contest_problems",
  {
    contestId: uuid("contest_id")
      .notNull()
      .references(() => virtualContests.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    problemId: bigint("problem_id", { mode: "number" })
      .notNull()
      .references(() => problems.id),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.position] })],
);

export const virtualContestParticipants = pgTable(
  "virtual_contest_participants",
  {
    contestId: uuid("contest_id")
      .notNull()
      .references(() => virtualContests.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["invited", "accepted", "declined"] }).notNull(),
    respondedAt: at("responded_at"),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.userId] }),
    index("virtual_contest_participants_user_idx").on(t.userId),
    check("virtual_contest_participants_status_check", sql`${t.status} in ('invited', 'accepted', 'declined')`),
  ],
);

/** The sync says who solved the assignments (decision 037). */
export const clubs = pgTable("clubs", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text("name").notNull(),
  timeZone: text("time_zone").notNull(),
  /** Nobody but the owner has the right to keep the club. */
  ownerId: uuid("owner_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  countUnverified: boolean("count_unverified").notNull().default(true),
  /** The ISO week whose digest went to the coaches ("2026-W49"); claimed before sending, so one goes out a week. */
  digestWeek: text("digest_week"),
  createdAt: createdAt(),
});

/** Leaving deletes the row, so no view can show a former member. */
export const clubMembers = pgTable(
  "club_members",
  {
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: CLUB_ROLES }).notNull(),
    joinedAt: at("joined_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.userId] }),
    index("club_members_user_idx").on(t.userId),
    check("club_members_role_check", sql`${t.role} in ('owner', 'coach', 'member')`),
  ],
);

/** Only a hash of the code is kept. */
export const clubInvites = pgTable(
  "club_invites",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull().unique(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("club_invites_club_idx").on(t.clubId)],
);

export const assignments = pgTable(
  "assignments",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    opensAt: at("opens_at").notNull(),
    dueAt: at("due_at").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("assignments_club_idx").on(t.clubId, t.dueAt), check("assignments_window_check", sql`${t.dueAt} > ${t.opensAt}`)],
);

export const assignmentProblems = pgTable(
  "assignment_problems",
  {
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    problemId: bigint("problem_id", { mode: "number" })
      .notNull()
      .references(() => problems.id),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.position] }),
    uniqueIndex("assignment_problems_problem_idx").on(t.assignmentId, t.problemId),
  ],
);

/** Only a hash is kept; a revoked one stays listed, refused (decision 036). */
export const personalTokens = pgTable(
  "personal_tokens",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope", { enum: ["read", "write"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    lastUsedAt: at("last_used_at"),
    revokedAt: at("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("personal_tokens_user_idx").on(t.userId), check("personal_tokens_scope_check", sql`${t.scope} in ('read', 'write')`)],
);

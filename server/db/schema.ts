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

/**
 * Why a sync job is queued: a first sync of a new handle, Sync now, demo seeding, or the policy's
 * own reasons (server/sync/policy.ts). Typed here so the queue's readers need no cast.
 */
export const SYNC_JOB_REASONS = ["first", "manual", "seed", "moved", "due", "retry", "activity-check"] as const;
export type SyncJobReason = (typeof SYNC_JOB_REASONS)[number];

/** The platform columns accept exactly the registry's ids (lib/contract/platforms.ts). */
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
  /** Problems a day the sidebar's Daily Goal counts towards (1–50). */
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
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Password-reset and email-verification tokens: only a hash is kept; single use; expiring. */
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

/** Fixed-window counters shared by every API process (sign-in, sign-up, reset limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/**
 * A signed-in write's first successful answer, kept for a day under the key the client sent with
 * it (one per user action), so a retry of the same action gets that answer instead of doing it
 * twice. `status` is null while the first attempt is still running.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
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
    /** Insertion order; lists are ordered by it so an index means the same item to every reader. */
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
    /** Counts the note's edits, so an edit made from an older copy of it is refused instead of winning. */
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

/**
 * One account on one platform, shared by every user who names that handle (and by followers of a
 * bare handle). Its sync state is what the scheduling policy (server/sync/policy.ts) reads.
 */
export const platformAccounts = pgTable(
  "platform_accounts",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    platform: text("platform", { enum: PLATFORM_IDS }).notNull(),
    /** As the platform spells it. */
    handle: text("handle").notNull(),
    /** lower(handle): platforms treat handles case-insensitively. */
    handleKey: text("handle_key").notNull(),
    displayName: text("display_name"),
    rating: integer("rating"),
    maxRating: integer("max_rating"),
    rank: text("rank"),
    avatarUrl: text("avatar_url"),
    /** Platform-specific extras shown on the dashboard (LeetCode solved by difficulty, calendars). */
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
    /** LeetCode keeps 20 recent submissions: set when more than that arrived between two polls. */
    mayHaveMissedSince: at("may_have_missed_since"),
    /** Former handles, oldest first, when the platform reported a rename. */
    handleHistory: jsonb("handle_history").$type<Array<{ handle: string; until: string }>>().notNull().default([]),
    /** Problems or contests the platform would not describe yet: stored with what is known, asked again. */
    missingItems: jsonb("missing_items").$type<Array<{ note: string; since: string }>>().notNull().default([]),
    /** Time of the oldest stored submission whose verdict may still change (judging, pretests): re-read until none. */
    verdictsUnsettledSince: at("verdicts_unsettled_since"),
    /**
     * Codeforces contests the account took part in whose end (FINISHED) or rating change has not
     * been seen yet: their submissions are re-read and the rating history fetched when they end.
     */
    watchedContests: jsonb("watched_contests")
      .$type<Array<{ id: string; startedAt: string; finishedAt: string | null }>>()
      .notNull()
      .default([]),
    /** Codeforces `user.info` reported a rating different from ours: fetch the rating history. */
    ratingStale: boolean("rating_stale").notNull().default(false),
    /**
     * Bumped by the `submissions` triggers whenever a statement writes this account's
     * submissions (drizzle/0014): the Smart Sheet's saved answers are checked against it.
     */
    activityVersion: bigint("activity_version", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("platform_accounts_platform_handle_idx").on(t.platform, t.handleKey),
    platformCheck("platform_accounts_platform_check", t.platform),
    check("platform_accounts_status_check", sql`${t.status} in ('pending', 'ok', 'error', 'not_found')`),
  ],
);

/** A user's own handle on each platform. */
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

/** One-way follows (no consent needed, docs/behaviour.md §1): of a user of Algo Ladder, or of a bare platform account. */
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
    /** When difficulty and tags were fetched (LeetCode asks per problem, once). */
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
    // Also submissions_account_time_cover_idx (account_id, submitted_at) include (problem_id, verdict), in drizzle/0003.
    index("submissions_account_problem_idx").on(t.accountId, t.problemId),
    // 'partial': a partial score (CodeChef's "(30)"), an attempt that is not a solve.
    check("submissions_verdict_check", sql`${t.verdict} in ('accepted', 'rejected', 'pending', 'partial')`),
  ],
);

/**
 * One row per account and problem it submitted to, summarising those submissions for the Smart
 * Sheet (docs/architecture.md §4). Never written by the application: triggers on `submissions`
 * recompute the touched pairs from `submissions` in the writing statement's transaction, so every
 * insert, verdict change and delete (a sync, a cascade, a test's direct insert) keeps it exact
 * (drizzle/0013). Also account_problem_activity_recent_idx (account_id, last_at) include
 * (problem_id, solved_at, last_solved_at), written by hand there.
 */
export const accountProblemActivity = pgTable(
  "account_problem_activity",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => platformAccounts.id, { onDelete: "cascade" }),
    problemId: bigint("problem_id", { mode: "number" })
      .notNull()
      .references(() => problems.id),
    /** The latest submission. */
    lastAt: at("last_at").notNull(),
    /** The first accepted submission; null when none is accepted. */
    solvedAt: at("solved_at"),
    /** The latest accepted submission; null when none is accepted. */
    lastSolvedAt: at("last_solved_at"),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.problemId] })],
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

/**
 * The work queue every API or worker process shares: one row per account due for a sync (or per
 * platform-wide task), claimed with FOR UPDATE SKIP LOCKED and held by a lease.
 */
export const syncJobs = pgTable(
  "sync_jobs",
  {
    key: text("key").primaryKey(),
    accountId: uuid("account_id").references(() => platformAccounts.id, { onDelete: "cascade" }),
    dueAt: at("due_at").notNull(),
    reason: text("reason", { enum: SYNC_JOB_REASONS }).notNull(),
    /** What a platform-wide task needs (the handles of an activity check). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    leaseOwner: text("lease_owner"),
    leaseUntil: at("lease_until"),
  },
  (t) => [index("sync_jobs_due_idx").on(t.dueAt)],
);

/** Per platform, when the next call may start: one rate limit shared by every process. */
export const platformThrottle = pgTable(
  "platform_throttle",
  {
    platform: text("platform", { enum: PLATFORM_IDS }).primaryKey(),
    nextSlotAt: at("next_slot_at").notNull(),
  },
  (t) => [platformCheck("platform_throttle_platform_check", t.platform)],
);

/** Cached platform-wide data: upcoming contests, the daily problem, the problem set's freshness. */
export const platformCache = pgTable("platform_cache", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  fetchedAt: at("fetched_at").notNull(),
  expiresAt: at("expires_at").notNull(),
});

/**
 * Proof that a user owns a platform handle (docs/decisions/013-handle-verification.md). The account
 * is the key, so one handle is verified by one user only; the claim counts while that user still
 * names the handle as their own.
 */
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

/** A running or past compile-error challenge: the user submits a compilation error to `problem` in the window. */
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
    /** The problem's external id as submissions store it (Codeforces "4A", LeetCode "two-sum", CodeChef "FLOW001"). */
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

/**
 * LeetCode contest problems' ratings from the zerotrac/leetcode_problem_rating data set, on
 * LeetCode's contest-rating scale (server/features/train/data/README.md says where they come from).
 */
export const leetcodeProblemRatings = pgTable("leetcode_problem_ratings", {
  titleSlug: text("title_slug").primaryKey(),
  title: text("title").notNull(),
  rating: real("rating").notNull(),
  contestSlug: text("contest_slug").notNull(),
  problemIndex: text("problem_index").notNull(),
});

/**
 * Each platform's monotone mapping onto the Codeforces scale, as knots of a piecewise-linear
 * function (docs/decisions/014-one-difficulty-scale.md): a documented default, a robust line or an
 * equipercentile fit from users rated on both platforms.
 */
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

/**
 * A problem's difficulty on the one scale (Codeforces rating points) and its canonical topics:
 * what recommendations and the weakness map read. A problem with no difficulty has no row.
 */
export const problemScale = pgTable(
  "problem_scale",
  {
    problemId: bigint("problem_id", { mode: "number" })
      .primaryKey()
      .references(() => problems.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: PLATFORM_IDS }).notNull(),
    unified: integer("unified").notNull(),
    /** True unless the platform published the rating itself (an estimate from attempts or a coarse prior). */
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

/**
 * A review marked by hand on a Tricky Problems card (docs/decisions/017-spaced-re-solving.md): the
 * card's schedule replays these with the synced submissions on its problem, in time order.
 */
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

/** A user's review settings; no row means the defaults (lib/contract/reviews.ts). */
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

/** Offers of problems worth re-solving that the user turned down: never offered again. */
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

/** A virtual contest for a group (docs/decisions/016-virtual-contests.md): a window, a mode and a problem set. */
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
    /** Only submissions from handles their owner has verified count. */
    verifiedOnly: boolean("verified_only").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("virtual_contests_creator_idx").on(t.creatorId),
    check("virtual_contests_mode_check", sql`${t.mode} in ('normal', 'lockout', 'training')`),
    check("virtual_contests_window_check", sql`${t.endAt} > ${t.startAt}`),
  ],
);

/** A virtual contest's problems, in the order they are shown. */
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

/** Who is in a virtual contest: the creator (accepted) and each invitee, invited until they answer. */
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

/** A club (docs/decisions/037-clubs.md): a coach sets problems, the sync says who solved them. */
export const clubs = pgTable("clubs", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text("name").notNull(),
  /** IANA zone the assignments' opening times and deadlines are shown in. */
  timeZone: text("time_zone").notNull(),
  /** Deleting the owner's account deletes the club: nobody else has the right to keep it. */
  ownerId: uuid("owner_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Whether submissions from handles their owner has not proved count in the matrix. */
  countUnverified: boolean("count_unverified").notNull().default(true),
  createdAt: createdAt(),
});

/** Who is in a club; leaving deletes the row, so no view can show a former member. */
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

/** An invite link: only the SHA-256 of its code is kept; it expires and a coach can revoke it. */
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

/** An assignment's problems, in the order the coach gave them; always rows of the catalogue. */
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

/**
 * A personal access token (docs/decisions/036-personal-tokens-and-account-data.md): only a hash is
 * kept; a revoked one stays listed, refused, until the account is deleted.
 */
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

import { and, eq, inArray, sql } from "drizzle-orm";
import type { PlatformId } from "@/lib/contract/platforms";
import type { AccountRow } from "../accounts/account";
import type { Db } from "../db/client";
import { contestResults, platformAccounts, problems, submissions } from "../db/schema";
import { handleKeyOf } from "../accounts/account";
import type { AccountProfile, ContestResult, HandleRename, Problem, Submission } from "../platforms/types";
import { historyCursor } from "../platforms/codechef/backfill";
import type { SyncAccountState } from "./policy";

/** What one sync of one account learnt; written in one transaction or not at all. */
/** The profile fields a sync keeps of an account: the one list that every sync writes. */
const PROFILE_FIELDS = ["displayName", "rating", "maxRating", "rank", "avatarUrl"] as const;
export type SyncedProfile = Partial<Pick<AccountProfile, (typeof PROFILE_FIELDS)[number] | "handle">>;

export const syncedProfile = (profile: AccountProfile): SyncedProfile => ({
  handle: profile.handle,
  ...(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field]])) as SyncedProfile),
});

/** The account's columns a profile sets: only the fields it carries. */
const profileColumns = (p: SyncedProfile) => Object.fromEntries(PROFILE_FIELDS.filter((f) => p[f] !== undefined).map((f) => [f, p[f]]));

export type SyncResult = {
  profile?: SyncedProfile;
  /** Platform-specific extras (LeetCode solved by difficulty, its calendar). */
  stats?: Record<string, unknown>;
  contests: ContestResult[];
  /** New or changed submissions, any order. */
  submissions: Submission[];
  /** Problem metadata learnt beside the submissions (details, contest problem lists). */
  problems: Problem[];
  /** Set when the platform may have dropped submissions we never saw (LeetCode's 20-item list). */
  mayHaveMissedSince?: Date | null;
  /** The platform answered under another handle: the handle and its lookup key change together. */
  rename?: HandleRename;
  /** What the platform would not describe this time, in its words; replaces the stored notes. */
  missing?: MissingItem[];
  /** Codeforces contests still awaited (their end, their rating change); replaces the stored list. */
  watchedContests?: WatchedContest[];
  /** The rating history was fetched, so a stale rating is settled. */
  ratingRefreshed?: boolean;
  /**
   * The platform was not called at all: it asked to be left alone until this time. Such a result
   * is not a sync; only the account's next sync time is written.
   */
  waitingUntil?: Date;
};

export type MissingItem = AccountRow["missingItems"][number];
export type WatchedContest = AccountRow["watchedContests"][number];

/**
 * Each sync asks again about everything still undescribed, so its list replaces the stored one;
 * an item missing since earlier keeps its first date.
 */
export function mergeMissing(before: MissingItem[], now: MissingItem[]): MissingItem[] {
  const since = new Map(before.map((m) => [m.note, m.since]));
  return now.map((m) => ({ ...m, since: since.get(m.note) ?? m.since }));
}

const CHUNK = 500;
const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** When the platform allows this account's next call: CodeChef's Retry-After, stored with its history cursor. */
function notBeforeOf(stats: Record<string, unknown> | null | undefined): Date | null {
  const wait = historyCursor(stats)?.notBefore;
  return wait ? new Date(wait) : null;
}

export const accountState = (row: AccountRow): SyncAccountState => ({
  platform: row.platform,
  handle: row.handle,
  lastSyncedAt: row.lastSyncedAt,
  lastActivityAt: row.lastActivityAt,
  lastSeenOnlineAt: row.lastSeenOnlineAt,
  onlineAtLastSync: row.onlineAtLastSync,
  lastCheckedAt: row.lastCheckedAt,
  submissionsPerHour: row.submissionsPerHour,
  consecutiveFailures: row.consecutiveFailures,
  lastFailureAt: row.lastErrorAt,
  unsettled: row.verdictsUnsettledSince !== null || row.watchedContests.length > 0,
  ratingStale: row.ratingStale,
  notBefore: notBeforeOf(row.stats),
});

/**
 * The account's state once this sync's result is written, for when to look next: still unsettled
 * while a verdict it brought may change or a contest is watched (an older unsettled verdict may
 * have just settled; the planner reads the stored row each tick, so erring early costs one look).
 */
export const stateAfter = (row: AccountRow, result: SyncResult): SyncAccountState => ({
  ...accountState(row),
  unsettled:
    row.verdictsUnsettledSince !== null ||
    result.submissions.some((s) => s.final === false) ||
    (result.watchedContests ?? row.watchedContests).length > 0,
  ratingStale: row.ratingStale && !result.ratingRefreshed,
  notBefore: notBeforeOf(result.stats ?? row.stats),
});

export type StoredVerdict = { verdict: string; rawVerdict: string; final: boolean };

/** The stored verdicts of these submissions: known ones are written again only when theirs changed. */
export async function storedVerdicts(db: Db, accountId: string, externalIds: string[]): Promise<Map<string, StoredVerdict>> {
  if (!externalIds.length) return new Map();
  const rows = await db
    .select({
      id: submissions.externalId,
      verdict: submissions.verdict,
      rawVerdict: submissions.rawVerdict,
      final: submissions.verdictFinal,
    })
    .from(submissions)
    .where(and(eq(submissions.accountId, accountId), inArray(submissions.externalId, externalIds)));
  return new Map(rows.map((r) => [r.id, { verdict: r.verdict, rawVerdict: r.rawVerdict, final: r.final }]));
}

/** Which of these submission ids the account already has (the incremental sync's stop signal). */
export async function knownSubmissionIds(db: Db, accountId: string, externalIds: string[]): Promise<Set<string>> {
  if (!externalIds.length) return new Set();
  const rows = await db
    .select({ id: submissions.externalId })
    .from(submissions)
    .where(and(eq(submissions.accountId, accountId), inArray(submissions.externalId, externalIds)));
  return new Set(rows.map((r) => r.id));
}

/** Problems of a platform that still lack details (LeetCode difficulty and tags are asked once per problem). */
export async function problemsLackingDetails(db: Db, platform: PlatformId, externalIds: string[]): Promise<Set<string>> {
  if (!externalIds.length) return new Set();
  const rows = await db
    .select({ id: problems.externalId })
    .from(problems)
    .where(and(eq(problems.platform, platform), inArray(problems.externalId, externalIds), sql`${problems.detailsFetchedAt} is not null`));
  const have = new Set(rows.map((r) => r.id));
  return new Set(externalIds.filter((id) => !have.has(id)));
}

/** Contests of a platform whose problem list is already stored. */
export async function contestsWithProblems(db: Db, platform: PlatformId, contestIds: string[]): Promise<Set<string>> {
  if (!contestIds.length) return new Set();
  const rows = await db
    .selectDistinct({ contest: problems.contestExternalId })
    .from(problems)
    .where(and(eq(problems.platform, platform), inArray(problems.contestExternalId, contestIds)));
  return new Set(rows.map((r) => r.contest).filter((c): c is string => c !== null));
}

/*
 * The problems table is written here only: the sync, the catalogue and the demo all store problems
 * through these three, so what wins when two sources describe one problem is decided in one place.
 */

/** Adds the problems not stored yet; a known one keeps what the platform's own data said of it. */
export async function addUnknownProblems(db: Db, items: Problem[]) {
  if (!items.length) return;
  await db
    .insert(problems)
    .values(
      items.map((p) => ({
        platform: p.platform,
        externalId: p.externalId,
        name: p.name,
        url: p.url,
        contestExternalId: p.contestExternalId,
        problemIndex: p.index,
      })),
    )
    .onConflictDoNothing();
}

/** A problem's tags as its platform describes them, and when that was asked. */
export async function setProblemTags(db: Db, problemId: number, tags: string[], at: Date) {
  await db
    .update(problems)
    .set({ tags: sql`${JSON.stringify(tags)}::jsonb`, detailsFetchedAt: at })
    .where(eq(problems.id, problemId));
}

/**
 * Upserts problems in a stable order (so two syncs touching the same problems never deadlock),
 * keeping what is already known when the new row knows less. Returns ids by external id.
 */
export async function upsertProblems(db: Db, items: Problem[], detailed: ReadonlySet<string> = new Set(), now?: Date) {
  const byKey = new Map<string, Problem>();
  for (const p of items) {
    const key = `${p.platform}\u0000${p.externalId}`;
    const seen = byKey.get(key);
    // Merge two sightings of one problem: whichever knows more wins field by field.
    byKey.set(
      key,
      seen
        ? {
            ...seen,
            ...p,
            difficulty: p.difficulty ?? seen.difficulty,
            rating: p.rating ?? seen.rating,
            tags: p.tags.length ? p.tags : seen.tags,
          }
        : p,
    );
  }
  const sorted = [...byKey.values()].sort((a, b) => (a.platform + a.externalId < b.platform + b.externalId ? -1 : 1));
  const ids = new Map<string, number>();
  for (const part of chunks(sorted)) {
    const rows = await db
      .insert(problems)
      .values(
        part.map((p) => ({
          platform: p.platform,
          externalId: p.externalId,
          name: p.name,
          url: p.url,
          difficulty: p.difficulty,
          rating: p.rating,
          tags: p.tags,
          contestExternalId: p.contestExternalId,
          problemIndex: p.index,
          detailsFetchedAt: detailed.has(p.externalId) ? (now ?? null) : null,
        })),
      )
      .onConflictDoUpdate({
        target: [problems.platform, problems.externalId],
        set: {
          name: sql`excluded.name`,
          url: sql`excluded.url`,
          difficulty: sql`coalesce(excluded.difficulty, ${problems.difficulty})`,
          rating: sql`coalesce(excluded.rating, ${problems.rating})`,
          tags: sql`case when jsonb_array_length(excluded.tags) > 0 then excluded.tags else ${problems.tags} end`,
          contestExternalId: sql`coalesce(excluded.contest_external_id, ${problems.contestExternalId})`,
          problemIndex: sql`coalesce(excluded.problem_index, ${problems.problemIndex})`,
          detailsFetchedAt: sql`coalesce(excluded.details_fetched_at, ${problems.detailsFetchedAt})`,
        },
      })
      .returning({ id: problems.id, externalId: problems.externalId });
    for (const r of rows) ids.set(r.externalId, r.id);
  }
  return ids;
}

/**
 * Writes one successful sync: problems, submissions, contest results and the account's new
 * state, in one transaction. Unique keys make it idempotent: the same result written twice, or
 * two overlapping syncs, leave exactly one row per submission, problem and contest. The Smart
 * Sheet's summary of the touched (account, problem) pairs is recounted in the same transaction by
 * triggers on submissions (drizzle/0013).
 */
export async function saveSync(db: Db, account: AccountRow, result: SyncResult, next: Partial<AccountRow>, now: Date): Promise<void> {
  const detailed = new Set(result.problems.filter((p) => p.difficulty !== null || p.tags.length).map((p) => p.externalId));
  await db.transaction(async (tx) => {
    const problemIds = await upsertProblems(tx, [...result.problems, ...result.submissions.map((s) => s.problem)], detailed, now);
    const sorted = [...result.submissions].sort((a, b) => (a.externalId < b.externalId ? -1 : 1));
    for (const part of chunks(sorted)) {
      await tx
        .insert(submissions)
        .values(
          part.map((s) => ({
            accountId: account.id,
            externalId: s.externalId,
            problemId: problemIds.get(s.problem.externalId)!,
            verdict: s.verdict,
            rawVerdict: s.rawVerdict,
            submittedAt: s.submittedAt,
            duringContest: s.duringContest,
            verdictFinal: s.final ?? true,
          })),
        )
        // A verdict changes in place until final (judging, pretests, hacks, rulings); nothing else does.
        .onConflictDoUpdate({
          target: [submissions.accountId, submissions.externalId],
          set: { verdict: sql`excluded.verdict`, rawVerdict: sql`excluded.raw_verdict`, verdictFinal: sql`excluded.verdict_final` },
        });
    }
    for (const part of chunks(result.contests)) {
      await tx
        .insert(contestResults)
        .values(
          part.map((c) => ({
            accountId: account.id,
            platform: c.platform,
            contestExternalId: c.externalId,
            name: c.name,
            url: c.url,
            date: c.date,
            rank: c.rank,
            oldRating: c.oldRating,
            newRating: c.newRating,
          })),
        )
        .onConflictDoUpdate({
          target: [contestResults.accountId, contestResults.contestExternalId],
          set: {
            name: sql`excluded.name`,
            url: sql`excluded.url`,
            date: sql`excluded.date`,
            rank: sql`excluded.rank`,
            oldRating: sql`excluded.old_rating`,
            newRating: sql`excluded.new_rating`,
          },
        });
    }
    const newest = result.submissions.reduce<Date | null>((max, s) => (!max || s.submittedAt > max ? s.submittedAt : max), null);
    const p = result.profile ?? {};
    const [unsettled] = await tx
      .select({ since: sql<string | Date | null>`min(${submissions.submittedAt})` })
      .from(submissions)
      .where(and(eq(submissions.accountId, account.id), eq(submissions.verdictFinal, false)));
    await tx
      .update(platformAccounts)
      .set({
        ...(await handleChange(tx, account, result.rename?.to ?? p.handle, now)),
        verdictsUnsettledSince: unsettled?.since ? new Date(unsettled.since) : null,
        ...(result.missing ? { missingItems: mergeMissing(account.missingItems, result.missing) } : {}),
        ...(result.watchedContests ? { watchedContests: result.watchedContests } : {}),
        ...(result.ratingRefreshed ? { ratingStale: false } : {}),
        ...profileColumns(p),
        ...(result.stats ? { stats: result.stats } : {}),
        ...(result.mayHaveMissedSince !== undefined ? { mayHaveMissedSince: result.mayHaveMissedSince } : {}),
        lastActivityAt: newest && (!account.lastActivityAt || newest > account.lastActivityAt) ? newest : account.lastActivityAt,
        status: "ok",
        lastSyncedAt: now,
        lastError: null,
        consecutiveFailures: 0,
        ...next,
      })
      .where(eq(platformAccounts.id, account.id));
  });
}

/**
 * The columns to write when the platform spells the handle `to`: a change of letter case only
 * updates the spelling; a new name (a rename) moves the lookup key with it and keeps the old name
 * in the history. A new name already held by another account row is left alone (that row is
 * synced on its own).
 */
export async function handleChange(db: Db, account: AccountRow, to: string | undefined, now: Date): Promise<Partial<AccountRow>> {
  if (!to || to === account.handle) return {};
  const key = handleKeyOf(to);
  if (key === account.handleKey) return { handle: to };
  const [taken] = await db
    .select({ id: platformAccounts.id })
    .from(platformAccounts)
    .where(and(eq(platformAccounts.platform, account.platform), eq(platformAccounts.handleKey, key)));
  if (taken) return {};
  return { handle: to, handleKey: key, handleHistory: [...account.handleHistory, { handle: account.handle, until: now.toISOString() }] };
}

/** Records a failed sync: nothing else is written, the account says why in words and backs off. */
export async function saveFailure(db: Db, accountId: string, message: string, notFound: boolean, next: Partial<AccountRow>, now: Date) {
  await db
    .update(platformAccounts)
    .set({
      status: notFound ? "not_found" : "error",
      lastError: message,
      lastErrorAt: now,
      consecutiveFailures: sql`${platformAccounts.consecutiveFailures} + 1`,
      ...next,
    })
    .where(eq(platformAccounts.id, accountId));
}

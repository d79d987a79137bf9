import { and, eq, inArray, sql } from "drizzle-orm";
import type { PlatformId } from "@/lib/contract/platforms";
import type { AccountRow } from "../accounts/account";
import type { Db } from "../db/client";
import { contestResults, platformAccounts, problems, submissions } from "../db/schema";
import { handleKeyOf } from "../accounts/account";
import type { AccountProfile, ContestResult, HandleRename, Problem, Submission } from "../platforms/types";
import { historyCursor } from "../platforms/codechef/backfill";
import type { SyncAccountState } from "./policy";

/** The one list of profile fields that every sync writes. */
const PROFILE_FIELDS = ["displayName", "rating", "maxRating", "rank", "avatarUrl"] as const;
export type SyncedProfile = Partial<Pick<AccountProfile, (typeof PROFILE_FIELDS)[number] | "handle">>;

export const syncedProfile = (profile: AccountProfile): SyncedProfile => ({
  handle: profile.handle,
  ...(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field]])) as SyncedProfile),
});

const profileColumns = (p: SyncedProfile) => Object.fromEntries(PROFILE_FIELDS.filter((f) => p[f] !== undefined).map((f) => [f, p[f]]));

/** Written in one transaction or not at all. */
export type SyncResult = {
  profile?: SyncedProfile;
  stats?: Record<string, unknown>;
  contests: ContestResult[];
  /** Any order. */
  submissions: Submission[];
  problems: Problem[];
  mayHaveMissedSince?: Date | null;
  rename?: HandleRename;
  /** Replaces the stored notes. */
  missing?: MissingItem[];
  /** Replaces the stored list. */
  watchedContests?: WatchedContest[];
  ratingRefreshed?: boolean;
  /** The platform was not called, so this is not a sync: only the next sync time is written. */
  waitingUntil?: Date;
};

export type MissingItem = AccountRow["missingItems"][number];
export type WatchedContest = AccountRow["watchedContests"][number];

/** An item missing since earlier keeps its first date. */
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

/** CodeChef's Retry-After is stored with its history cursor. */
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

/** Erring towards unsettled costs one early look, as the planner rereads the stored row each tick. */
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

/** Known submissions are written again only when their verdict changed. */
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

/** The incremental sync's stop signal. */
export async function knownSubmissionIds(db: Db, accountId: string, externalIds: string[]): Promise<Set<string>> {
  if (!externalIds.length) return new Set();
  const rows = await db
    .select({ id: submissions.externalId })
    .from(submissions)
    .where(and(eq(submissions.accountId, accountId), inArray(submissions.externalId, externalIds)));
  return new Set(rows.map((r) => r.id));
}

/** LeetCode details are asked once per problem. */
export async function problemsLackingDetails(db: Db, platform: PlatformId, externalIds: string[]): Promise<Set<string>> {
  if (!externalIds.length) return new Set();
  const rows = await db
    .select({ id: problems.externalId })
    .from(problems)
    .where(and(eq(problems.platform, platform), inArray(problems.externalId, externalIds), sql`${problems.detailsFetchedAt} is not null`));
  const have = new Set(rows.map((r) => r.id));
  return new Set(externalIds.filter((id) => !have.has(id)));
}

export async function contestsWithProblems(db: Db, platform: PlatformId, contestIds: string[]): Promise<Set<string>> {
  if (!contestIds.length) return new Set();
  const rows = await db
    .selectDistinct({ contest: problems.contestExternalId })
    .from(problems)
    .where(and(eq(problems.platform, platform), inArray(problems.contestExternalId, contestIds)));
  return new Set(rows.map((r) => r.contest).filter((c): c is string => c !== null));
}

// The problems table is written only by these three, so what wins between two sources is decided in one place.

/** A known problem keeps what the platform's own data said of it. */
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

export async function setProblemTags(db: Db, problemId: number, tags: string[], at: Date) {
  await db
    .update(problems)
    .set({ tags: sql`${JSON.stringify(tags)}::jsonb`, detailsFetchedAt: at })
    .where(eq(problems.id, problemId));
}

/** A stable order, so two syncs touching the same problems never deadlock. */
export async function upsertProblems(db: Db, items: Problem[], detailed: ReadonlySet<string> = new Set(), now?: Date) {
  const byKey = new Map<string, Problem>();
  for (const p of items) {
    const key = `${p.platform}\u0000${p.externalId}`;
    const seen = byKey.get(key);
    // Whichever sighting knows more wins field by field.
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

/** One transaction whose unique keys make a repeated or overlapping sync leave exactly one row of each. */
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

/** A rename moves the lookup key and keeps the old name, unless another row already holds the new one. */
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

/** Nothing else is written. */
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

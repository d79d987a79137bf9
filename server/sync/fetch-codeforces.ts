import type { AccountRow } from "../accounts/account";
import type { Db } from "../db/client";
import { PlatformError, type HandleRename, type Submission } from "../platforms/types";
import { originOf, type PlatformClients } from "../platforms/clients";
import { syncedProfile, type SyncResult, type WatchedContest } from "./store";
import { changedSubmissionsNewestFirst, type FetchPage } from "./window";
import { MINUTE, HOUR } from "@/lib/time";

/** The read stops at the first submission already stored. */
const FIRST_PAGE = 1000;
const NEXT_PAGE = 50;
const WATCH_ENTRIES_WITHIN = 2 * 24 * HOUR;
/** Later than this, a moved rating in `user.info` still brings the history. */
const RATING_WAIT = 6 * HOUR;
/** A gym left judging is not re-read on every sync forever. */
const UNSETTLED_LIMIT = 7 * 24 * HOUR;
/** Plagiarism rulings come days later, so a sync after a quiet spell re-reads the last week. */
const QUIET_SPELL = 12 * HOUR;
const RULINGS_WINDOW = 7 * 24 * HOUR;
/** `contest.list` is one large answer shared by every account. */
const CONTEST_LIST_TTL = MINUTE;

// Keyed by the adapter every sync shares, under the wrapping each sync adds.
const finishedCache = new WeakMap<object, { at: number; value: Promise<Set<string>> }>();

function finishedContests(clients: PlatformClients, now: Date): Promise<Set<string>> {
  const key = originOf(clients.codeforces);
  const hit = finishedCache.get(key);
  if (hit && now.getTime() - hit.at < CONTEST_LIST_TTL) return hit.value;
  const value = clients.codeforces.finishedContests();
  finishedCache.set(key, { at: now.getTime(), value });
  value.catch(() => finishedCache.delete(key));
  return value;
}

const earliest = (dates: (Date | null)[]) =>
  dates.reduce<Date | null>((min, d) => (d !== null && (min === null || d < min) ? d : min), null);

/** `user.info` follows handle history, so it says whether an unknown handle was renamed. */
async function readSubmissions(
  db: Db,
  clients: PlatformClients,
  account: AccountRow,
  rereadSince: Date | null,
): Promise<{ submissions: Submission[]; rename?: HandleRename }> {
  const first = !account.lastSyncedAt;
  const size = first ? FIRST_PAGE : NEXT_PAGE;
  const pages =
    (handle: string): FetchPage =>
    (pageNo) =>
      clients.codeforces.userStatus(handle, pageNo * size + 1, size);
  const read = (handle: string) => changedSubmissionsNewestFirst(db, account, pages(handle), first ? 100 : 20, rereadSince);
  try {
    return { submissions: await read(account.handle) };
  } catch (error) {
    if (!(error instanceof PlatformError) || error.kind !== "not_found") throw error;
    const { renamed } = await clients.codeforces.userInfo([account.handle]);
    const rename = renamed[0];
    if (!rename) throw error;
    return { submissions: await read(rename.to), rename };
  }
}

function newlyEntered(subs: Submission[], watched: WatchedContest[], rated: Set<string>, now: Date): WatchedContest[] {
  const starts = new Map<string, Date>();
  for (const s of subs) {
    const id = s.problem.contestExternalId;
    if (!s.duringContest || id === null || rated.has(id) || now.getTime() - s.submittedAt.getTime() > WATCH_ENTRIES_WITHIN) continue;
    if (watched.some((w) => w.id === id)) continue;
    const seen = starts.get(id);
    if (!seen || s.submittedAt < seen) starts.set(id, s.submittedAt);
  }
  return [...starts].map(([id, startedAt]) => ({ id, startedAt: startedAt.toISOString(), finishedAt: null }));
}

/** Verdicts and ratings change after a round, so recent windows are read again (decision 011). */
export async function fetchCodeforces(db: Db, clients: PlatformClients, account: AccountRow, now: Date = new Date()): Promise<SyncResult> {
  const cf = clients.codeforces;
  const first = !account.lastSyncedAt;
  let watched = account.watchedContests;
  const finished = watched.some((w) => w.finishedAt === null) ? await finishedContests(clients, now) : new Set<string>();
  const justFinished = watched.filter((w) => w.finishedAt === null && finished.has(w.id));
  watched = watched.map((w) => (justFinished.includes(w) ? { ...w, finishedAt: now.toISOString() } : w));

  const unsettled = account.verdictsUnsettledSince;
  const quiet = account.lastSyncedAt !== null && now.getTime() - account.lastSyncedAt.getTime() >= QUIET_SPELL;
  const rereadSince = earliest([
    unsettled && now.getTime() - unsettled.getTime() < UNSETTLED_LIMIT ? unsettled : null,
    quiet ? new Date(now.getTime() - RULINGS_WINDOW) : null,
    ...justFinished.map((w) => new Date(w.startedAt)),
  ]);
  const { submissions, rename } = await readSubmissions(db, clients, account, rereadSince);
  const handle = rename?.to ?? account.handle;
  const result: SyncResult = { contests: [], submissions, problems: [], ...(rename ? { rename } : {}) };

  const entered = submissions.some((s) => s.duringContest);
  const awaitingRating = watched.some((w) => w.finishedAt !== null);
  if (first || entered || awaitingRating || account.ratingStale || account.status === "error") {
    const { profiles } = await cf.userInfo([handle]);
    const profile = profiles[0];
    if (profile) {
      result.profile = syncedProfile(profile);
    }
    result.contests = await cf.userRating(handle);
    result.ratingRefreshed = true;
    const rated = new Set(result.contests.map((c) => c.externalId));
    watched = [
      ...watched.filter((w) => !rated.has(w.id) && !(w.finishedAt !== null && now.getTime() - Date.parse(w.finishedAt) > RATING_WAIT)),
      ...newlyEntered(submissions, watched, rated, now),
    ];
  }
  if (watched !== account.watchedContests) result.watchedContests = watched;
  return result;
}

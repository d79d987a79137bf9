import type { SearchResult } from "@/lib/contract/network";
import type { PlatformId } from "@/lib/contract/platforms";
import type { Db } from "../../db/client";
import { AppError } from "../../core/errors";
import type { PlatformClients } from "../../platforms/clients";
import { upsertAccount, verifyHandle } from "../../accounts/verify";
import { accountAsNetworkUser, handleIsClaimed, searchPeople } from "./queries";
import { reserveAttempt } from "../auth/rate-limit";
import { MINUTE } from "@/lib/time";

const RESULTS = 20;
const HANDLE = /^[A-Za-z0-9_.-]{2,40}$/;
/** Platform look-ups share the platforms' rate gates with every sync, so one user may ask this many per window. */
export const LOOKUP_WINDOW = { limit: 30, windowMs: 10 * MINUTE };
/** A platform's "no such handle" is remembered this long, so asking again costs the platform nothing. */
const MISSING_TTL_MS = 10 * MINUTE;
const MISSING_MAX = 5000;
const missing = new Map<string, number>();

function knownMissing(key: string, now: number): boolean {
  const at = missing.get(key);
  if (at === undefined) return false;
  if (now - at < MISSING_TTL_MS) return true;
  missing.delete(key);
  return false;
}

function rememberMissing(key: string, now: number) {
  if (missing.size >= MISSING_MAX) missing.delete(missing.keys().next().value!);
  missing.set(key, now);
}

/** `unreachable` names a platform that could not be asked, so "nobody matches" is said only when it answered so. */
export async function searchUsers(
  db: Db,
  platforms: PlatformClients,
  userId: string,
  searchQuery: string,
  platform: PlatformId | undefined,
  now: Date,
): Promise<{ searchResults: SearchResult[]; unreachable: PlatformId[] }> {
  const found = await searchPeople(db, userId, searchQuery);
  const results: SearchResult[] = [...found.people, ...found.accounts].slice(0, RESULTS).map((r) => ({ ...r, external: false }));
  const unreachable: PlatformId[] = [];
  const exact = (r: SearchResult) => platform && r.handles[platform].toLowerCase() === searchQuery.toLowerCase();
  const key = `${platform}:${searchQuery.toLowerCase()}`;
  if (
    platform &&
    HANDLE.test(searchQuery) &&
    !results.some(exact) &&
    !knownMissing(key, now.getTime()) &&
    !(await handleIsClaimed(db, platform, searchQuery))
  ) {
    await reserveAttempt(db, `lookup:user:${userId}`, LOOKUP_WINDOW, now);
    try {
      const profile = await verifyHandle(platforms, platform, searchQuery);
      const account = await upsertAccount(db, profile);
      results.unshift({ ...accountAsNetworkUser(account), external: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // 'invalid' is the platform answering that no such handle exists; anything else is not knowing.
      if (error.code === "invalid") rememberMissing(key, now.getTime());
      else unreachable.push(platform);
    }
  }
  return { searchResults: results.slice(0, RESULTS), unreachable };
}

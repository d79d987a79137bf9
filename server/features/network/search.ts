import type { SearchResult } from "@/lib/contract/network";
import type { PlatformId } from "@/lib/contract/platforms";
import type { Db } from "../../db/client";
import { AppError } from "../../core/errors";
import type { PlatformClients } from "../../platforms/clients";
import { upsertAccount, verifyHandle } from "../../accounts/verify";
import { accountAsNetworkUser, handleIsClaimed, searchPeople } from "./queries";

const RESULTS = 20;
const HANDLE = /^[A-Za-z0-9_.-]{2,40}$/;

/** `unreachable` names a platform that could not be asked, so "nobody matches" is said only when it answered so. */
export async function searchUsers(
  db: Db,
  platforms: PlatformClients,
  userId: string,
  searchQuery: string,
  platform: PlatformId | undefined,
): Promise<{ searchResults: SearchResult[]; unreachable: PlatformId[] }> {
  const found = await searchPeople(db, userId, searchQuery);
  const results: SearchResult[] = [...found.people, ...found.accounts].slice(0, RESULTS).map((r) => ({ ...r, external: false }));
  const unreachable: PlatformId[] = [];
  const exact = (r: SearchResult) => platform && r.handles[platform].toLowerCase() === searchQuery.toLowerCase();
  if (platform && HANDLE.test(searchQuery) && !results.some(exact) && !(await handleIsClaimed(db, platform, searchQuery))) {
    try {
      const profile = await verifyHandle(platforms, platform, searchQuery);
      const account = await upsertAccount(db, profile);
      results.unshift({ ...accountAsNetworkUser(account), external: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // 'invalid' is the platform answering that no such handle exists; anything else is not knowing.
      if (error.code !== "invalid") unreachable.push(platform);
    }
  }
  return { searchResults: results.slice(0, RESULTS), unreachable };
}

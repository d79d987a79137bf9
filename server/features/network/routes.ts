import type { SearchResult } from "@/lib/contract/network";
import type { Deps } from "../../http/context";
import { AppError } from "../../core/errors";
import { route } from "../../http/route";
import { upsertAccount, verifyHandle } from "../../accounts/verify";
import { toggleFriend } from "./follow";
import { accountAsNetworkUser, handleIsClaimed, networkOf, searchPeople } from "./queries";

export function networkRoutes(deps: Deps) {
  const { db, platforms } = deps;
  return [
    route("/fetch/network", async (_, c) => ({ success: true, networkData: await networkOf(db, c.get("userId")) })),
    route("/fetch/searchUser", async ({ searchQuery, platform }, c) => {
      const userId = c.get("userId");
      const found = await searchPeople(db, userId, searchQuery);
      const results: SearchResult[] = [...found.people, ...found.accounts].slice(0, 20).map((r) => ({ ...r, external: false }));
      // A handle on the chosen platform that nobody here has named: ask the platform (StopStalk-style follow).
      const exact = (r: SearchResult) => platform && r.handles[platform].toLowerCase() === searchQuery.toLowerCase();
      if (
        platform &&
        /^[A-Za-z0-9_.-]{2,40}$/.test(searchQuery) &&
        !results.some(exact) &&
        !(await handleIsClaimed(db, platform, searchQuery))
      ) {
        try {
          const profile = await verifyHandle(platforms, platform, searchQuery);
          const account = await upsertAccount(db, profile);
          results.unshift({ ...accountAsNetworkUser(account), external: true });
        } catch (error) {
          // Not on the platform (or the platform is not answering): the local results stand alone.
          if (!(error instanceof AppError)) throw error;
        }
      }
      return { success: true, searchResults: results.slice(0, 20) };
    }),
    route("/friends/toggleFriend", async ({ friend_id }, c) => {
      const userId = c.get("userId");
      const { following, user } = await toggleFriend(deps, userId, friend_id);
      return {
        success: true,
        message: following ? "Connection added" : "Connection removed",
        following,
        user,
      };
    }),
  ];
}

import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { toggleFriend } from "./follow";
import { networkOf } from "./queries";
import { searchUsers } from "./search";

export function networkRoutes(deps: Deps) {
  const { db, platforms, now } = deps;
  return [
    route("/fetch/network", async (_, c) => ({ success: true, networkData: await networkOf(db, c.get("userId")) })),
    route("/fetch/searchUser", async ({ searchQuery, platform }, c) => ({
      success: true,
      ...(await searchUsers(db, platforms, c.get("userId"), searchQuery, platform, now())),
    })),
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

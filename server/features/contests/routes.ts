import type { Deps } from "../../http/context";
import { AppError } from "../../core/errors";
import { created, route } from "../../http/route";
import { dailyProblem, upcomingContests } from "./feeds";
import { addFavorite, DUPLICATE_FAVORITE, listFavorites, removeFavorite } from "./queries";
import { recentContests } from "./upsolve";

export function contestRoutes({ db, now }: Deps) {
  return [
    route("/contests/upsolve", async (_, c) => ({ success: true, recent_contests: await recentContests(db, c.get("userId")) })),
    route("/contests/favorites/get", async (_, c) => ({ success: true, favorites: await listFavorites(db, c.get("userId")) })),
    route("/contests/favorites/add", async (input, c) => {
      const favorite = await addFavorite(db, c.get("userId"), input, now());
      if (!favorite) throw new AppError("conflict", DUPLICATE_FAVORITE);
      return created({ success: true, message: "Added new contest to favourites", favorite });
    }),
    route("/contests/favorites/remove", async ({ url }, c) => {
      if (!(await removeFavorite(db, c.get("userId"), url))) throw new AppError("not_found", "That contest is not in your favourites");
      return { success: true, message: "Removed from favourites" };
    }),
  ];
}

/** Public, cached platform feeds: no session needed. */
export function feedRoutes({ db, now, platforms, logger }: Deps) {
  return [
    route("/contests/upcoming", async (_, c) => {
      const feed = await upcomingContests(db, platforms, logger, now());
      // A round that missed a platform is not kept by browsers: the next read asks again.
      c.header("cache-control", feed.unreachable.length ? "no-store" : "public, max-age=300");
      return { success: true, ...feed };
    }),
    route("/fetch/daily", async () => ({ success: true, ...(await dailyProblem(db, platforms, logger, now())) })),
  ];
}

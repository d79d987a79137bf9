import { Hono } from "hono";
import { favoriteInputSchema, removeFavoriteSchema } from "@/lib/contract/favorites";
import type { AppEnv, Deps } from "../../http/context";
import { AppError } from "../../core/errors";
import { reply } from "../../http/reply";
import { jsonBody } from "../../http/validate";
import { dailyProblem, upcomingContests } from "./feeds";
import { addFavorite, DUPLICATE_FAVORITE, listFavorites, removeFavorite } from "./queries";
import { recentContests } from "./upsolve";

export function contestRoutes({ db, now }: Deps) {
  return new Hono<AppEnv>()
    .get("/upsolve", async (c) =>
      reply(c, "/contests/upsolve", { success: true, recent_contests: await recentContests(db, c.get("userId")) }),
    )
    .get("/favorites/get", async (c) =>
      reply(c, "/contests/favorites/get", { success: true, favorites: await listFavorites(db, c.get("userId")) }),
    )
    .post("/favorites/add", ...jsonBody(favoriteInputSchema), async (c) => {
      const favorite = await addFavorite(db, c.get("userId"), c.req.valid("json"), now());
      if (!favorite) throw new AppError("conflict", DUPLICATE_FAVORITE);
      return reply(c, "/contests/favorites/add", { success: true, message: "Added new contest to favourites", favorite }, 201);
    })
    .post("/favorites/remove", ...jsonBody(removeFavoriteSchema), async (c) => {
      const { url } = c.req.valid("json");
      if (!(await removeFavorite(db, c.get("userId"), url))) throw new AppError("not_found", "That contest is not in your favourites");
      return reply(c, "/contests/favorites/remove", { success: true, message: "Removed from favourites" });
    });
}

/** Public, cached platform feeds: no session needed. */
export function feedRoutes({ db, now, platforms, logger }: Deps) {
  return new Hono<AppEnv>()
    .get("/contests/upcoming", async (c) => {
      const feed = await upcomingContests(db, platforms, logger, now());
      // A round that missed a platform is not kept by browsers: the next read asks again.
      c.header("cache-control", feed.unreachable.length ? "no-store" : "public, max-age=300");
      return reply(c, "/contests/upcoming", { success: true, ...feed });
    })
    .get("/fetch/daily", async (c) => reply(c, "/fetch/daily", { success: true, ...(await dailyProblem(db, platforms, logger, now())) }));
}

import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { catalogueReady, recommend, weaknessMap } from "./queries";
import { loadMappings, userRating } from "./ratings";
import { cachedWeakness, weaknessFingerprint } from "./weakness-cache";
import { DAY } from "@/lib/time";

export function trainRoutes({ db, env, now }: Deps) {
  return [
    route("/train/recommendations", async (query, c) => {
      const userId = c.get("userId");
      const at = now();
      const rating = await userRating(db, userId, await loadMappings(db));
      const problems = await recommend(
        db,
        userId,
        rating,
        {
          band: query.band,
          platform: query.platform,
          tag: query.tag,
          exclude: query.exclude,
          excludeSince: query.withinDays ? new Date(at.getTime() - query.withinDays * DAY) : null,
        },
        { since: new Date(at.getTime() - env.SHEET_WINDOW_DAYS * DAY), days: env.SHEET_WINDOW_DAYS },
      );
      const ready = problems.length > 0 || (await catalogueReady(db));
      return { success: true, userRating: rating, problems, catalogueReady: ready };
    }),
    route("/train/weakness", async (_, c) => {
      const userId = c.get("userId");
      const rating = await userRating(db, userId, await loadMappings(db));
      const at = now();
      // Recency weights move with the clock, slowly: the day is part of the fingerprint.
      const print = `${at.toISOString().slice(0, 10)}:${await weaknessFingerprint(db, userId, rating.value)}`;
      const tags = await cachedWeakness(userId, print, () => weaknessMap(db, userId, rating.value, at));
      return { success: true, tags };
    }),
  ];
}

import { Hono } from "hono";
import { dashboardQuerySchema } from "@/lib/contract/dashboard";
import type { AppEnv, Deps } from "../../http/context";
import { reply } from "../../http/reply";
import { queryOf } from "../../http/validate";
import { dailyProblem, upcomingContests } from "../contests/feeds";
import { dashboardData, progressData } from "./queries";

export function dashboardRoutes({ db, now, platforms, logger }: Deps) {
  return new Hono<AppEnv>()
    .get("/fetch/dashboard", queryOf(dashboardQuerySchema), async (c) => {
      const at = now();
      const [upcoming, daily] = await Promise.all([upcomingContests(db, platforms, logger, at), dailyProblem(db, platforms, logger, at)]);
      const fullData = await dashboardData(db, c.get("userId"), c.req.valid("query").tz, at, {
        upcoming: upcoming.contests.slice(0, 5),
        daily: daily.daily,
        unreachable: { upcoming: upcoming.unreachable, daily: daily.unreachable },
      });
      return reply(c, "/fetch/dashboard", { success: true, fullData });
    })
    .get("/fetch/progress", queryOf(dashboardQuerySchema), async (c) => {
      const progress = await progressData(db, c.get("userId"), c.req.valid("query").tz, now());
      return reply(c, "/fetch/progress", { success: true, progress });
    });
}

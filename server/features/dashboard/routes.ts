import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { dailyProblem, upcomingContests } from "../contests/feeds";
import { dashboardData, progressData } from "./queries";

export function dashboardRoutes({ db, now, platforms, logger }: Deps) {
  return [
    route("/fetch/dashboard", async ({ tz }, c) => {
      const at = now();
      const [upcoming, daily] = await Promise.all([upcomingContests(db, platforms, logger, at), dailyProblem(db, platforms, logger, at)]);
      const fullData = await dashboardData(db, c.get("userId"), tz, at, {
        upcoming: upcoming.contests.slice(0, 5),
        daily: daily.daily,
        unreachable: { upcoming: upcoming.unreachable, daily: daily.unreachable },
      });
      return { success: true, fullData };
    }),
    route("/fetch/progress", async ({ tz }, c) => {
      const progress = await progressData(db, c.get("userId"), tz, now());
      return { success: true, progress };
    }),
  ];
}

import type { Deps } from "../../http/context";
import { created, route } from "../../http/route";
import { failedAttempts } from "./failed-attempts";
import { addStumble, listStumbles, removeStumble } from "./queries";

export function stumbleRoutes({ db, now }: Deps) {
  return [
    route("/saved/stumbles/get", async (_, c) => ({ success: true, allStumbles: await listStumbles(db, c.get("userId")) })),
    route("/saved/stumbles/add", async (input, c) => {
      const stumble = await addStumble(db, c.get("userId"), input, now());
      return created({ success: true, message: "Problem added successfully", stumble });
    }),
    route("/saved/stumbles/failed-attempts", async (_, c) => ({
      success: true,
      failedAttempts: await failedAttempts(db, c.get("userId"), now()),
    })),
    route("/saved/stumbles/remove", async (input, c) => {
      await removeStumble(db, c.get("userId"), input);
      return { success: true, message: "Problem removed successfully" };
    }),
  ];
}

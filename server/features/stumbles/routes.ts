import { Hono } from "hono";
import { removeStumbleSchema, stumbleInputSchema } from "@/lib/contract/stumbles";
import type { AppEnv, Deps } from "../../http/context";
import { reply } from "../../http/reply";
import { jsonBody } from "../../http/validate";
import { failedAttempts } from "./failed-attempts";
import { addStumble, listStumbles, removeStumble } from "./queries";

export function stumbleRoutes({ db, now }: Deps) {
  return new Hono<AppEnv>()
    .get("/get", async (c) => reply(c, "/saved/stumbles/get", { success: true, allStumbles: await listStumbles(db, c.get("userId")) }))
    .post("/add", ...jsonBody(stumbleInputSchema), async (c) => {
      const stumble = await addStumble(db, c.get("userId"), c.req.valid("json"), now());
      return reply(c, "/saved/stumbles/add", { success: true, message: "Problem added successfully", stumble }, 201);
    })
    .get("/failed-attempts", async (c) =>
      reply(c, "/saved/stumbles/failed-attempts", { success: true, failedAttempts: await failedAttempts(db, c.get("userId"), now()) }),
    )
    .post("/remove", ...jsonBody(removeStumbleSchema), async (c) => {
      await removeStumble(db, c.get("userId"), c.req.valid("json"));
      return reply(c, "/saved/stumbles/remove", { success: true, message: "Problem removed successfully" });
    });
}

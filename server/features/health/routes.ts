import { Hono } from "hono";
import type { AppEnv, Deps } from "../../http/context";
import { reply } from "../../http/reply";

export function healthRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get("/healthz", (c) => reply(c, "/healthz", { success: true, status: "ok" }))
    .get("/readyz", async (c) => {
      try {
        await deps.db.execute("select 1");
        return reply(c, "/readyz", { success: true, status: "ready" });
      } catch {
        return c.json({ success: false, status: "database unreachable", message: "Database unreachable" }, 503);
      }
    });
}

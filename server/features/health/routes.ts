import type { Deps } from "../../http/context";
import { route } from "../../http/route";

export function healthRoutes(deps: Deps) {
  return [
    route("/healthz", () => ({ success: true, status: "ok" })),
    // Not ready says why: a load balancer's log then tells a drain from an outage.
    route("/readyz", async (_, c) => {
      if (deps.lifecycle.stopping) {
        return c.json({ success: false, code: "unavailable", status: "stopping", message: "This instance is shutting down" }, 503);
      }
      try {
        await deps.db.execute("select 1");
        return { success: true, status: "ready" };
      } catch {
        return c.json({ success: false, code: "unavailable", status: "database unreachable", message: "Database unreachable" }, 503);
      }
    }),
  ];
}

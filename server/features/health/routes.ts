import type { Deps } from "../../http/context";
import { route } from "../../http/route";

export function healthRoutes(deps: Deps) {
  return [
    route("/healthz", () => ({ success: true, status: "ok" })),
    route("/readyz", async (_, c) => {
      try {
        await deps.db.execute("select 1");
        return { success: true, status: "ready" };
      } catch {
        return c.json({ success: false, status: "database unreachable", message: "Database unreachable" }, 503);
      }
    }),
  ];
}

import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv, Deps } from "./http/context";
import { AppError } from "./http/errors";
import { limitBody, requestContext, requireSession } from "./http/middleware";
import { authRoutes } from "./routes/auth";
import { healthRoutes } from "./routes/health";
import { profileRoutes } from "./routes/profile";
import { collectionRoutes } from "./routes/collections";

/** The whole API as a value: main.ts serves it, tests call `app.request()` in-process. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use("*", requestContext(deps));
  app.use("*", limitBody);

  app.route("/", healthRoutes(deps));
  app.route("/auth", authRoutes(deps));

  const session = requireSession(deps);
  app.use("/profile/*", session);
  app.use("/saved/*", session);
  app.use("/contests/*", session);
  app.route("/profile", profileRoutes(deps));
  app.route("/", collectionRoutes(deps));

  app.notFound((c) => c.json({ success: false, code: "not_found", message: "No such endpoint" }, 404));
  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds) c.header("Retry-After", String(error.extra.retryAfterSeconds));
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ success: false, code: "invalid", message: error.message || "Bad request" }, 422);
    }
    deps.logger.error("unhandled error", {
      requestId: c.get("requestId"),
      path: c.req.path,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return c.json({ success: false, code: "internal", message: "Server error occurred" }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;

import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv, Deps } from "./http/context";
import { AppError } from "./core/errors";
import { errorLogFields } from "./http/error-log";
import { idempotency } from "./http/idempotency";
import { limitBody, requestContext } from "./http/middleware";
import { requireInternalCaller } from "./http/internal-caller";
import { mountRoutes, type AccessGuards } from "./http/route";
import { accountDataRoutes } from "./features/account-data/routes";
import { authRoutes, sessionAuthRoutes } from "./features/auth/routes";
import { requireSession } from "./features/auth/session-middleware";
import { conceptRoutes } from "./features/concepts/routes";
import { contestRoutes, feedRoutes } from "./features/contests/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { healthRoutes } from "./features/health/routes";
import { networkRoutes } from "./features/network/routes";
import { profileRoutes } from "./features/profile/routes";
import { reviewRoutes } from "./features/reviews/routes";
import { stumbleRoutes } from "./features/stumbles/routes";
import { tokenRoutes } from "./features/tokens/routes";
import { trainRoutes } from "./features/train/routes";
import { verificationInternalRoutes, verificationRoutes } from "./features/verification/routes";
import { virtualRoutes } from "./features/virtual/routes";

/**
 * The whole API as a value: main.ts serves it, tests call `app.request()` in-process.
 * Everything mounted on `signedIn` needs a session by construction; only what is mounted on the
 * root before it is public. The route table (lib/contract/routes.ts) says which is which, and
 * server/app.test.ts checks the two agree.
 */
export function createApp(deps: Deps) {
  const signedIn = new Hono<AppEnv>()
    .use(requireSession(deps))
    .use(idempotency(deps))
    .route("/auth", sessionAuthRoutes(deps))
    .route("/profile/verification", verificationRoutes(deps))
    .route("/profile", profileRoutes(deps))
    .route("/saved/stumbles", stumbleRoutes(deps))
    .route("/reviews", reviewRoutes(deps))
    .route("/contests", contestRoutes(deps))
    .route("/virtual", virtualRoutes(deps))
    .route("/", networkRoutes(deps))
    .route("/", dashboardRoutes(deps))
    .route("/", trainRoutes(deps));

  const guards: AccessGuards = {
    public: [],
    session: [requireSession(deps), idempotency(deps)],
    internal: [requireInternalCaller(deps.env.INTERNAL_API_SECRET)],
  };
  const app = new Hono<AppEnv>().use(requestContext(deps)).use(limitBody);
  // Routes bound to their table entry (server/http/route.ts) go first: a matched handler answers
  // before the legacy sub-apps' middleware below sees the request.
  mountRoutes(app, [...healthRoutes(deps), ...conceptRoutes(deps), ...tokenRoutes(deps), ...accountDataRoutes(deps)], guards);
  app
    .route("/auth", authRoutes(deps))
    .route("/verification", verificationInternalRoutes(deps))
    .route("/", feedRoutes(deps))
    .route("/", signedIn);

  app.notFound((c) => c.json({ success: false, code: "not_found", message: "No such endpoint" }, 404));
  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds) c.header("Retry-After", String(error.extra.retryAfterSeconds));
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's JSON reader throws this for a body that does not parse.
      return c.json({ success: false, code: "invalid", message: "The request body is not valid JSON" }, 422);
    }
    deps.logger.error(
      {
        requestId: c.get("requestId"),
        path: c.req.path,
        error: errorLogFields(error),
      },
      "unhandled error",
    );
    return c.json({ success: false, code: "internal", message: "Server error occurred" }, 500);
  });
  return app;
}

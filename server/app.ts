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
import { authRoutes } from "./features/auth/routes";
import { requireSession } from "./features/auth/session-middleware";
import { clubRoutes } from "./features/clubs/routes";
import { conceptRoutes } from "./features/concepts/routes";
import { contestRoutes, feedRoutes } from "./features/contests/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { healthRoutes } from "./features/health/routes";
import { networkRoutes } from "./features/network/routes";
import { profileRoutes } from "./features/profile/routes";
import { smartSheetRoutes } from "./features/smartsheet/routes";
import { reviewRoutes } from "./features/reviews/routes";
import { stumbleRoutes } from "./features/stumbles/routes";
import { tokenRoutes } from "./features/tokens/routes";
import { trainRoutes } from "./features/train/routes";
import { verificationRoutes } from "./features/verification/routes";
import { virtualRoutes } from "./features/virtual/routes";
import { measureRequests } from "./http/metrics";

/** Each route is mounted behind the guards its table entry's `access` names (decision 004). */
export function createApp(deps: Deps) {
  const guards: AccessGuards = {
    public: [],
    session: [requireSession(deps), idempotency(deps)],
    internal: [requireInternalCaller(deps.env.INTERNAL_API_SECRET)],
  };
  const app = new Hono<AppEnv>().use(measureRequests(deps.metrics)).use(requestContext(deps)).use(limitBody);
  mountRoutes(
    app,
    [
      ...healthRoutes(deps),
      ...authRoutes(deps),
      ...profileRoutes(deps),
      ...verificationRoutes(deps),
      ...stumbleRoutes(deps),
      ...reviewRoutes(deps),
      ...conceptRoutes(deps),
      ...networkRoutes(deps),
      ...smartSheetRoutes(deps),
      ...dashboardRoutes(deps),
      ...contestRoutes(deps),
      ...feedRoutes(deps),
      ...trainRoutes(deps),
      ...virtualRoutes(deps),
      ...clubRoutes(deps),
      ...tokenRoutes(deps),
      ...accountDataRoutes(deps),
    ],
    guards,
  );

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

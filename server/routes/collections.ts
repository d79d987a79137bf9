import { Hono } from "hono";
import type { AppEnv, Deps } from "../http/context";
import { conceptRoutes } from "./concepts";
import { favoriteRoutes } from "./favorites";
import { stumbleRoutes } from "./stumbles";

/**
 * Stumbles, concepts and favourite contests: the user's own collections (spec §7 paths).
 * The session middleware for /saved/* and /contests/* is applied in app.ts; every query here is
 * scoped to c.get("userId"), so another user's item always looks absent.
 */
export function collectionRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .route("/saved/stumbles", stumbleRoutes(deps))
    .route("/saved/concepts", conceptRoutes(deps))
    .route("/contests/favorites", favoriteRoutes(deps));
}

import { Hono } from "hono";
import type { AppEnv, Deps } from "../http/context";

/** Stumbles, concepts and favourite contests: the user's own collections. */
export function collectionRoutes(_deps: Deps) {
  return new Hono<AppEnv>();
}

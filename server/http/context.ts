import type { Context } from "hono";
import type { Db } from "../db/client";
import type { ApiEnv } from "../env";
import type { Mailer } from "../mail/mailer";
import type { PlatformClients } from "../platforms/clients";
import type { Logger } from "../core/logger";
import type { Metrics } from "./metrics";

export type Deps = {
  db: Db;
  env: ApiEnv;
  logger: Logger;
  /** Injected everywhere so tests can move time instead of sleeping. */
  now: () => Date;
  platforms: PlatformClients;
  /** A no-op in a process that does not sync. */
  wakeSync: () => void;
  mailer: Mailer;
  /** Once draining, /readyz answers 503 so a load balancer sends nothing new. */
  lifecycle: { stopping: boolean };
  metrics: Metrics;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    userId: string;
    sessionToken: string;
    /** Set when a personal access token made the call. */
    tokenId: string;
  };
};

export type Ctx = Context<AppEnv>;

/** Only the right-most X-Forwarded-For entry, which the BFF wrote, is trusted (decision 005). */
export function clientIp(c: Ctx): string {
  const forwarded = c.req.header("x-forwarded-for");
  return forwarded?.split(",").at(-1)?.trim() || "local";
}

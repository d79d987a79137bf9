import type { Context } from "hono";
import type { Db } from "../db/client";
import type { ApiEnv } from "../env";
import type { Mailer } from "../mail/mailer";
import type { PlatformClients } from "../platforms/clients";
import type { Logger } from "../core/logger";
import type { Metrics } from "./metrics";

/** What every route and job is built from; made in one place (server/compose.ts). */
export type Deps = {
  db: Db;
  env: ApiEnv;
  logger: Logger;
  /** The clock, injected everywhere so tests can move time instead of sleeping. */
  now: () => Date;
  /** The platform adapters behind their rate gates, breakers and retries. */
  platforms: PlatformClients;
  /** Asks the sync scheduler to run soon (no-op in a process that does not sync). */
  wakeSync: () => void;
  /** Outgoing mail: SMTP, or the local outbox by default. */
  mailer: Mailer;
  /** Set once the process is draining (SIGTERM): /readyz answers 503 so a load balancer sends nothing new. */
  lifecycle: { stopping: boolean };
  /** Prometheus metrics (server/http/metrics.ts), served on /metrics by main.ts. */
  metrics: Metrics;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    userId: string;
    sessionToken: string;
    /** Set when a personal access token, not a session, made the call. */
    tokenId: string;
  };
};

export type Ctx = Context<AppEnv>;

/**
 * The client address for rate limits. The API listens on loopback behind the BFF, which replaces
 * any X-Forwarded-For with the one address it worked out itself (lib/bff/client-address.ts), so
 * the right-most entry is the one to trust; anything left of it came from the client.
 */
export function clientIp(c: Ctx): string {
  const forwarded = c.req.header("x-forwarded-for");
  return forwarded?.split(",").at(-1)?.trim() || "local";
}

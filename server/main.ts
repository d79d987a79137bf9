import type { Server } from "node:http";
import { serve, type Http2Bindings, type HttpBindings } from "@hono/node-server";
import { createApp } from "./app";
import { seedDemo } from "./demo/seed";
import { purgeExpiredSessions } from "./features/auth/sessions";
import { drainServer } from "./http/drain";
import { metricsResponse } from "./http/metrics";
import { startSystem } from "./start-system";

const system = await startSystem();
const { env, logger } = system;
await purgeExpiredSessions(system.db, system.now());
if (env.DEMO_SIMULATOR_URL) await seedDemo(system, env.DEMO_SIMULATOR_URL);
const app = createApp(system);
// SYNC_ROLE=api leaves syncing to worker processes (npm run worker); the default does both.
if (env.SYNC_ROLE === "all") {
  system.scheduler.start();
  system.catalogue.start(env.CATALOGUE_EVERY_MS);
  system.digests.start(env.CLUB_DIGEST_EVERY_MS);
}

/** Outside the route table, so the BFF never forwards /metrics to the public web (docs/deploy.md). */
const fetch = (req: Request, bindings: HttpBindings | Http2Bindings) =>
  new URL(req.url).pathname === "/metrics" && req.method === "GET"
    ? metricsResponse(system.metrics, req, bindings.incoming.socket.remoteAddress, env.METRICS_TOKEN)
    : app.fetch(req, bindings);

const server = serve({ fetch, hostname: env.API_HOST, port: env.API_PORT }, (info) => {
  logger.info({ address: `${info.address}:${info.port}`, database: system.database.kind }, "api listening");
});

// Outliving the BFF's pool sockets, the API never closes a connection the BFF is about to reuse.
if ("keepAliveTimeout" in server) {
  server.keepAliveTimeout = 70_000;
  server.headersTimeout = 71_000;
}

let stopping = false;
/** In-flight requests and sync jobs finish or are handed back before the pool closes. */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  system.lifecycle.stopping = true;
  logger.info({ signal }, "api stopping");
  setTimeout(() => process.exit(1), 2 * env.SHUTDOWN_GRACE_MS + 5000).unref();
  const requests = await drainServer(server as Server, env.SHUTDOWN_GRACE_MS);
  await system.close();
  logger.info({ requests }, "api stopped");
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { seedDemo } from "./demo/seed";
import { purgeExpiredSessions } from "./features/auth/sessions";
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
}

const server = serve({ fetch: app.fetch, hostname: env.API_HOST, port: env.API_PORT }, (info) => {
  logger.info({ address: `${info.address}:${info.port}`, database: system.database.kind }, "api listening");
});

// Idle keep-alive sockets outlive the BFF's pool sockets, so the API is never the side that
// closes a connection the BFF is about to reuse.
if ("keepAliveTimeout" in server) {
  server.keepAliveTimeout = 70_000;
  server.headersTimeout = 71_000;
}

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "api stopping");
  server.close(() => {
    void system.close().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));

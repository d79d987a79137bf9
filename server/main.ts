import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { loadApiEnv } from "./env";
import { createLogger } from "./http/logger";
import { purgeExpiredSessions } from "./auth/sessions";

const env = loadApiEnv();
const logger = createLogger(env.LOG_LEVEL);
const database = await openDatabase(
  env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.DATA_DIR },
);
await purgeExpiredSessions(database.db);
const app = createApp({ db: database.db, env, logger });

const server = serve({ fetch: app.fetch, hostname: env.API_HOST, port: env.API_PORT }, (info) => {
  logger.info("api listening", { address: `${info.address}:${info.port}`, database: database.kind });
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
  logger.info("api stopping", { signal });
  server.close(() => {
    void database.close().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));

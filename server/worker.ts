import { startSystem } from "./start-system";

/** Workers share the rate limits and the job queue through the database. */
const system = await startSystem();
system.scheduler.start();
system.catalogue.start(system.env.CATALOGUE_EVERY_MS);
system.digests.start(system.env.CLUB_DIGEST_EVERY_MS);
system.logger.info({ database: system.database.kind }, "sync worker started");

let stopping = false;
/** The rest are handed back with their leases released. */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  system.logger.info({ signal }, "sync worker stopping");
  setTimeout(() => process.exit(1), 2 * system.env.SHUTDOWN_GRACE_MS + 5000).unref();
  await system.close();
  system.logger.info({}, "sync worker stopped");
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

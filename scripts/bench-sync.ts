// Sync benchmarks (docs/benchmarks.md), against the simulator under Codeforces' real 1 call per 2 s.
import { eq } from "drizzle-orm";
import { compose } from "../server/compose";
import { openDatabase } from "../server/db/client";
import { platformAccounts, submissions, users } from "../server/db/schema";
import { loadApiEnv } from "../server/env";
import { verifyHandle } from "../server/accounts/verify";
import { setHandles } from "../server/features/profile/handles";
import { createLogger } from "../server/core/logger";
import { DEFAULT_SPACING_MS } from "../server/platforms/core/gate";
import { createCodeforcesSim } from "../simulator/codeforces";
import { createSimulator } from "../simulator/server";
import { printScaleTable } from "./bench-scale";

const SPACING = DEFAULT_SPACING_MS.codeforces;
const now = new Date();
const cf = createCodeforcesSim({ seed: 7, users: 10, now, extraAccounts: [{ handle: "prolific_cf", submissions: 5000 }] });
const simulator = createSimulator({ modules: [cf], spacingMs: { codeforces: SPACING } });
const fetchSim: typeof fetch = (input, init) => simulator.fetch(new Request(input instanceof Request ? input : String(input), init));

const database = await openDatabase({ kind: "pglite" });
const env = loadApiEnv({
  NODE_ENV: "production",
  CODEFORCES_API_URL: "http://platforms.bench/codeforces/api",
  CODEFORCES_MIN_INTERVAL_MS: String(SPACING),
});
const system = await compose({ env, database, logger: createLogger("silent"), fetch: fetchSim });
const { db } = system;

const [user] = await db
  .insert(users)
  .values({ email: "bench@example.com", userName: "bench", fullName: "Bench" })
  .returning({ id: users.id });
const userId = user!.id;

const calls = () => simulator.calls().filter((c) => c.platform === "codeforces");
const profile = await verifyHandle(system.platforms, "codeforces", "prolific_cf");
await setHandles(db, userId, { codeforces: profile });
const [account] = await db.select().from(platformAccounts).where(eq(platformAccounts.handleKey, "prolific_cf"));

simulator.clearCalls();
let t = performance.now();
await system.scheduler.syncAccount(account!.id);
const fullMs = performance.now() - t;
const fullCalls = calls().length;
const stored = (await db.select({ id: submissions.id }).from(submissions)).length;

simulator.clearCalls();
t = performance.now();
await db
  .update(platformAccounts)
  .set({ lastCheckedAt: new Date(0) })
  .where(eq(platformAccounts.id, account!.id));
await system.scheduler.tick();
const scheduledMs = performance.now() - t;
const scheduled = calls().map((c) => c.path);

simulator.clearCalls();
t = performance.now();
await system.scheduler.syncAccount(account!.id);
const forcedMs = performance.now() - t;
const forced = calls().map((c) => c.path);
await system.close();

console.log(`\nSync of a 5,000-submission Codeforces account (simulator, 1 call per ${SPACING / 1000} s, PGlite), one run\n`);
console.log(`| run | requests | wall time (s) | stored submissions |\n|---|---:|---:|---:|`);
console.log(`| full first sync | ${fullCalls} | ${(fullMs / 1000).toFixed(1)} | ${stored} |`);
console.log(
  `| scheduled re-sync, unchanged (activity check) | ${scheduled.length} (${scheduled.join(", ")}) | ${(scheduledMs / 1000).toFixed(1)} | ${stored} |`,
);
console.log(`| forced re-sync, unchanged | ${forced.length} (${forced.join(", ")}) | ${(forcedMs / 1000).toFixed(1)} | ${stored} |`);

printScaleTable();

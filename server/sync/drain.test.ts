import { isNotNull } from "drizzle-orm";
import { syncJobs } from "../db/schema";
import { apiHarnessPerFile, signUpAndIn } from "../test/harness";
import { SIM_ENV, simulatedPlatforms } from "../test/platform-sim";
import { syncPolicyConfig } from "./policy";
import { createScheduler, type SchedulerOptions } from "./scheduler";

const sim = simulatedPlatforms();
const api = apiHarnessPerFile(SIM_ENV, { fetch: sim.fetch, realClock: true });

beforeEach(() => sim.simulator.faults.clear());

function syncProcess(options: Partial<SchedulerOptions> = {}) {
  const { system } = api.h;
  return createScheduler({
    db: system.db,
    logger: system.logger,
    now: () => new Date(),
    clients: system.platforms,
    config: syncPolicyConfig({ maxIntervalMinutes: system.env.SYNC_INTERVAL_MINUTES }),
    tickMs: 200,
    ...options,
  });
}

const usableHandles = () => sim.handles("codeforces").filter((h) => !h.startsWith("unrated_") && !h.startsWith("empty_"));

async function userWithNewHandle(handle: string) {
  const user = await signUpAndIn(api.h.app);
  const res = await api.http.post("/profile/updateHandles", { codeforces: handle }, { token: user.token });
  expect(res.status).toBe(200);
  return { token: user.token, handle };
}

async function accountStatus(token: string): Promise<string> {
  const res = await api.http.get("/profile/sync-status", { token });
  return (res.body.accounts as Array<{ status: string }>)[0]!.status;
}

const heldJobs = async () =>
  (await api.h.system.db.select().from(syncJobs).where(isNotNull(syncJobs.leaseOwner))).filter((j) => j.accountId);

async function untilHeld(count: number) {
  while ((await heldJobs()).length < count) await new Promise((r) => setTimeout(r, 20));
}

it("a stopping process finishes the sync it is running and hands back the one it has not started", async () => {
  const [a, b] = await Promise.all([userWithNewHandle(usableHandles()[0]!), userWithNewHandle(usableHandles()[1]!)]);
  // Both accounts answer slowly, so the stop comes while the first of the two runs.
  for (const user of [a, b])
    sim.simulator.faults.add({ platform: "codeforces", kind: "slow", delayMs: 1000, handle: user.handle, count: 1 });
  const stopping = syncProcess();
  stopping.start();
  await untilHeld(2);
  await stopping.stop();

  const statuses = [await accountStatus(a.token), await accountStatus(b.token)].sort();
  expect(statuses).toEqual(["ok", "pending"]);
  // Handed back, not left to its lease: the next process's first tick syncs it.
  expect(await heldJobs()).toEqual([]);
  expect((await syncProcess().tick()).synced).toBe(1);
  expect([await accountStatus(a.token), await accountStatus(b.token)]).toEqual(["ok", "ok"]);
});

it("past its grace, a stopping process releases the job still running, and another takes it at once", async () => {
  const { token, handle } = await userWithNewHandle(usableHandles()[2]!);
  sim.simulator.faults.add({ platform: "codeforces", kind: "slow", delayMs: 3000, handle, count: 1 });
  const stopping = syncProcess();
  stopping.start();
  await untilHeld(1);
  const asked = Date.now();
  await stopping.stop(200);
  expect(Date.now() - asked).toBeLessThan(1500);
  expect(await heldJobs()).toEqual([]);

  const report = await syncProcess().tick();
  expect(report.claimed).toBe(1);
  expect(await accountStatus(token)).toBe("ok");
  // The stopped process's own call still waits on the platform; it ends before the database closes.
  await new Promise((r) => setTimeout(r, 3000));
});

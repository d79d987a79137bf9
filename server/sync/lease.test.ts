import { eq, isNotNull } from "drizzle-orm";
import { syncJobs } from "../db/schema";
import { apiHarnessPerFile, signUpAndIn } from "../test/harness";
import { SIM_ENV, simulatedPlatforms } from "../test/platform-sim";
import { claimJobs } from "./jobs";
import { syncPolicyConfig } from "./policy";
import { createScheduler, SYNC_LEASE_MS, type SchedulerOptions, type TickReport } from "./scheduler";

const sim = simulatedPlatforms();
const api = apiHarnessPerFile(SIM_ENV, { fetch: sim.fetch, realClock: true });

beforeEach(() => sim.simulator.faults.clear());

function otherProcess(options: Partial<SchedulerOptions> = {}) {
  const { system } = api.h;
  return createScheduler({
    db: system.db,
    logger: system.logger,
    now: () => new Date(),
    clients: system.platforms,
    config: syncPolicyConfig({ maxIntervalMinutes: system.env.SYNC_INTERVAL_MINUTES }),
    tickMs: system.env.SYNC_TICK_MS,
    ...options,
  });
}

const usableHandles = () => sim.handles("codeforces").filter((h) => !h.startsWith("unrated_") && !h.startsWith("empty_"));

async function userWithNewHandle(handle = usableHandles()[0]!) {
  const user = await signUpAndIn(api.h.app);
  const res = await api.http.post("/profile/updateHandles", { codeforces: handle }, { token: user.token });
  expect(res.status).toBe(200);
  return { token: user.token, handle };
}

async function accountStatus(token: string): Promise<string> {
  const res = await api.http.get("/profile/sync-status", { token });
  return (res.body.accounts as Array<{ status: string }>)[0]!.status;
}

it("keeps a lease short: a job claimed by a process that then died is synced by another within it", async () => {
  expect(SYNC_LEASE_MS).toBeLessThanOrEqual(60_000);
  const { token } = await userWithNewHandle();
  const crashedAt = Date.now();
  // A process claims the job and dies: it never finishes it and never renews the lease.
  const claimed = await claimJobs(api.h.system.db, "process-that-crashed", new Date(crashedAt), 6, SYNC_LEASE_MS);
  expect(claimed.map((job) => job.reason)).toContain("first");

  await otherProcess({ now: () => new Date(crashedAt + SYNC_LEASE_MS - 1000) }).tick();
  expect(await accountStatus(token)).toBe("pending");

  const report = await otherProcess({ now: () => new Date(crashedAt + SYNC_LEASE_MS + 1000) }).tick();
  expect(report.synced).toBe(1);
  expect(await accountStatus(token)).toBe("ok");
});

it("renews the lease while a job runs: a sync slower than the lease is not taken by another process", async () => {
  const leaseMs = 300;
  const { token, handle } = await userWithNewHandle();
  // The platform answers this account's first call only after several leases.
  sim.simulator.faults.add({ platform: "codeforces", kind: "slow", delayMs: 1500, handle, count: 1 });
  const running = otherProcess({ leaseMs }).tick();
  const db = api.h.system.db;
  const held = async () => (await db.select().from(syncJobs).where(isNotNull(syncJobs.leaseOwner))).some((j) => j.accountId);
  while (!(await held())) await new Promise((r) => setTimeout(r, 20));

  const meanwhile: TickReport[] = [];
  const second = otherProcess({ leaseMs });
  const until = Date.now() + 1200;
  while (Date.now() < until) {
    meanwhile.push(await second.tick());
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(meanwhile.length).toBeGreaterThan(3);
  expect(meanwhile.reduce((n, r) => n + r.synced + r.failed, 0)).toBe(0);

  expect((await running).synced).toBe(1);
  expect(await accountStatus(token)).toBe("ok");
});

it("a sync someone waits for does not queue behind a slow routine one: the waited-for lane runs it meanwhile", async () => {
  const db = api.h.system.db;
  const slow = await userWithNewHandle(usableHandles()[1]);
  // That account's job is routine work now (a due re-sync), and the platform is slow to answer it.
  await db.update(syncJobs).set({ reason: "due" }).where(isNotNull(syncJobs.accountId));
  const idle = otherProcess();
  expect((await idle.tick("waited")).claimed).toBe(0);

  const slowMs = 5000;
  sim.simulator.faults.add({ platform: "codeforces", kind: "slow", delayMs: slowMs, handle: slow.handle, count: 1 });
  const scheduler = otherProcess({ tickMs: 200 });
  scheduler.start();
  try {
    const held = async () => (await db.select().from(syncJobs).where(isNotNull(syncJobs.leaseOwner))).length > 0;
    while (!(await held())) await new Promise((r) => setTimeout(r, 20));

    // Someone adds a handle while the routine sync is still waiting on the platform, and is synced meanwhile.
    const waiting = await userWithNewHandle(usableHandles()[2]);
    scheduler.wake();
    const asked = Date.now();
    while ((await accountStatus(waiting.token)) !== "ok" && Date.now() - asked < slowMs) await new Promise((r) => setTimeout(r, 50));
    expect(await accountStatus(waiting.token)).toBe("ok");
    expect(await accountStatus(slow.token)).toBe("pending");
    expect((await db.select().from(syncJobs).where(eq(syncJobs.reason, "first"))).length).toBe(0);
  } finally {
    await scheduler.stop();
  }
  expect(await accountStatus(slow.token)).toBe("ok");
});

import { eq } from "drizzle-orm";
import { MINUTE } from "@/lib/time";
import { createCodeChefSim } from "@/simulator/codechef";
import { createSimulator } from "@/simulator/server";
import { platformAccounts } from "../../db/schema";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";
import { SIM_ENV, simulatedPlatforms, TEST_SPACING_MS, TEST_TOLERANCE_MS } from "../../test/platform-sim";

// In the simulator every seventh user from the fourth has a former handle `<handle>_old`.
const sim = simulatedPlatforms(29, 8);
let platforms: typeof fetch = sim.fetch;
const api = apiHarnessPerFile(SIM_ENV, { fetch: (input, init) => platforms(input, init), realClock: true });
afterEach(() => {
  platforms = sim.fetch;
});
const db = () => api.h.database.db;

it("follows a rename to the new handle, keeps the old one and says so on the profile", async () => {
  const current = sim.handles("codechef")[3]!;
  const { token } = await signUpAndIn(api.h.app);

  const typed = await api.http.post("/profile/updateHandles", { codechef: `${current}_OLD` }, { token });
  expect(typed.status).toBe(200);
  expect(typed.body.profileData.handles.codechef).toBe(current);

  const [account] = await db().select().from(platformAccounts).where(eq(platformAccounts.platform, "codechef"));
  await db()
    .update(platformAccounts)
    .set({ handle: `${current}_old`, handleKey: `${current}_old` })
    .where(eq(platformAccounts.id, account!.id));
  await api.h.system.scheduler.syncAccount(account!.id);

  const [after] = await db().select().from(platformAccounts).where(eq(platformAccounts.id, account!.id));
  expect(after).toMatchObject({ handle: current, handleKey: current, status: "ok" });
  expect(after!.handleHistory.map((h) => h.handle)).toEqual([`${current}_old`]);
  const status = (await api.http.get("/profile/sync-status", { token })).body.accounts[0];
  expect(status?.notes).toContain(`Renamed from ${current}_old on CodeChef`);
});

it("keeps a handle renamed during an earlier run of the demo when its simulator is started again", async () => {
  // The demo renames its CodeChef handle five minutes after its first start and keeps its data; a restarted simulator is told that start.
  const firstStart = new Date(Date.now() - 10 * MINUTE);
  const restarted = createCodeChefSim({ seed: 29, users: 8, now: new Date(), historyDays: 120, stagedFrom: firstStart });
  const simulator = createSimulator({ modules: [restarted], spacingMs: { codechef: TEST_SPACING_MS }, toleranceMs: TEST_TOLERANCE_MS });
  platforms = (input, init) => simulator.fetch(new Request(input instanceof Request ? input : String(input), init));
  const former = restarted.handles()[0]!;
  const renamed = `${former}_v2`;
  const { token } = await signUpAndIn(api.h.app);
  const saved = await api.http.post("/profile/updateHandles", { codechef: former }, { token });
  expect(saved.status).toBe(200);

  const [account] = await db().select().from(platformAccounts).where(eq(platformAccounts.platform, "codechef"));
  await db().update(platformAccounts).set({ handle: renamed, handleKey: renamed }).where(eq(platformAccounts.id, account!.id));
  await api.h.system.scheduler.syncAccount(account!.id);

  const [after] = await db().select().from(platformAccounts).where(eq(platformAccounts.id, account!.id));
  expect(after).toMatchObject({ handle: renamed, status: "ok", lastError: null });
  expect(saved.body.profileData.handles.codechef).toBe(renamed);
});

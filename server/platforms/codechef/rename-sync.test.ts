import { eq } from "drizzle-orm";
import { platformAccounts } from "../../db/schema";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";
import { SIM_ENV, simulatedPlatforms } from "../../test/platform-sim";

/**
 * CodeChef answers a renamed handle (and another letter case) with a redirect to the user's page
 * as it is now. The sync follows it, takes the new handle and keeps the old one in the history,
 * and the profile says so in words. In the simulator every seventh user from the fourth has a
 * former handle `<handle>_old`.
 */
const sim = simulatedPlatforms(29, 8);
const api = apiHarnessPerFile(SIM_ENV, { fetch: sim.fetch, realClock: true });
const db = () => api.h.database.db;

it("follows a rename to the new handle, keeps the old one and says so on the profile", async () => {
  const current = sim.handles("codechef")[3]!;
  const { token } = await signUpAndIn(api.h.app);

  // A handle typed in another letter case, or a former one, is saved as CodeChef spells it now.
  const typed = await api.http.post("/profile/updateHandles", { codechef: `${current}_OLD` }, { token });
  expect(typed.status).toBe(200);
  expect(typed.body.profileData.handles.codechef).toBe(current);

  // An account stored before the rename still carries the old handle; its next sync moves it.
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

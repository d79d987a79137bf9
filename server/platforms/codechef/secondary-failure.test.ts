import { eq } from "drizzle-orm";
import { platformAccounts } from "../../db/schema";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";
import { SIM_ENV, simulatedPlatforms } from "../../test/platform-sim";

// Only the profile page decides that a handle does not exist (docs/platforms.md §3).
const sim = simulatedPlatforms(41, 4, { throttleDeepPages: false, enforceRateLimits: false });
let refuseHistory = false;
const fetch: typeof globalThis.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (refuseHistory && url.pathname.endsWith("/recent/user")) return new Response("<html><title>Not Found</title></html>", { status: 404 });
  return sim.fetch(input, init);
};
const api = apiHarnessPerFile(SIM_ENV, { fetch, realClock: true });
const db = () => api.h.database.db;

it("keeps a handle whose profile page answered when its submission page answers 404", async () => {
  const handle = sim.handles("codechef").find((h) => !h.startsWith("unrated_") && !h.startsWith("empty_"))!;
  const { token } = await signUpAndIn(api.h.app);
  expect((await api.http.post("/profile/updateHandles", { codechef: handle }, { token })).status).toBe(200);
  const [account] = await db().select().from(platformAccounts).where(eq(platformAccounts.platform, "codechef"));
  refuseHistory = true;
  await api.h.system.scheduler.syncAccount(account!.id);

  const status = await api.http.get("/profile/sync-status", { token });
  const [shown] = status.body.accounts as Array<{ status: string; lastError: string | null; handle: string }>;
  expect(shown!.status).not.toBe("not_found");
  expect(shown!.lastError).not.toMatch(/not found/i);
  expect(shown!.handle.toLowerCase()).toBe(handle.toLowerCase());
  expect((await api.http.get("/profile/getProfileData", { token })).body.profileData.handles.codechef.toLowerCase()).toBe(
    handle.toLowerCase(),
  );
});

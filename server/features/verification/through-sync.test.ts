import type { PlatformId } from "@/lib/contract/platforms";
import { VERIFICATION_PROBLEMS, type HandleVerification } from "@/lib/contract/verification";
import { eq } from "drizzle-orm";
import { platformAccounts } from "../../db/schema";
import { requestSync } from "../../sync/scheduler";
import { SIM_ENV, simulatedPlatforms } from "../../test/platform-sim";
import { verifiedOwners } from "./claims";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";

const ownedBy = async (db: Parameters<typeof verifiedOwners>[0], userId: string, accountId: string) =>
  (await verifiedOwners(db, [accountId])).get(accountId) === userId;

// Without CodeChef's 429 on deep history pages (its own tests cover it), which would make the first sync wait out Retry-After.
const sim = simulatedPlatforms(23, 4, { throttleDeepPages: false });
const api = apiHarnessPerFile(SIM_ENV, { fetch: sim.fetch });

const control = (body: unknown) =>
  sim.simulator.fetch(
    new Request("http://platforms.test/__sim/submit", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

async function verificationOf(token: string, platform: PlatformId): Promise<HandleVerification> {
  const res = await api.http.get("/profile/verification", { token });
  return res.body.verifications.find((v) => v.platform === platform)!;
}

/** The scheduler's own run, which the check woke, or a tick here, as its loop would make. */
async function settledVerification(token: string, platform: PlatformId): Promise<HandleVerification> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const v = await verificationOf(token, platform);
    if (v.verified || Date.now() > deadline) return v;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await api.h.system.scheduler.tick();
  }
}

describe("the challenge through a real sync", () => {
  it.each(["codeforces", "leetcode", "codechef"] as const)(
    "verifies a %s handle once the sync brings the compilation error",
    async (platform) => {
      const me = await signUpAndIn(api.h.app);
      const handle = sim.handles(platform)[0]!;
      const named = await api.http.post("/profile/updateHandles", { [platform]: handle }, { token: me.token });
      expect(named.status).toBe(200);
      const firstSyncDone = async () => {
        const status = await api.http.get("/profile/sync-status", { token: me.token });
        return (status.body.accounts as Array<{ lastSyncedAt: string | null }>)[0]?.lastSyncedAt != null;
      };
      const accountCount = async () => {
        const status = await api.http.get("/profile/sync-status", { token: me.token });
        return (status.body.accounts as Array<{ platform: string }>).length;
      };
      expect(await accountCount()).toBe(1);
      // Still running, the first sync would absorb the check's request, and the compilation error would wait for the account's next turn.
      const deadline = Date.now() + 10_000;
      while (!(await firstSyncDone()) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        await api.h.system.scheduler.tick();
      }
      expect(await firstSyncDone()).toBe(true);

      // The simulator stamps the submission with its own clock (now).
      api.h.clock.now = new Date(Date.now() - 60_000);
      expect((await api.http.post("/profile/verification/start", { platform }, { token: me.token })).status).toBe(200);
      const problem = VERIFICATION_PROBLEMS[platform].externalId;
      expect((await control({ platform, handle, verdict: "compile_error", problem })).status).toBe(201);

      const checked = await api.http.post("/profile/verification/check", { platform }, { token: me.token });
      expect(checked.status).toBe(200);
      expect(await verificationOf(me.token, platform)).toMatchObject({ verified: false });
      api.h.clock.now = new Date();
      const report = await api.h.system.scheduler.tick();
      expect(report.failed).toBe(0);
      // The check also wakes the scheduler, whose own run may hold the job this tick found claimed.
      expect(await settledVerification(me.token, platform)).toMatchObject({ verified: true, method: "compile_error" });
    },
  );

  it("the sync itself verifies the handle, with nobody looking at the profile", async () => {
    const me = await signUpAndIn(api.h.app);
    const handle = sim.handles("codechef")[1]!;
    await api.http.post("/profile/updateHandles", { codechef: handle }, { token: me.token });
    const accounts = await api.h.database.db.select().from(platformAccounts).where(eq(platformAccounts.handleKey, handle.toLowerCase()));
    api.h.clock.now = new Date(Date.now() - 60_000);
    await api.http.post("/profile/verification/start", { platform: "codechef" }, { token: me.token });
    expect((await control({ platform: "codechef", handle, verdict: "compile_error", problem: "FLOW001" })).status).toBe(201);
    api.h.clock.now = new Date();
    await requestSync(api.h.database.db, [accounts[0]!.id], "manual", api.h.clock.now);
    await api.h.system.scheduler.tick();
    expect(await ownedBy(api.h.database.db, me.id, accounts[0]!.id)).toBe(true);
  });

  it("keeps the handle unverified when the compilation error went to another problem", async () => {
    const me = await signUpAndIn(api.h.app);
    const handle = sim.handles("leetcode")[1]!;
    await api.http.post("/profile/updateHandles", { leetcode: handle }, { token: me.token });
    api.h.clock.now = new Date(Date.now() - 60_000);
    await api.http.post("/profile/verification/start", { platform: "leetcode" }, { token: me.token });
    expect((await control({ platform: "leetcode", handle, verdict: "compile_error", problem: "add-two-numbers" })).status).toBe(201);
    await api.http.post("/profile/verification/check", { platform: "leetcode" }, { token: me.token });
    api.h.clock.now = new Date();
    await api.h.system.scheduler.tick();
    expect(await verificationOf(me.token, "leetcode")).toMatchObject({ verified: false });
  });

  it("the control endpoint refuses a compile error without a problem, and an unknown user", async () => {
    expect((await control({ platform: "codeforces", handle: sim.handles("codeforces")[0], verdict: "compile_error" })).status).toBe(422);
    const unknown = await control({ platform: "codechef", handle: "nobody_here_at_all", verdict: "accepted" });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(await unknown.json())).toContain("No CodeChef user");
  });
});

import { eq } from "drizzle-orm";
import { accountNotes } from "../../accounts/account";
import { platformAccounts } from "../../db/schema";
import { planJobs } from "../../sync/jobs";
import { syncPolicyConfig } from "../../sync/policy";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";
import { SIM_ENV, simulatedPlatforms } from "../../test/platform-sim";
import { historyCursor } from "./backfill";

const sim = simulatedPlatforms(29, 8);
const HOUR_S = 3600;
let refuse = false;
const fetch: typeof globalThis.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (refuse && url.pathname.endsWith("/recent/user") && url.searchParams.get("page") === "1") {
    refuse = false;
    return new Response("<html><title>429 Too Many Requests</title></html>", {
      status: 429,
      headers: { "retry-after": String(HOUR_S), "content-type": "text/html" },
    });
  }
  return sim.fetch(input, init);
};
const api = apiHarnessPerFile(SIM_ENV, { fetch, realClock: true });
const db = () => api.h.database.db;
const config = syncPolicyConfig();

const rowOf = async (id: string) => (await db().select().from(platformAccounts).where(eq(platformAccounts.id, id)))[0]!;

async function firstSyncStoppedByRetryAfter(handle: string) {
  const { token } = await signUpAndIn(api.h.app);
  refuse = true;
  expect((await api.http.post("/profile/updateHandles", { codechef: handle }, { token })).status).toBe(200);
  const [account] = await db().select().from(platformAccounts).where(eq(platformAccounts.handleKey, handle.toLowerCase()));
  await api.h.system.scheduler.syncAccount(account!.id);
  const row = await rowOf(account!.id);
  const notBefore = historyCursor(row.stats)?.notBefore;
  expect(notBefore).toBeTruthy();
  return { row, notBefore: new Date(notBefore!) };
}

async function pagesOf(handle: string): Promise<number> {
  const codechef = sim.modules.find((m) => m.platform === "codechef")!;
  const url = `${SIM_ENV.CODECHEF_URL}/recent/user?page=0&user_handle=${handle}`;
  const res = await codechef.handle(new Request(url), "/recent/user", { now: new Date() });
  return ((await res!.json()) as { max_page: number }).max_page;
}

async function handles(): Promise<string[]> {
  const out: string[] = [];
  for (const h of sim.handles("codechef")) if ((await pagesOf(h)) >= 3) out.push(h);
  return out;
}

it("schedules the account's next sync for the end of CodeChef's Retry-After, and plans no sync before it", async () => {
  const { row, notBefore } = await firstSyncStoppedByRetryAfter((await handles())[0]!);
  expect(notBefore.getTime() - Date.now()).toBeGreaterThan(55 * 60_000);
  // The profile shows when the next sync will be: when CodeChef allows one, not the routine interval.
  expect(row.nextSyncAt?.toISOString()).toBe(notBefore.toISOString());

  const planned = (at: Date) => planJobs([row], at, config, { codechef: 10 }).map((j) => j.accountId);
  expect(planned(new Date(notBefore.getTime() - 1000))).toEqual([]);
  expect(planned(notBefore)).toEqual([row.id]);
});

it("leaves the account's notes, counts and last sync as they were when a sync during the wait cannot call CodeChef", async () => {
  const { row } = await firstSyncStoppedByRetryAfter((await handles())[1]!);
  const missingItems = [{ note: "CodeChef would not describe the contest START999", since: "2026-01-01T00:00:00.000Z" }];
  await db().update(platformAccounts).set({ missingItems, submissionsPerHour: 4.5 }).where(eq(platformAccounts.id, row.id));
  const before = await rowOf(row.id);
  sim.simulator.clearCalls();

  expect(await api.h.system.scheduler.syncAccount(row.id)).toBe(true);

  expect(sim.simulator.calls().filter((c) => c.platform === "codechef")).toHaveLength(0);
  const after = await rowOf(row.id);
  expect(accountNotes(after)).toEqual(accountNotes(before));
  expect(accountNotes(after)[0]).toContain("START999");
  expect(after.missingItems).toEqual(missingItems);
  expect(after.lastSyncedAt).toEqual(before.lastSyncedAt);
  expect(after.submissionsPerHour).toBe(4.5);
  expect(after.stats).toEqual(before.stats);
  expect(after.status).toBe("ok");
});

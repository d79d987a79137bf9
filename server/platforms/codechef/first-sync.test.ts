import { eq } from "drizzle-orm";
import { platformAccounts, submissions } from "../../db/schema";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";
import { SIM_ENV, simulatedPlatforms } from "../../test/platform-sim";
import { historyCursor } from "./backfill";

// Only the 429 below: the simulator's own refusals would tie the outcome to today's history and the machine's pace.
const sim = simulatedPlatforms(23, 8, { throttleDeepPages: false, enforceRateLimits: false });
let refuseFrom: number | null = null;
let refused = 0;
const fetch: typeof globalThis.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const page = url.pathname.endsWith("/recent/user") ? Number(url.searchParams.get("page")) : -1;
  if (refuseFrom !== null && page === refuseFrom && refused === 0) {
    refused++;
    return new Response("<html><title>429 Too Many Requests</title></html>", {
      status: 429,
      headers: { "retry-after": "600", "content-type": "text/html" },
    });
  }
  return sim.fetch(input, init);
};
const api = apiHarnessPerFile(SIM_ENV, { fetch, realClock: true });
const db = () => api.h.database.db;

async function pagesOf(handle: string): Promise<number> {
  const codechef = sim.modules.find((m) => m.platform === "codechef")!;
  const url = `${SIM_ENV.CODECHEF_URL}/recent/user?page=0&user_handle=${handle}`;
  const res = await codechef.handle(new Request(url), "/recent/user", { now: new Date() });
  return ((await res!.json()) as { max_page: number }).max_page;
}

const pagesAsked = () =>
  sim.simulator
    .calls()
    .filter((c) => c.platform === "codechef" && c.path === "/recent/user")
    .map((c) => Number(new URLSearchParams(c.query).get("page")));

it("keeps the pages read before a 429, waits out Retry-After, then goes on from the page that failed", async () => {
  const candidates = sim.handles("codechef").filter((h) => !h.startsWith("unrated_") && !h.startsWith("empty_"));
  let handle: string | undefined;
  for (const h of candidates) if ((await pagesOf(h)) >= 6) handle = handle ?? h;
  expect(handle).toBeDefined();

  const { token } = await signUpAndIn(api.h.app);
  refuseFrom = 3;
  expect((await api.http.post("/profile/updateHandles", { codechef: handle }, { token })).status).toBe(200);
  const [account] = await db().select().from(platformAccounts).where(eq(platformAccounts.platform, "codechef"));
  sim.simulator.clearCalls();
  await api.h.system.scheduler.syncAccount(account!.id);

  // Pages 0 to 2, 12 rows each.
  const kept = await db().select().from(submissions).where(eq(submissions.accountId, account!.id));
  expect(kept).toHaveLength(36);
  const [afterFirst] = await db().select().from(platformAccounts).where(eq(platformAccounts.id, account!.id));
  expect(afterFirst!.status).toBe("ok");
  const cursor = historyCursor(afterFirst!.stats);
  expect(cursor?.nextPage).toBe(3);
  expect(Date.parse(cursor!.notBefore!) - Date.now()).toBeGreaterThan(9 * 60_000);

  sim.simulator.clearCalls();
  await api.h.system.scheduler.syncAccount(account!.id);
  expect(sim.simulator.calls().filter((c) => c.platform === "codechef")).toHaveLength(0);

  await db()
    .update(platformAccounts)
    .set({ stats: { history: { nextPage: 3, notBefore: new Date(Date.now() - 1000).toISOString() } } })
    .where(eq(platformAccounts.id, account!.id));
  sim.simulator.clearCalls();
  await api.h.system.scheduler.syncAccount(account!.id);
  const asked = pagesAsked();
  expect(asked[0]).toBe(0); // the newest page, for anything submitted meanwhile
  expect(asked.slice(1)[0]).toBe(3);
  expect(asked).not.toContain(1);
  const [done] = await db().select().from(platformAccounts).where(eq(platformAccounts.id, account!.id));
  expect(historyCursor(done!.stats)).toBeNull();
  const all = await db().select().from(submissions).where(eq(submissions.accountId, account!.id));
  const pages = Math.min(await pagesOf(handle!), 15);
  expect(all.length).toBeGreaterThan(36);
  expect(all.length).toBeLessThanOrEqual(pages * 12);
  expect(new Set(all.map((s) => s.externalId)).size).toBe(all.length);
});

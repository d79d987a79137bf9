import type { HandleVerification } from "@/lib/contract/verification";
import { createCodeforcesSim } from "@/simulator/codeforces";
import { createSimulator } from "@/simulator/server";
import { eq } from "drizzle-orm";
import { MINUTE } from "@/lib/time";
import { problems, submissions, syncJobs } from "../../db/schema";
import { SIM_ENV, TEST_SPACING_MS, TEST_TOLERANCE_MS } from "../../test/platform-sim";
import { testData } from "../../test/data";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";
import { settleAccountChallenges } from "./challenges";

/** Codeforces shows a new submission without a verdict, then TESTING, before its compilation error. */
const JUDGING_SECONDS = 20;
const start = new Date();
let simNow = start;
const codeforces = createCodeforcesSim({
  seed: 31,
  users: 4,
  now: start,
  historyDays: 30,
  quirks: { systemTestSeconds: 120, judgingSeconds: JUDGING_SECONDS },
});
const simulator = createSimulator({
  modules: [codeforces],
  now: () => simNow,
  // The platform's clock stands still between steps, so its call spacing cannot be measured.
  enforceRateLimits: false,
  spacingMs: { codeforces: TEST_SPACING_MS, leetcode: TEST_SPACING_MS, codechef: TEST_SPACING_MS },
  toleranceMs: TEST_TOLERANCE_MS,
});
const fetch: typeof globalThis.fetch = (input, init) =>
  simulator.fetch(new Request(input instanceof Request ? input : String(input), init));
const api = apiHarnessPerFile(SIM_ENV, { fetch });
const { account } = testData(() => api.h);

const at = (seconds: number) => new Date(start.getTime() + 60_000 + seconds * 1000);
const setClock = (seconds: number) => {
  simNow = at(seconds);
  api.h.clock.now = at(seconds);
};

async function codeforcesVerification(token: string): Promise<HandleVerification> {
  const res = await api.http.get("/profile/verification", { token });
  return res.body.verifications.find((v) => v.platform === "codeforces")!;
}

it("a compilation error still being judged at the sync the user asked for verifies the handle within a minute", async () => {
  const me = await signUpAndIn(api.h.app);
  const handle = codeforces.handles()[0]!;
  setClock(0);
  expect((await api.http.post("/profile/updateHandles", { codeforces: handle }, { token: me.token })).status).toBe(200);
  expect(await api.h.system.scheduler.tick()).toMatchObject({ synced: 1, failed: 0 });

  setClock(5);
  expect((await api.http.post("/profile/verification/start", { platform: "codeforces" }, { token: me.token })).status).toBe(200);
  setClock(10);
  const submitted = await simulator.fetch(
    new Request("http://platforms.test/__sim/submit", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ platform: "codeforces", handle, verdict: "compile_error", problem: "4A" }),
    }),
  );
  expect(submitted.status).toBe(201);

  setClock(12);
  expect((await api.http.post("/profile/verification/check", { platform: "codeforces" }, { token: me.token })).status).toBe(200);
  expect(await api.h.system.scheduler.tick()).toMatchObject({ synced: 1, failed: 0 });
  expect(await codeforcesVerification(me.token)).toMatchObject({ verified: false, challenge: { state: "open" } });

  // Within a minute, with nobody pressing anything, the verdict is read again and the handle verified.
  for (let seconds = 15; seconds <= 72; seconds += 3) {
    setClock(seconds);
    expect((await api.h.system.scheduler.tick()).failed).toBe(0);
  }
  expect(await codeforcesVerification(me.token)).toMatchObject({ verified: true, method: "compile_error" });
});

it("a verdict left judging long after the window stops asking for syncs", async () => {
  const me = await signUpAndIn(api.h.app);
  const acc = await account("codeforces", "judged_slowly", me);
  const t0 = api.h.clock.now.getTime();
  expect((await api.http.post("/profile/verification/start", { platform: "codeforces" }, { token: me.token })).status).toBe(200);
  const db = api.h.database.db;
  const [problem] = await db
    .insert(problems)
    .values({ platform: "codeforces", externalId: "4A", name: "Watermelon", url: "https://codeforces.com/problemset/problem/4/A" })
    .onConflictDoUpdate({ target: [problems.platform, problems.externalId], set: { name: "Watermelon" } })
    .returning();
  await db.insert(submissions).values({
    accountId: acc.id,
    problemId: problem!.id,
    externalId: "judging-1",
    verdict: "pending",
    rawVerdict: "TESTING",
    verdictFinal: false,
    submittedAt: new Date(t0 + MINUTE),
  });
  const jobs = () => db.select({ dueAt: syncJobs.dueAt }).from(syncJobs).where(eq(syncJobs.accountId, acc.id));

  await settleAccountChallenges(db, acc.id, new Date(t0 + 2 * MINUTE));
  expect(await jobs()).toEqual([{ dueAt: new Date(t0 + 2 * MINUTE + 15_000) }]);

  await db.delete(syncJobs).where(eq(syncJobs.accountId, acc.id));
  // Ten minutes past the ten-minute window: still unsettled, but no longer worth a sync every few seconds.
  await settleAccountChallenges(db, acc.id, new Date(t0 + 21 * MINUTE));
  expect(await jobs()).toEqual([]);
});

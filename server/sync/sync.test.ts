import { count, eq, sql } from "drizzle-orm";
import { contestResults, platformAccounts, problems, submissions, userHandles } from "../db/schema";
import { SIM_ENV, simulatedPlatforms, TEST_SPACING_MS, TEST_TOLERANCE_MS } from "../test/platform-sim";
import { apiHarnessPerFile, signUpAndIn } from "../test/harness";
import { queryRows } from "../db/raw";

const sim = simulatedPlatforms();
const api = apiHarnessPerFile(SIM_ENV, { fetch: sim.fetch, realClock: true });
const db = () => api.h.database.db;

const normal = (platform: "codeforces" | "leetcode" | "codechef") =>
  sim.handles(platform).find((h) => !h.startsWith("unrated_") && !h.startsWith("empty_"))!;

beforeEach(() => {
  sim.simulator.faults.clear();
  sim.simulator.clearCalls();
});

async function tableCounts() {
  const n = async (table: typeof submissions | typeof problems | typeof contestResults) =>
    (await db().select({ n: count() }).from(table))[0]!.n;
  return { submissions: await n(submissions), problems: await n(problems), contests: await n(contestResults) };
}

async function drain() {
  for (let i = 0; i < 20; i++) {
    const report = await api.h.system.scheduler.tick();
    if (report.claimed === 0) return;
  }
}

async function setHandles(token: string, handles: Record<string, string>) {
  return api.http.post("/profile/updateHandles", handles, { token });
}

describe("handles", () => {
  it("refuses an unknown handle with the platform's words and saves nothing", async () => {
    const { token } = await signUpAndIn(api.h.app);
    const res = await setHandles(token, { codeforces: "ghost_nobody_here", leetcode: normal("leetcode") });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual({ codeforces: ["Codeforces handle not found"] });
    expect(await db().select().from(userHandles)).toHaveLength(0);
    expect(await db().select().from(platformAccounts)).toHaveLength(0);
  });

  it("answers 503 and saves nothing when the platform cannot be asked", async () => {
    const { token } = await signUpAndIn(api.h.app);
    sim.simulator.faults.add({ platform: "codechef", kind: "http_503" });
    const res = await setHandles(token, { codechef: normal("codechef") });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe("CodeChef could not be reached, so nothing was saved. Try again in a minute.");
    expect(await db().select().from(userHandles)).toHaveLength(0);
  });

  it("saves verified handles in the platform's spelling, then syncs them to fresh", async () => {
    const { token } = await signUpAndIn(api.h.app);
    const cf = normal("codeforces");
    const res = await setHandles(token, { codeforces: cf.toUpperCase(), leetcode: normal("leetcode"), codechef: normal("codechef") });
    expect(res.status).toBe(200);
    expect(res.body.profileData.handles.codeforces).toBe(cf);
    expect(res.body.profileData.accounts.map((a: { status: string }) => a.status)).toEqual(["pending", "pending", "pending"]);

    await drain();
    const status = await api.http.get("/profile/sync-status", { token });
    for (const account of status.body.accounts) {
      expect(account).toMatchObject({ status: "ok", lastError: null });
      expect(Date.parse(account.lastSyncedAt!)).not.toBeNaN();
      expect(Date.parse(account.nextSyncAt!)).toBeGreaterThan(Date.parse(account.lastSyncedAt!));
    }
    const counts = await tableCounts();
    expect(counts.submissions).toBeGreaterThan(0);
    const profile = await api.http.get("/profile/getProfileData", { token });
    expect(profile.body.profileData.quickStats.totalSubmissions).toBe(counts.submissions);
    expect(profile.body.profileData.quickStats.totalSolved).toBeGreaterThan(0);
  });

  it("clears a handle with an empty string", async () => {
    const { token } = await signUpAndIn(api.h.app);
    await setHandles(token, { leetcode: normal("leetcode") });
    const res = await setHandles(token, { leetcode: "" });
    expect(res.status).toBe(200);
    expect(res.body.profileData.handles.leetcode).toBe("");
  });
});

describe("syncing", () => {
  async function userWith(handles: Record<string, string>) {
    const user = await signUpAndIn(api.h.app);
    expect((await setHandles(user.token, handles)).status).toBe(200);
    await drain();
    return user;
  }

  it("is incremental on Codeforces: no user.status call when the account did not move", async () => {
    await userWith({ codeforces: normal("codeforces") });
    const [account] = await db().select().from(platformAccounts);
    sim.simulator.clearCalls();
    // Due again, but nothing moved on the platform.
    await db()
      .update(platformAccounts)
      .set({ lastCheckedAt: new Date(0) })
      .where(eq(platformAccounts.id, account!.id));
    await api.h.system.scheduler.tick();
    const paths = sim.simulator.calls().map((c) => c.path);
    expect(paths).toContain("/user.info");
    expect(paths).not.toContain("/user.status");
  });

  it("stores a new submission once, whatever overlaps", async () => {
    await userWith({ codeforces: normal("codeforces") });
    const [account] = await db().select().from(platformAccounts);
    const cfSim = sim.modules.find((m) => m.platform === "codeforces")!;
    const id = cfSim.submit(account!.handle, new Date(), { accepted: true });
    await Promise.all([api.h.system.scheduler.syncAccount(account!.id), api.h.system.scheduler.syncAccount(account!.id)]);
    await api.h.system.scheduler.syncAccount(account!.id);
    // Counted by its id: on the real clock, the simulated user may also submit something meanwhile.
    const stored = await db().select().from(submissions).where(eq(submissions.externalId, id));
    expect(stored).toHaveLength(1);
    const dupes = await queryRows(db(), sql`select account_id, external_id from submissions group by 1, 2 having count(*) > 1`);
    expect(dupes).toHaveLength(0);
  });

  it.each([
    ["malformed JSON", "malformed_json", /could not read/i],
    ["a Cloudflare page", "cloudflare_html", /block|challenge|refus/i],
    ["503s", "http_503", /unavailable|down|503|not answer/i],
  ] as const)("writes nothing on %s, says why, and recovers by itself", async (_label, kind, words) => {
    const user = await userWith({ leetcode: normal("leetcode") });
    const [account] = await db().select().from(platformAccounts);
    const before = await tableCounts();
    const lcSim = sim.modules.find((m) => m.platform === "leetcode")!;
    lcSim.submit(account!.handle, new Date(), { accepted: true });
    sim.simulator.faults.add({ platform: "leetcode", kind });
    await api.h.system.scheduler.syncAccount(account!.id);
    expect(await tableCounts()).toEqual(before);
    const failed = (await api.http.get("/profile/sync-status", { token: user.token })).body.accounts[0]!;
    expect(failed.status).toBe("error");
    expect(failed.lastError).toMatch(words);

    sim.simulator.faults.clear();
    await api.h.system.scheduler.syncAccount(account!.id);
    const healed = (await api.http.get("/profile/sync-status", { token: user.token })).body.accounts[0];
    expect(healed).toMatchObject({ status: "ok", lastError: null });
    // At least the one submitted above: on the real clock, the simulated user may also submit meanwhile.
    expect((await tableCounts()).submissions).toBeGreaterThanOrEqual(before.submissions + 1);
  });

  it("never calls a platform faster than its spacing", async () => {
    await userWith({ codechef: normal("codechef") });
    const calls = sim.simulator.calls().filter((c) => c.platform === "codechef");
    expect(calls.length).toBeGreaterThan(2);
    const gaps = calls
      .slice(1)
      .map((c, i) => c.at.getTime() - calls[i]!.at.getTime())
      .sort((a, b) => a - b);
    // Arrival stamps can trail a turn by a busy loop's milliseconds (seen: 23 ms after 25), so none may be closer than the tolerance.
    expect(gaps[Math.floor(gaps.length / 2)]!).toBeGreaterThanOrEqual(TEST_SPACING_MS - 1);
    expect(gaps[0]!).toBeGreaterThanOrEqual(TEST_SPACING_MS - TEST_TOLERANCE_MS);
  });
});

describe("contests", () => {
  it("lists the last 5 contests newest first with per-problem upsolve state", async () => {
    const user = await signUpAndIn(api.h.app);
    await setHandles(user.token, { codeforces: normal("codeforces"), codechef: normal("codechef") });
    await drain();
    const res = await api.http.get("/contests/upsolve", { token: user.token });
    expect(res.status).toBe(200);
    const list = res.body.recent_contests as Array<{
      date: string;
      problems: Array<{ state: string }> | null;
      upsolveUrl: string;
      url: string;
    }>;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(5);
    expect([...list].sort((a, b) => b.date.localeCompare(a.date))).toEqual(list);
    const withProblems = list.filter((c) => c.problems?.length);
    expect(withProblems.length).toBeGreaterThan(0);
    for (const c of withProblems) {
      const open = c.problems!.find((p) => p.state !== "solved" && p.state !== "upsolved");
      if (open) expect(c.upsolveUrl).not.toBe(c.url);
    }
  });

  it("gathers upcoming contests from the three platforms, sorted, and caches them", async () => {
    const first = await api.http.get("/contests/upcoming");
    expect(first.status).toBe(200);
    const contests = first.body.contests as Array<{ startTime: string; platform: string; url: string; duration: number }>;
    expect(new Set(contests.map((c) => c.platform))).toEqual(new Set(["codeforces", "leetcode", "codechef"]));
    expect([...contests].sort((a, b) => a.startTime.localeCompare(b.startTime))).toEqual(contests);
    for (const c of contests.filter((x) => x.platform === "codeforces"))
      expect(c.url).toMatch(/^https:\/\/codeforces\.com\/contests\/\d+$/);
    sim.simulator.clearCalls();
    await api.http.get("/contests/upcoming");
    expect(sim.simulator.calls()).toHaveLength(0);
  });

  it("serves the daily problem with a link to the real site", async () => {
    const res = await api.http.get("/fetch/daily");
    expect(res.status).toBe(200);
    expect(res.body.daily?.questionLink).toMatch(/^https:\/\/leetcode\.com\/problems\/[\w-]+\/$/);
  });
});

import { and, count, eq } from "drizzle-orm";
import { toAccountSync } from "../accounts/account";
import { contestResults, platformAccounts, submissions } from "../db/schema";
import { fakeCodeforcesSync, type FakeSubmission } from "../test/fake-codeforces";
import { apiHarnessPerFile } from "../test/harness";
import { planJobs } from "./jobs";
import { syncPolicyConfig } from "./policy";
import { activityCheck, syncAccount } from "./run-account";
import { MINUTE } from "@/lib/time";

const api = apiHarnessPerFile();
const db = () => api.h.database.db;
const config = syncPolicyConfig();
let clock = new Date("2026-11-20T12:00:00Z");
const seconds = () => Math.floor(clock.getTime() / 1000);

const setup = () => fakeCodeforcesSync(db(), () => clock, config);

async function account(handle: string) {
  const [row] = await db().insert(platformAccounts).values({ platform: "codeforces", handle, handleKey: handle.toLowerCase() }).returning();
  return row!;
}

const reload = async (id: string) => (await db().select().from(platformAccounts).where(eq(platformAccounts.id, id)))[0]!;
const stored = (id: string) =>
  db()
    .select({ id: submissions.externalId, verdict: submissions.verdict, raw: submissions.rawVerdict, final: submissions.verdictFinal })
    .from(submissions)
    .where(eq(submissions.accountId, id))
    .orderBy(submissions.externalId);

beforeEach(() => {
  clock = new Date("2026-11-20T12:00:00Z");
});

describe("verdicts that change after they are first seen", () => {
  it("updates a pretest pass in place when system tests fail it after the round, and judging ones when judged", async () => {
    const { cf, deps } = setup();
    const user = cf.addUser("Alice", 1500);
    const row = await account("Alice");
    cf.phase(2001, "CODING");
    const sub = (id: number, verdict: string | undefined, testset: FakeSubmission["testset"]): FakeSubmission => ({
      id,
      contestId: 2001,
      index: id === 1 ? "A1" : "B",
      verdict,
      testset,
      at: seconds() - 600 + id,
      contestant: true,
    });
    user.submissions.push(sub(1, "OK", "PRETESTS"), sub(2, "SUBMITTED", "TESTS"), sub(3, "TESTING", "TESTS"));
    expect(await syncAccount(deps, row.id)).toBe(true);
    expect(await stored(row.id)).toEqual([
      { id: "1", verdict: "accepted", raw: "OK", final: false },
      { id: "2", verdict: "pending", raw: "SUBMITTED", final: false },
      { id: "3", verdict: "pending", raw: "TESTING", final: false },
    ]);
    expect((await reload(row.id)).verdictsUnsettledSince).not.toBeNull();

    // Judged, then system tests fail the pretest pass; the next page is newer work, not the old ones.
    user.submissions[0]!.verdict = "WRONG_ANSWER";
    user.submissions[0]!.testset = "TESTS";
    user.submissions[1]!.verdict = "OK";
    user.submissions[2]!.verdict = "CHALLENGED";
    cf.phase(2001, "FINISHED");
    user.submissions.push({ id: 4, contestId: 1000, index: "C", verdict: "OK", testset: "TESTS", at: seconds(), contestant: false });
    clock = new Date(clock.getTime() + 15 * MINUTE);
    expect(await syncAccount(deps, row.id)).toBe(true);

    expect(await stored(row.id)).toEqual([
      { id: "1", verdict: "rejected", raw: "WRONG_ANSWER", final: true },
      { id: "2", verdict: "accepted", raw: "OK", final: true },
      { id: "3", verdict: "rejected", raw: "CHALLENGED", final: true },
      { id: "4", verdict: "accepted", raw: "OK", final: true },
    ]);
  });

  it("re-reads the round once it is FINISHED, so a pass skipped after the round stops being a solve, with no duplicate row", async () => {
    const { cf, deps } = setup();
    const user = cf.addUser("Bob", 1500);
    const row = await account("Bob");
    cf.phase(2002, "CODING");
    user.submissions.push({ id: 10, contestId: 2002, index: "A", verdict: "OK", testset: "TESTS", at: seconds() - 900, contestant: true });
    await syncAccount(deps, row.id);
    expect((await reload(row.id)).watchedContests).toMatchObject([{ id: "2002", finishedAt: null }]);

    // Newer practice on top: an incremental read would stop at the first page.
    for (let i = 0; i < 60; i++) {
      user.submissions.push({
        id: 100 + i,
        contestId: 1000,
        index: "A",
        verdict: "WRONG_ANSWER",
        testset: "TESTS",
        at: seconds() + i,
        contestant: false,
      });
    }
    await syncAccount(deps, row.id);
    user.submissions[0]!.verdict = "SKIPPED";
    cf.phase(2002, "FINISHED");
    clock = new Date(clock.getTime() + 20 * MINUTE);
    await syncAccount(deps, row.id);

    const rows = await stored(row.id);
    expect(rows.filter((r) => r.id === "10")).toEqual([{ id: "10", verdict: "rejected", raw: "SKIPPED", final: true }]);
    expect(rows).toHaveLength(61);
  });
});

describe("contest phases", () => {
  it("asks contest.list once for every account watching a round within a minute", async () => {
    const { cf, deps } = setup();
    cf.phase(2006, "CODING");
    const rows = [];
    for (const handle of ["Gina", "Hank"]) {
      const user = cf.addUser(handle, 1500);
      user.submissions.push({
        id: handle.length * 100,
        contestId: 2006,
        index: "A",
        verdict: "OK",
        testset: "PRETESTS",
        at: seconds() - 60,
        contestant: true,
      });
      rows.push(await account(handle));
    }
    for (const row of rows) await syncAccount(deps, row.id);
    clock = new Date(clock.getTime() + 10 * MINUTE);
    cf.calls.length = 0;
    for (const row of rows) await syncAccount(deps, row.id);
    expect(cf.calls.filter((m) => m === "contest.list")).toHaveLength(1);
  });
});

describe("rulings days after a round", () => {
  it("catches a pass skipped for plagiarism days later on the daily sync", async () => {
    const { cf, deps } = setup();
    const user = cf.addUser("Frank", 1500);
    const row = await account("Frank");
    cf.phase(2005, "FINISHED");
    user.submissions.push({
      id: 50,
      contestId: 2005,
      index: "A",
      verdict: "OK",
      testset: "TESTS",
      at: seconds() - 3 * 86_400,
      contestant: true,
    });
    await syncAccount(deps, row.id);
    for (let i = 0; i < 60; i++) {
      user.submissions.push({
        id: 500 + i,
        contestId: 1000,
        index: "B",
        verdict: "OK",
        testset: "TESTS",
        at: seconds() + i,
        contestant: false,
      });
    }
    clock = new Date(clock.getTime() + 10 * MINUTE);
    await syncAccount(deps, row.id);
    user.submissions[0]!.verdict = "SKIPPED";
    clock = new Date(clock.getTime() + 13 * 60 * MINUTE);
    await syncAccount(deps, row.id);
    expect((await stored(row.id)).find((s) => s.id === "50")).toEqual({ id: "50", verdict: "rejected", raw: "SKIPPED", final: true });
  });
});

describe("ratings published after a round", () => {
  it("fetches the rating history once the round ends, without new contest submissions", async () => {
    const { cf, deps } = setup();
    const user = cf.addUser("Carol", 1500);
    const row = await account("Carol");
    // A round without hacks: the pass is final at once, so nothing about the submissions changes later.
    cf.phase(2003, "CODING");
    user.submissions.push({ id: 20, contestId: 2003, index: "A", verdict: "OK", testset: "TESTS", at: seconds() - 600, contestant: true });
    await syncAccount(deps, row.id);
    expect(await db().select().from(contestResults)).toHaveLength(0);

    cf.phase(2003, "FINISHED");
    cf.rated(user, 2003, 1580, seconds() + 3600);
    clock = new Date(clock.getTime() + 3 * 60 * MINUTE);
    await syncAccount(deps, row.id);

    const results = await db().select().from(contestResults).where(eq(contestResults.accountId, row.id));
    expect(results.map((r) => [r.contestExternalId, r.newRating])).toEqual([["2003", 1580]]);
    const after = await reload(row.id);
    expect(after.rating).toBe(1580);
    expect(after.watchedContests).toEqual([]);
    expect(after.verdictsUnsettledSince).toBeNull();
  });

  it("asks for the rating history when user.info shows the rating moved", async () => {
    const { cf, deps } = setup();
    const user = cf.addUser("Dave", 1500);
    const row = await account("Dave");
    await syncAccount(deps, row.id);
    cf.rated(user, 2004, 1620, seconds());
    await activityCheck(deps, ["Dave"]);
    const stale = await reload(row.id);
    expect(stale.ratingStale).toBe(true);
    expect(planJobs([stale], clock, config, { codeforces: 5 })).toMatchObject([{ accountId: row.id, reason: "moved" }]);

    await syncAccount(deps, row.id);
    const [result] = await db().select().from(contestResults).where(eq(contestResults.accountId, row.id));
    expect(result).toMatchObject({ contestExternalId: "2004", newRating: 1620 });
    expect((await reload(row.id)).ratingStale).toBe(false);
  });
});

describe("renames", () => {
  it("follows a rename seen in a user.info batch: handle and lookup key together, the old name kept and shown", async () => {
    const { cf, deps } = setup();
    cf.addUser("OldName", 1500);
    const row = await account("OldName");
    await syncAccount(deps, row.id);
    cf.rename("OldName", "NewName");
    clock = new Date(clock.getTime() + MINUTE);
    await activityCheck(deps, ["OldName"]);

    const renamed = await reload(row.id);
    expect(renamed).toMatchObject({ handle: "NewName", handleKey: "newname", status: "ok" });
    expect(renamed.handleHistory).toEqual([{ handle: "OldName", until: clock.toISOString() }]);
    expect(toAccountSync(renamed)).toMatchObject({ renamedFrom: "OldName", notes: ["Renamed from OldName on Codeforces"] });
    // The planner finds the account under its new name.
    const jobs = planJobs([{ ...renamed, lastCheckedAt: null }], clock, config, { codeforces: 5 });
    expect(jobs).toMatchObject([{ payload: { handles: ["NewName"] } }]);
  });

  it("follows a rename found when user.status no longer knows the handle, instead of calling it not found", async () => {
    const { cf, deps } = setup();
    const user = cf.addUser("Before", 1500);
    const row = await account("Before");
    await syncAccount(deps, row.id);
    cf.rename("Before", "After");
    user.submissions.push({ id: 30, contestId: 1000, index: "A", verdict: "OK", testset: "TESTS", at: seconds(), contestant: false });
    expect(await syncAccount(deps, row.id)).toBe(true);

    expect(await reload(row.id)).toMatchObject({ handle: "After", handleKey: "after", status: "ok", lastError: null });
    expect((await stored(row.id)).map((s) => s.id)).toEqual(["30"]);
  });

  it("still says not found when the handle is gone for good", async () => {
    const { deps } = setup();
    const row = await account("Nobody");
    expect(await syncAccount(deps, row.id)).toBe(false);
    expect(await reload(row.id)).toMatchObject({ status: "not_found", lastError: "Codeforces handle not found" });
  });
});

describe("recovery", () => {
  it("retries within minutes while Codeforces fails, however often Sync now is pressed, and recovers when it answers", async () => {
    const { cf, deps } = setup();
    cf.addUser("Erin", 1500);
    const row = await account("Erin");
    await syncAccount(deps, row.id);
    cf.setDown(true);
    for (let press = 0; press < 6; press++) {
      clock = new Date(clock.getTime() + 10_000);
      expect(await syncAccount(deps, row.id)).toBe(false);
      const failing = await reload(row.id);
      expect(failing.status).toBe("error");
      expect(failing.nextSyncAt!.getTime() - clock.getTime()).toBeLessThanOrEqual(4 * MINUTE);
    }
    cf.setDown(false);
    clock = new Date(clock.getTime() + 4 * MINUTE);
    const due = planJobs([await reload(row.id)], clock, config, { codeforces: 5 });
    expect(due).toEqual(expect.arrayContaining([expect.objectContaining({ accountId: row.id, reason: "retry" })]));
    expect(await syncAccount(deps, row.id)).toBe(true);
    expect(await reload(row.id)).toMatchObject({ status: "ok", consecutiveFailures: 0 });
    const [stats] = await db()
      .select({ n: count() })
      .from(submissions)
      .where(and(eq(submissions.accountId, row.id)));
    expect(stats?.n).toBe(0);
  });
});

import { eq, sql } from "drizzle-orm";
import { platformAccounts, userHandles } from "../db/schema";
import { queryRows } from "../db/raw";
import { fakeCodeforcesSync, type FakeSubmission } from "../test/fake-codeforces";
import { apiHarnessPerFile, signUpAndIn } from "../test/harness";
import { syncPolicyConfig } from "./policy";
import { syncAccount } from "./run-account";
import { MINUTE } from "@/lib/time";

const api = apiHarnessPerFile();
const db = () => api.h.database.db;
const config = syncPolicyConfig();
let clock = new Date("2026-11-20T12:00:00Z");
const seconds = () => Math.floor(clock.getTime() / 1000);
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * MINUTE);
  api.h.clock.now = clock;
};

const setup = () => fakeCodeforcesSync(db(), () => clock, config);

async function account(handle: string, owner?: { id: string }) {
  const [row] = await db().insert(platformAccounts).values({ platform: "codeforces", handle, handleKey: handle.toLowerCase() }).returning();
  if (owner) await db().insert(userHandles).values({ userId: owner.id, platform: "codeforces", accountId: row!.id });
  return row!;
}

type Entry = { count: number; task: { name: string; attempters: Array<{ id: string }>; solvers: Array<{ id: string; at: string }> } };
const sheetOf = async (token: string) => (await api.http.get("/fetch/smartsheet?limit=200", { token })).body.smartSheet as Entry[];

const summary = () =>
  queryRows(
    db(),
    sql`select account_id, problem_id, last_at, solved_at, last_solved_at from account_problem_activity order by account_id, problem_id`,
  );
const recount = () =>
  queryRows(
    db(),
    sql`select account_id, problem_id, max(submitted_at) as last_at,
      min(submitted_at) filter (where verdict = 'accepted') as solved_at,
      max(submitted_at) filter (where verdict = 'accepted') as last_solved_at
    from submissions group by account_id, problem_id order by account_id, problem_id`,
  );

beforeEach(() => {
  clock = new Date("2026-11-20T12:00:00Z");
  api.h.clock.now = clock;
});

describe("the Smart Sheet after syncs", () => {
  it("shows a synced solve, and drops the solver when a hack turns the pass into CHALLENGED", async () => {
    const { cf, deps } = setup();
    const me = await signUpAndIn(api.h.app);
    const ada = await signUpAndIn(api.h.app, { fullName: "Ada Lovelace" });
    const row = await account("Ada_cf", ada);
    await api.http.post("/friends/toggleFriend", { friend_id: ada.id }, { token: me.token });
    const user = cf.addUser("Ada_cf", 1500);
    cf.phase(2101, "CODING");
    user.submissions.push({
      id: 1,
      contestId: 2101,
      index: "A",
      verdict: "OK",
      testset: "PRETESTS",
      at: seconds() - 300,
      contestant: true,
    });

    expect(await sheetOf(me.token)).toEqual([]);
    expect(await syncAccount(deps, row.id)).toBe(true);
    let sheet = await sheetOf(me.token);
    expect(sheet.map((e) => e.count)).toEqual([1]);
    expect(sheet[0]!.task.solvers.map((s) => s.id)).toEqual([ada.id]);

    // Hacked during the round: the pass becomes CHALLENGED, a rejection.
    user.submissions[0]!.verdict = "CHALLENGED";
    user.submissions[0]!.testset = "TESTS";
    later(15);
    expect(await syncAccount(deps, row.id)).toBe(true);
    sheet = await sheetOf(me.token);
    expect(sheet).toHaveLength(1);
    expect(sheet[0]!.count).toBe(1);
    expect(sheet[0]!.task.attempters.map((p) => p.id)).toEqual([ada.id]);
    expect(sheet[0]!.task.solvers).toEqual([]);
    expect(await summary()).toEqual(await recount());
  });

  it("keeps the summary equal to a recount of submissions through a series of syncs, verdict changes and a deleted account", async () => {
    const { cf, deps } = setup();
    const handles = ["Gina", "Hank", "Ivy"];
    const users = handles.map((h) => cf.addUser(h, 1500));
    const rows = [];
    for (const h of handles) rows.push(await account(h));
    cf.phase(2102, "CODING");
    let id = 0;
    const submit = (i: number, index: string, verdict: string, testset: FakeSubmission["testset"] = "TESTS", contestId = 2102) =>
      users[i]!.submissions.push({
        id: ++id,
        contestId,
        index,
        verdict,
        testset,
        at: seconds() - 100 + id,
        contestant: contestId === 2102,
      });

    // Round one: attempts, a pretest pass, a pending one, and the same problem by two people.
    submit(0, "A", "WRONG_ANSWER");
    submit(0, "A", "OK", "PRETESTS");
    submit(1, "A", "TESTING");
    submit(1, "B", "OK", "PRETESTS");
    submit(2, "C", "OK", "TESTS", 1000);
    for (const r of rows) await syncAccount(deps, r.id);
    expect((await summary()).length).toBe(4);
    expect(await summary()).toEqual(await recount());

    // Round two: judging settles, a hack, a skipped pass, new work on an old problem.
    later(20);
    users[0]!.submissions[1]!.verdict = "CHALLENGED";
    users[1]!.submissions[0]!.verdict = "OK";
    users[1]!.submissions[1]!.verdict = "SKIPPED";
    cf.phase(2102, "FINISHED");
    submit(2, "C", "WRONG_ANSWER", "TESTS", 1000);
    submit(0, "A", "OK");
    for (const r of rows) await syncAccount(deps, r.id);
    expect(await summary()).toEqual(await recount());
    const stored = await queryRows<{ solved: number }>(
      db(),
      sql`select count(*)::int as solved from account_problem_activity where solved_at is not null`,
    );
    // Gina's A (solved on the second try), Hank's A (judged OK), Ivy's C; Hank's skipped B is not a solve.
    expect(stored[0]!.solved).toBe(3);

    await db().delete(platformAccounts).where(eq(platformAccounts.id, rows[2]!.id));
    expect(await summary()).toEqual(await recount());
    expect((await summary()).length).toBe(3);
  });
});

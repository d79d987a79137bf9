import { count, eq } from "drizzle-orm";
import { follows, platformAccounts, submissions, users, verifiedHandles } from "../../db/schema";
import { testData } from "../../test/data";
import { SIM_ENV, simulatedPlatforms } from "../../test/platform-sim";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";

const sim = simulatedPlatforms(5, 6);
const api = apiHarnessPerFile(SIM_ENV, { fetch: sim.fetch });
const db = () => api.h.database.db;

type Person = Awaited<ReturnType<typeof signUpAndIn>>;
const { account, problem, submit } = testData(() => api.h);

const follow = (me: Person, id: string) => api.http.post("/friends/toggleFriend", { friend_id: id }, { token: me.token });

describe("search", () => {
  it("finds people by name, userName or handle, case-insensitively, never myself or people I follow", async () => {
    const me = await signUpAndIn(api.h.app, { fullName: "Me Myself", userName: "me_myself" });
    const ada = await signUpAndIn(api.h.app, { fullName: "Ada Lovelace", userName: "ada_l" });
    const bob = await signUpAndIn(api.h.app, { fullName: "Bob Stone", userName: "bob_s" });
    await account("codeforces", "Analytic_Engine", bob);
    const search = async (searchQuery: string) =>
      ((await api.http.post("/fetch/searchUser", { searchQuery }, { token: me.token })).body.searchResults as Array<{ id: string }>).map(
        (r) => r.id,
      );
    expect(await search("LOVELACE")).toEqual([ada.id]);
    expect(await search("analytic_")).toEqual([bob.id]);
    expect(await search("myself")).toEqual([]);
    await follow(me, ada.id);
    expect(await search("ada")).toEqual([]);
  });

  it("treats the query as data: % and _ and regex characters match only themselves", async () => {
    const me = await signUpAndIn(api.h.app);
    await signUpAndIn(api.h.app, { fullName: "Percent Person", userName: "plain_name" });
    const weird = await signUpAndIn(api.h.app, { fullName: "Odd 100% (.*) Name", userName: "odd_one" });
    const ids = async (searchQuery: string) =>
      ((await api.http.post("/fetch/searchUser", { searchQuery }, { token: me.token })).body.searchResults as Array<{ id: string }>).map(
        (r) => r.id,
      );
    expect(await ids("%")).toEqual([weird.id]);
    expect(await ids("(.*)")).toEqual([weird.id]);
    // As a LIKE pattern "o_e" would match "odd_one" (o, any one character, e); as data it matches nothing here.
    expect(await ids("o_e")).toEqual([]);
  });

  it("refuses a blank query with 422", async () => {
    const me = await signUpAndIn(api.h.app);
    expect((await api.http.post("/fetch/searchUser", { searchQuery: "   " }, { token: me.token })).status).toBe(422);
  });

  it("offers a handle that exists on the platform but belongs to nobody here", async () => {
    const me = await signUpAndIn(api.h.app);
    const handle = sim.handles("codeforces")[0]!;
    const res = await api.http.post("/fetch/searchUser", { searchQuery: handle, platform: "codeforces" }, { token: me.token });
    expect(res.status).toBe(200);
    const [first] = res.body.searchResults as Array<{ id: string; kind: string; external: boolean; handles: { codeforces: string } }>;
    expect(first).toMatchObject({ kind: "account", external: true, handles: { codeforces: handle } });
    const followed = await follow(me, first!.id);
    expect(followed.body).toMatchObject({ following: true, user: { kind: "account" } });
    const network = await api.http.get("/fetch/network", { token: me.token });
    expect(network.body.networkData.map((u: { id: string }) => u.id)).toEqual([first!.id]);
  });
});

describe("toggleFriend", () => {
  it("follows, then unfollows, one way", async () => {
    const me = await signUpAndIn(api.h.app);
    const ada = await signUpAndIn(api.h.app, { fullName: "Ada Lovelace" });
    await account("leetcode", "ada_lc", ada, 1900);
    expect((await follow(me, ada.id)).body.following).toBe(true);
    const network = (await api.http.get("/fetch/network", { token: me.token })).body.networkData;
    expect(network).toEqual([
      {
        id: ada.id,
        kind: "user",
        fullName: "Ada Lovelace",
        userName: ada.userName,
        handles: { leetcode: "ada_lc", codeforces: "", codechef: "" },
        ratings: { leetcode: 1900 },
        lastActiveAt: null,
      },
    ]);
    expect((await api.http.get("/fetch/network", { token: ada.token })).body.networkData).toEqual([]);
    expect((await follow(me, ada.id)).body.following).toBe(false);
    expect((await api.http.get("/fetch/network", { token: me.token })).body.networkData).toEqual([]);
  });

  it("marks a handle whose account has not been synced yet as syncing, not unrated, until its first sync", async () => {
    const me = await signUpAndIn(api.h.app);
    const cy = await signUpAndIn(api.h.app, { fullName: "Cy Syncing" });
    const fresh = await account("codeforces", "cy_cf", cy);
    await account("leetcode", "cy_lc", cy);
    await db().update(platformAccounts).set({ status: "pending" }).where(eq(platformAccounts.id, fresh.id));
    await follow(me, cy.id);
    const read = async () => (await api.http.get("/fetch/network", { token: me.token })).body.networkData[0];
    expect(await read()).toMatchObject({ ratings: {}, syncing: ["codeforces"] });
    await db().update(platformAccounts).set({ status: "ok", lastSyncedAt: new Date() }).where(eq(platformAccounts.id, fresh.id));
    expect(await read()).not.toHaveProperty("syncing");
  });

  it("refuses myself, unknown ids and garbage with a clear 4xx and writes nothing", async () => {
    const me = await signUpAndIn(api.h.app);
    expect((await follow(me, me.id)).status).toBe(422);
    expect((await follow(me, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await follow(me, "account:00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await follow(me, "'; drop table follows;--")).status).toBe(422);
    expect((await api.http.post("/friends/toggleFriend", {}, { token: me.token })).status).toBe(422);
    expect((await db().select({ n: count() }).from(follows))[0]!.n).toBe(0);
  });
});

describe("smart sheet", () => {
  it("counts distinct people who attempted in the window, lists solvers, orders by count then recency", async () => {
    const me = await signUpAndIn(api.h.app);
    const [ada, bob, cy, stranger] = await Promise.all([1, 2, 3, 4].map(() => signUpAndIn(api.h.app)));
    const adaCf = await account("codeforces", "ada_cf", ada);
    const adaLc = await account("leetcode", "ada_lc", ada);
    const bobCf = await account("codeforces", "bob_cf", bob);
    const cyCf = await account("codeforces", "cy_cf", cy);
    const strangerCf = await account("codeforces", "stranger_cf", stranger);
    const bare = await account("codeforces", "bare_handle");
    const mine = await account("codeforces", "me_cf", me);
    for (const p of [ada!, bob!, cy!]) await follow(me, p.id);
    await follow(me, `account:${bare.id}`);

    const popular = await problem("100A", { rating: 1500 });
    const recent = await problem("100B");
    const old = await problem("100C");
    const lc = await problem("two-sum", { platform: "leetcode", difficulty: "Easy", url: "https://leetcode.com/problems/two-sum/" });
    // popular: ada (twice, two accounts: one person), bob solves, the bare handle attempts → 3 people.
    await submit(adaCf.id, popular.id, 3);
    await submit(adaLc.id, popular.id, 2);
    await submit(bobCf.id, popular.id, 5, "accepted");
    await submit(bare.id, popular.id, 6);
    await submit(cyCf.id, recent.id, 0.5, "accepted");
    await submit(mine.id, recent.id, 1, "accepted");
    await submit(adaLc.id, lc.id, 4);
    // old: outside the 30-day window; and a stranger's submission never counts.
    await submit(bobCf.id, old.id, 45, "accepted");
    await submit(strangerCf.id, popular.id, 1);

    const res = await api.http.get("/fetch/smartsheet?limit=200", { token: me.token });
    expect(res.status).toBe(200);
    const sheet = res.body.smartSheet as Array<{ count: number; task: any }>;
    expect(sheet.map((e) => [e.task.name, e.count])).toEqual([
      ["Problem 100A", 3],
      ["Problem 100B", 1],
      ["Problem two-sum", 1],
    ]);
    expect(sheet[0]!.task).toMatchObject({ difficulty: "1500", platform: "codeforces", tags: ["dp"], solvedByMe: false });
    expect(sheet[0]!.task.solvers.map((s: { id: string }) => s.id)).toEqual([bob!.id]);
    expect(sheet[0]!.task.attempters).toHaveLength(3);
    expect(sheet[1]!.task.solvedByMe).toBe(true);
    expect(sheet[2]!.task.difficulty).toBe("Easy");

    const other = await api.http.get("/fetch/smartsheet", { token: stranger!.token });
    expect(other.body.smartSheet).toEqual([]);
    expect((await api.http.get("/fetch/smartsheet?limit=1", { token: me.token })).body.smartSheet).toHaveLength(1);
  });

  it.each(["0", "201", "abc", "1.5"])("refuses limit=%s with 422", async (limit) => {
    const me = await signUpAndIn(api.h.app);
    expect((await api.http.get(`/fetch/smartsheet?limit=${limit}`, { token: me.token })).status).toBe(422);
  });

  it("says how fresh the network's data is, with or without activity in the window", async () => {
    const me = await signUpAndIn(api.h.app);
    const [ada, bob] = await Promise.all([1, 2].map(() => signUpAndIn(api.h.app)));
    const now = api.h.clock.now.getTime();
    const synced = async (id: string, minutesAgo: number | null, status: "ok" | "error" = "ok") =>
      db()
        .update(platformAccounts)
        .set({ lastSyncedAt: minutesAgo === null ? null : new Date(now - minutesAgo * 60_000), status })
        .where(eq(platformAccounts.id, id));
    const adaCf = await account("codeforces", "fresh_cf", ada);
    await synced(adaCf.id, 5);
    await synced((await account("leetcode", "old_lc", ada)).id, 180);
    const bobCf = await account("codeforces", "failing_cf", bob);
    await synced(bobCf.id, 10, "error");
    const bare = await account("codechef", "never_cc");
    await synced(bare.id, null);
    await synced((await account("codeforces", "stranger_cf")).id, 10_000);
    for (const id of [ada!.id, bob!.id, `account:${bare.id}`, `account:${bobCf.id}`]) await follow(me, id);
    const freshness = async () => (await api.http.get("/fetch/smartsheet", { token: me.token })).body.freshness;
    const expected = {
      oldestSyncAt: new Date(now - 180 * 60_000).toISOString(),
      staleAccounts: 3,
      // Named stalest first: never synced, then the oldest sync, then the failing one synced 10 minutes ago.
      stalest: [
        { name: expect.any(String), platform: "codechef" },
        { name: expect.any(String), platform: "leetcode" },
        { name: expect.any(String), platform: "codeforces" },
      ],
      windowDays: 30,
    };

    await submit(adaCf.id, (await problem("200A")).id, 45);
    expect((await api.http.get("/fetch/smartsheet", { token: me.token })).body.smartSheet).toEqual([]);
    expect(await freshness()).toEqual(expected);
    // Bob's account, followed twice, counts once.
    await submit(bobCf.id, (await problem("200B")).id, 1);
    await submit(adaCf.id, (await problem("200C")).id, 2);
    expect(await freshness()).toEqual(expected);
  });

  it("is given again from memory only while nothing behind it has changed", async () => {
    const me = await signUpAndIn(api.h.app);
    const [ada, bob] = await Promise.all([1, 2].map(() => signUpAndIn(api.h.app)));
    const adaCf = await account("codeforces", "memo_ada", ada);
    const bobCf = await account("codeforces", "memo_bob", bob);
    const mine = await account("codeforces", "memo_me", me);
    const p1 = await problem("300A");
    const p2 = await problem("300B");
    const p3 = await problem("300C");
    await follow(me, ada!.id);
    await submit(adaCf.id, p1.id, 2);
    await submit(bobCf.id, p1.id, 3);
    const read = async () => (await api.http.get("/fetch/smartsheet", { token: me.token })).body;
    const sheet = async () =>
      ((await read()).smartSheet as Array<{ count: number; task: any }>).map((e) => ({
        name: e.task.name,
        count: e.count,
        solvers: e.task.solvers.map((s: { name: string }) => s.name),
        people: e.task.attempters.map((s: { name: string; verified?: true }) => `${s.name}${s.verified ? " ✓" : ""}`),
        mine: e.task.solvedByMe,
      }));
    const ada0 = ada!.fullName;
    expect(await sheet()).toEqual([{ name: "Problem 300A", count: 1, solvers: [], people: [ada0], mine: false }]);
    expect(await sheet()).toEqual([{ name: "Problem 300A", count: 1, solvers: [], people: [ada0], mine: false }]);

    await submit(adaCf.id, p2.id, 1);
    expect((await sheet()).map((e) => e.name)).toEqual(["Problem 300B", "Problem 300A"]);
    await db().update(submissions).set({ verdict: "accepted" }).where(eq(submissions.problemId, p2.id));
    expect((await sheet())[0]).toMatchObject({ name: "Problem 300B", solvers: [ada0] });
    await submit(mine.id, p1.id, 0.5, "accepted");
    expect((await sheet())[1]).toMatchObject({ name: "Problem 300A", mine: true });
    await follow(me, bob!.id);
    expect((await sheet())[0]).toMatchObject({ name: "Problem 300A", count: 2 });
    await db().update(users).set({ fullName: "Renamed Bob" }).where(eq(users.id, bob!.id));
    expect((await sheet())[0]!.people).toEqual([ada0, "Renamed Bob"]);
    await db()
      .insert(verifiedHandles)
      .values({ accountId: bobCf.id, userId: bob!.id, method: "compile_error", verifiedAt: api.h.clock.now });
    expect((await sheet())[0]!.people).toEqual([ada0, "Renamed Bob ✓"]);
    const synced = new Date(api.h.clock.now.getTime() - 60_000);
    await db().update(platformAccounts).set({ lastSyncedAt: synced }).where(eq(platformAccounts.id, bobCf.id));
    await db().update(platformAccounts).set({ lastSyncedAt: synced }).where(eq(platformAccounts.id, adaCf.id));
    expect((await read()).freshness).toMatchObject({ oldestSyncAt: synced.toISOString(), staleAccounts: 0 });
    await follow(me, bob!.id);
    expect((await sheet()).map((e) => [e.name, e.count])).toEqual([
      ["Problem 300B", 1],
      ["Problem 300A", 1],
    ]);

    // With nothing changed, the clock alone moves an attempt out of the window: a minute later at most.
    await submit(adaCf.id, p3.id, 30 - 1 / (24 * 60));
    expect(await sheet()).toHaveLength(3);
    api.h.clock.now = new Date(api.h.clock.now.getTime() + 2 * 60_000);
    expect((await sheet()).map((e) => e.name)).toEqual(["Problem 300B", "Problem 300A"]);
  });

  it("is an empty list for an empty network", async () => {
    const me = await signUpAndIn(api.h.app);
    const res = await api.http.get("/fetch/smartsheet", { token: me.token });
    expect(res.body).toMatchObject({ success: true, smartSheet: [], freshness: { oldestSyncAt: null, staleAccounts: 0, windowDays: 30 } });
  });
});

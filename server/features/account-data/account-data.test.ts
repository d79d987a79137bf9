import { eq, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../db/schema";
import { platformAccounts, userHandles, virtualContestParticipants, virtualContests } from "../../db/schema";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";
import { TOKEN_SCHEME } from "../tokens/token-access";

const api = apiHarnessPerFile();
type User = Awaited<ReturnType<typeof signUpAndIn>>;
const db = () => api.h.database.db;

async function busyUser(friend: User) {
  const u = await signUpAndIn(api.h.app, { password: "correct horse battery" });
  const t = { token: u.token };
  await api.http.post(
    "/saved/concepts/add",
    { title: "Segment tree", description: "Range sums", problemLinks: ["https://cses.fi/problemset/task/1648"] },
    t,
  );
  const added = await api.http.post(
    "/saved/stumbles/add",
    {
      name: "Two Sum",
      summary: "hash map",
      url: "https://leetcode.com/problems/two-sum/",
      platform: "leetcode",
      hint: "complement",
      intuition: "store seen",
      solution: "https://example.com/s",
    },
    t,
  );
  await api.http.post("/saved/stumbles/add", { name: 'Odd, "quoted" one', summary: "line\nbreak", platform: "other" }, t);
  await api.http.post("/reviews/grade", { stumbleId: added.body.stumble.id, passed: true, fromScratch: false }, t);
  await api.http.post(
    "/contests/favorites/add",
    { name: "Round 900", url: "https://codeforces.com/contest/1900", platform: "codeforces", short_note: "hard D" },
    t,
  );
  await api.http.post("/reviews/settings/update", { targetRetention: 0.85, maximumIntervalDays: 200 }, t);
  await api.http.post("/friends/toggleFriend", { friend_id: friend.id }, t);
  const [acc] = await db().insert(platformAccounts).values({ platform: "codeforces", handle: "tourist", handleKey: "tourist" }).returning();
  await api.http.post("/friends/toggleFriend", { friend_id: `account:${acc!.id}` }, t);
  const [own] = await db().insert(platformAccounts).values({ platform: "leetcode", handle: "MyOwn", handleKey: "myown" }).returning();
  await db().insert(userHandles).values({ userId: u.id, platform: "leetcode", accountId: own!.id });
  const start = new Date(api.h.clock.now.getTime() + 86_400_000);
  const [vc] = await db()
    .insert(virtualContests)
    .values({
      creatorId: u.id,
      title: "Friday mock",
      mode: "normal",
      startAt: start,
      endAt: new Date(start.getTime() + 7_200_000),
      penaltySeconds: 1200,
    })
    .returning();
  await db()
    .insert(virtualContestParticipants)
    .values([
      { contestId: vc!.id, userId: u.id, status: "accepted" },
      { contestId: vc!.id, userId: friend.id, status: "invited" },
    ]);
  return u;
}

const exported = async (token: string, query = "") => {
  const res = await api.http.get(`/profile/export${query}` as "/profile/export", { token });
  expect(res.status).toBe(200);
  return res;
};
/** Without what a new account is bound to differ in. */
const collections = (body: Record<string, unknown>) => {
  const { exportedAt: _at, profile: _profile, ...rest } = body;
  return rest;
};

/** By id, e-mail or username. */
async function rowsNaming(user: User) {
  const found: string[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    for (const row of await db().select().from(table)) {
      const text = JSON.stringify(row);
      if ([user.id, user.email, user.userName].some((s) => text.includes(s))) found.push(`${getTableName(table)}: ${text}`);
    }
  }
  return found;
}

describe("export → delete → sign up → import", () => {
  it("gives back the same collections, and a second import adds nothing", async () => {
    const friend = await signUpAndIn(api.h.app);
    const u = await busyUser(friend);
    const first = await exported(u.token);
    expect(first.headers.get("content-disposition")).toMatch(/^attachment; filename="algo-ladder-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = first.body as Record<string, unknown>;
    expect(file).toMatchObject({
      version: 1,
      handles: [{ platform: "leetcode", handle: "MyOwn" }],
      network: [{ userName: friend.userName }, { platform: "codeforces", handle: "tourist" }],
      notes: [expect.objectContaining({ title: "Segment tree" })],
      favourites: [expect.objectContaining({ url: "https://codeforces.com/contest/1900" })],
      virtualContests: [
        expect.objectContaining({
          title: "Friday mock",
          participants: expect.arrayContaining([{ userName: friend.userName, status: "invited" }]),
        }),
      ],
      settings: { review: { targetRetention: 0.85, maximumIntervalDays: 200 } },
    });
    expect((file.trickyProblems as Array<{ reviews: unknown[] }>).map((s) => s.reviews.length)).toEqual([1, 0]);

    expect((await api.http.post("/profile/delete", { password: "wrong password" }, { token: u.token })).status).toBe(422);
    expect((await api.http.post("/profile/delete", { password: u.password }, { token: u.token })).status).toBe(200);
    expect((await api.http.get("/profile/getProfileData", { token: u.token })).status).toBe(401);
    expect(await rowsNaming(u)).toEqual([]);
    expect(api.h.mail.sent.filter((m) => m.to === u.email).map((m) => m.subject)).toContain("Your Algo Ladder account is deleted");

    const again = await signUpAndIn(api.h.app, { email: u.email, userName: u.userName });
    const imported = await api.http.post("/profile/import", file, { token: again.token });
    expect(imported.status).toBe(200);
    expect(imported.body.added).toMatchObject({
      notes: 1,
      trickyProblems: 2,
      reviews: 1,
      favourites: 1,
      network: 2,
      handles: 1,
      virtualContests: 1,
      settings: 1,
    });
    expect(collections((await exported(again.token)).body as Record<string, unknown>)).toEqual(collections(file));

    const twice = await api.http.post("/profile/import", file, { token: again.token });
    expect(Object.values(twice.body.added).every((n) => n === 0)).toBe(true);
    expect(collections((await exported(again.token)).body as Record<string, unknown>)).toEqual(collections(file));
  });

  it("a bad file gets every problem listed and changes nothing", async () => {
    const friend = await signUpAndIn(api.h.app);
    const u = await busyUser(friend);
    const file = (await exported(u.token)).body as Record<string, unknown> & { notes: Array<Record<string, unknown>> };
    const target = await signUpAndIn(api.h.app);
    const before = (await exported(target.token)).body as Record<string, unknown>;
    const bad = {
      ...file,
      notes: [...file.notes, { title: "" }],
      favourites: [{ name: "x", url: "javascript:alert(1)", platform: "other" }],
    };
    const res = await api.http.post("/profile/import", bad, { token: target.token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.issues!)).toEqual(expect.arrayContaining(["notes.1.title", "favourites.0.url"]));
    const late = { ...file, virtualContests: [{ ...(file.virtualContests as object[])[0], endAt: "2000-01-01T00:00:00.000Z" }] };
    expect((await api.http.post("/profile/import", late, { token: target.token })).status).toBe(422);
    expect(collections((await exported(target.token)).body as Record<string, unknown>)).toEqual(collections(before));
  });
});

describe("CSV", () => {
  it("exports a collection and Anki cards, and imports problems from a CSV once", async () => {
    const friend = await signUpAndIn(api.h.app);
    const u = await busyUser(friend);
    const csv = await exported(u.token, "?format=csv&collection=trickyProblems");
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const text = (csv.body as unknown as { raw: string }).raw;
    expect(text.split("\r\n")[0]).toBe("name,summary,url,platform,hint,intuition,solution,createdAt");
    const anki = (await exported(u.token, "?format=anki")).body as unknown as { raw: string };
    expect(anki.raw).toContain(
      '"<a href=""https://leetcode.com/problems/two-sum/"">Two Sum</a><br>hash map<br>Hint: complement","store seen<br><a href=""https://example.com/s"">Solution</a>"\r\n"Odd, ""quoted"" one<br>line<br>break",\r\n',
    );

    const other = await signUpAndIn(api.h.app);
    const first = await api.http.post("/profile/import/csv", { csv: text }, { token: other.token });
    expect(first.body.added).toEqual({ trickyProblems: 2 });
    expect((await api.http.post("/profile/import/csv", { csv: text }, { token: other.token })).body.added).toEqual({ trickyProblems: 0 });
    const names = (await api.http.get("/saved/stumbles/get", { token: other.token })).body.allStumbles.map((s) => s.name);
    expect(names.sort()).toEqual(['Odd, "quoted" one', "Two Sum"]);

    const bad = await api.http.post("/profile/import/csv", { csv: "name,summary,url\nA,,\nB,ok,ftp://x\n" }, { token: other.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.issues!)).toEqual(["row 2.summary", "row 3.url"]);
  });
});

describe("deletion", () => {
  it("leaves followers the bare handle they typed, and signs out tokens", async () => {
    const u = await signUpAndIn(api.h.app);
    const [own] = await db().insert(platformAccounts).values({ platform: "codeforces", handle: "Mine", handleKey: "mine" }).returning();
    await db().insert(userHandles).values({ userId: u.id, platform: "codeforces", accountId: own!.id });
    const [lone] = await db().insert(platformAccounts).values({ platform: "codechef", handle: "alone", handleKey: "alone" }).returning();
    await db().insert(userHandles).values({ userId: u.id, platform: "codechef", accountId: lone!.id });
    const follower = await signUpAndIn(api.h.app);
    await api.http.post("/friends/toggleFriend", { friend_id: u.id }, { token: follower.token });
    await api.http.post("/friends/toggleFriend", { friend_id: `account:${own!.id}` }, { token: follower.token });
    const made = await api.http.post("/profile/tokens/create", { name: "x", scope: "read" }, { token: u.token });
    const by = { headers: { authorization: `${TOKEN_SCHEME} ${made.body.token}` } };
    expect((await api.http.get("/saved/concepts/get", by)).status).toBe(200);
    expect((await api.http.post("/profile/delete", { password: u.password }, by)).status).toBe(403);

    expect((await api.http.post("/profile/delete", { password: u.password }, { token: u.token })).status).toBe(200);
    expect((await api.http.get("/saved/concepts/get", by)).status).toBe(401);
    const network = (await api.http.get("/fetch/network", { token: follower.token })).body.networkData;
    expect(network).toHaveLength(1);
    expect(JSON.stringify(network)).toContain("Mine");
    expect(await db().select().from(platformAccounts).where(eq(platformAccounts.id, lone!.id))).toEqual([]);
  });
});

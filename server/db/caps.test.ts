import { count, eq } from "drizzle-orm";
import { CAP_MESSAGES, COLLECTION_CAPS } from "@/lib/contract/limits";
import { MINUTE } from "@/lib/time";
import { concepts, favoriteContests, follows, platformAccounts, stumbles, virtualContests } from "./schema";
import { apiHarnessPerFile, signUpAndIn } from "../test/harness";
import { testData } from "../test/data";

const api = apiHarnessPerFile();
const { problem } = testData(() => api.h);
type Person = Awaited<ReturnType<typeof signUpAndIn>>;
const db = () => api.h.database.db;

const held = async (
  table: typeof favoriteContests | typeof follows | typeof virtualContests | typeof concepts | typeof stumbles,
  where: ReturnType<typeof eq>,
) => (await db().select({ n: count() }).from(table).where(where))[0]!.n;

/** Fills a collection to `n` rows straight in the database: the adds under test are the API's. */
const fill = {
  favourites: (me: Person, n: number) =>
    db()
      .insert(favoriteContests)
      .values(
        Array.from({ length: n }, (_, i) => ({
          userId: me.id,
          name: `Round ${i}`,
          url: `https://codeforces.com/contest/${i + 1}`,
          platform: "codeforces" as const,
        })),
      ),
  follows: async (me: Person, n: number) => {
    const accounts = await db()
      .insert(platformAccounts)
      .values(Array.from({ length: n }, (_, i) => ({ platform: "codeforces" as const, handle: `h${i}`, handleKey: `h${i}` })))
      .returning({ id: platformAccounts.id });
    await db()
      .insert(follows)
      .values(accounts.map((a) => ({ followerId: me.id, accountId: a.id })));
  },
  virtualContests: (me: Person, n: number) => {
    const startAt = new Date(api.h.clock.now.getTime() - 120 * MINUTE);
    return db()
      .insert(virtualContests)
      .values(
        Array.from({ length: n }, (_, i) => ({
          creatorId: me.id,
          title: `Race ${i}`,
          mode: "normal" as const,
          startAt,
          endAt: new Date(startAt.getTime() + 60 * MINUTE),
          penaltySeconds: 0,
        })),
      );
  },
  notes: (me: Person, n: number) =>
    db()
      .insert(concepts)
      .values(
        Array.from({ length: n }, (_, i) => ({
          userId: me.id,
          title: `Note ${i}`,
          notes: { basic: "", intermediate: "", advanced: "" },
          problemLinks: [],
        })),
      ),
  trickyProblems: (me: Person, n: number) =>
    db()
      .insert(stumbles)
      .values(
        Array.from({ length: n }, (_, i) => ({
          userId: me.id,
          name: `Problem ${i}`,
          summary: "Stuck",
          platform: "other" as const,
          status: "unsolved",
        })),
      ),
};

const favouriteAdd = (me: Person) =>
  api.http.post(
    "/contests/favorites/add",
    { name: "Codeforces Round 1000", url: "https://codeforces.com/contest/99999", platform: "codeforces", short_note: "" },
    { token: me.token },
  );
const followAdd = async (me: Person) => {
  const [target] = await db()
    .insert(platformAccounts)
    .values({ platform: "codeforces", handle: "newcomer", handleKey: "newcomer" })
    .returning({ id: platformAccounts.id });
  return api.http.post("/friends/toggleFriend", { friend_id: `account:${target!.id}` }, { token: me.token });
};
const virtualAdd = async (me: Person) => {
  await problem("4A", { name: "Watermelon", url: "https://codeforces.com/contest/4/problem/A" });
  return api.http.post(
    "/virtual/create",
    {
      title: "Friday race",
      mode: "normal",
      startAt: new Date(api.h.clock.now.getTime() + 10 * MINUTE).toISOString(),
      durationMinutes: 60,
      participants: [],
      problems: [{ url: "https://codeforces.com/problemset/problem/4/A" }],
    },
    { token: me.token },
  );
};

const noteAdd = (me: Person) => api.http.post("/saved/concepts/add", { title: "Segment trees" }, { token: me.token });
const trickyAdd = (me: Person) =>
  api.http.post("/saved/stumbles/add", { name: "Two Sum", summary: "Hash map", platform: "leetcode" }, { token: me.token });

const cases = [
  { collection: "favourites", add: favouriteAdd, table: favoriteContests, mine: (me: Person) => eq(favoriteContests.userId, me.id) },
  { collection: "follows", add: followAdd, table: follows, mine: (me: Person) => eq(follows.followerId, me.id) },
  { collection: "virtualContests", add: virtualAdd, table: virtualContests, mine: (me: Person) => eq(virtualContests.creatorId, me.id) },
  { collection: "notes", add: noteAdd, table: concepts, mine: (me: Person) => eq(concepts.userId, me.id) },
  { collection: "trickyProblems", add: trickyAdd, table: stumbles, mine: (me: Person) => eq(stumbles.userId, me.id) },
] as const;

describe.each(cases)("the $collection cap", ({ collection, add, table, mine }) => {
  const cap = COLLECTION_CAPS[collection];

  it("refuses the add past the cap with the message, and writes nothing", async () => {
    const me = await signUpAndIn(api.h.app);
    await fill[collection](me, cap);
    const res = await add(me);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: "conflict", message: CAP_MESSAGES[collection] });
    expect(await held(table, mine(me))).toBe(cap);
  });

  it("takes the add that reaches the cap", async () => {
    const me = await signUpAndIn(api.h.app);
    await fill[collection](me, cap - 1);
    const res = await add(me);
    expect(res.status).toBeLessThan(300);
    expect(await held(table, mine(me))).toBe(cap);
  });

  it("counts only the user's own collection", async () => {
    const [full, other] = await Promise.all([signUpAndIn(api.h.app), signUpAndIn(api.h.app)]);
    await fill[collection](full, cap);
    expect((await add(other)).status).toBeLessThan(300);
  });
});

it("a list read answers at most the cap, oldest first, even when more rows are stored", async () => {
  const me = await signUpAndIn(api.h.app);
  await fill.favourites(me, COLLECTION_CAPS.favourites + 1);
  await fill.follows(me, COLLECTION_CAPS.follows + 1);
  const favourites = (await api.http.get("/contests/favorites/get", { token: me.token })).body.favorites;
  expect(favourites).toHaveLength(COLLECTION_CAPS.favourites);
  expect(favourites[0]!.name).toBe("Round 0");
  const network = (await api.http.get("/fetch/network", { token: me.token })).body.networkData;
  expect(network).toHaveLength(COLLECTION_CAPS.follows);
});

it("an import that would pass a cap is refused whole with the message", async () => {
  const [from, full] = await Promise.all([signUpAndIn(api.h.app), signUpAndIn(api.h.app)]);
  expect((await favouriteAdd(from)).status).toBe(201);
  const file = (await api.http.get("/profile/export", { token: from.token })).body;
  await fill.favourites(full, COLLECTION_CAPS.favourites);
  const res = await api.http.post("/profile/import", file, { token: full.token });
  expect(res.status).toBe(409);
  expect(res.body.message).toBe(CAP_MESSAGES.favourites);
  expect(await held(favoriteContests, eq(favoriteContests.userId, full.id))).toBe(COLLECTION_CAPS.favourites);
});

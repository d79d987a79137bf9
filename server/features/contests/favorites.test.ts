import { count, eq } from "drizzle-orm";
import { favoriteContests } from "../../db/schema";
import { signUpAndIn, apiHarnessPerFile } from "../../test/harness";

const api = apiHarnessPerFile();

const valid = {
  name: "Codeforces Round 1000 (Div. 2)",
  url: "https://codeforces.com/contest/2063",
  platform: "codeforces",
  short_note: "Upsolve E",
};
type Token = string;

const cfUrlOfLength = (n: number) => "https://codeforces.com/contest/" + "1".repeat(n - "https://codeforces.com/contest/".length);
const add = (token: Token, change: Record<string, unknown> = {}) =>
  api.http.post("/contests/favorites/add", { ...valid, ...change }, { token });
const remove = (token: Token, body: unknown) => api.http.post("/contests/favorites/remove", body, { token });
const list = async (token: Token) => (await api.http.get("/contests/favorites/get", { token })).body.favorites;
const urls = async (token: Token) => (await list(token)).map((f) => f.url);
const stored = async (userId?: string) =>
  (
    await api.h.database.db
      .select({ n: count() })
      .from(favoriteContests)
      .where(userId ? eq(favoriteContests.userId, userId) : undefined)
  )[0]!.n;

describe("without a session", () => {
  it.each([
    ["GET", "/contests/favorites/get", undefined],
    ["POST", "/contests/favorites/add", valid],
    ["POST", "/contests/favorites/remove", { url: valid.url }],
  ])("%s %s is 401 and stores nothing", async (method, path, body) => {
    const res = method === "GET" ? await api.http.get(path) : await api.http.post(path, body);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(await stored()).toBe(0);
  });
});

describe("POST /contests/favorites/add", () => {
  it("stores the contest trimmed and lists it with the product's field names", async () => {
    const u = await signUpAndIn(api.h.app);
    const res = await add(u.token, { name: `  ${valid.name} `, url: ` ${valid.url} ` });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: "Added new contest to favourites" });
    expect(res.body.favorite).toEqual({ ...valid, id: expect.any(String), createdAt: api.h.clock.now.toISOString() });
    expect(await list(u.token)).toEqual([res.body.favorite]);
  });

  it("makes the note optional", async () => {
    const u = await signUpAndIn(api.h.app);
    const { short_note: _n, ...noNote } = valid;
    const res = await api.http.post("/contests/favorites/add", noNote, { token: u.token });
    expect(res.status).toBe(201);
    expect(res.body.favorite.short_note).toBe("");
  });

  it("accepts name, url and note at their limits", async () => {
    const u = await signUpAndIn(api.h.app);
    const atLimit = { name: "n".repeat(100), url: cfUrlOfLength(150), short_note: "s".repeat(150) };
    expect((await add(u.token, atLimit)).status).toBe(201);
    expect((await list(u.token))[0]).toMatchObject(atLimit);
  });

  it.each([
    ["codeforces on codeforces.com", "codeforces", "https://codeforces.com/contest/1"],
    ["codeforces on a subdomain", "codeforces", "https://m1.codeforces.com/contest/1"],
    ["codechef on www.codechef.com", "codechef", "https://www.codechef.com/START170"],
    ["leetcode on leetcode.com", "leetcode", "https://leetcode.com/contest/weekly-contest-430/"],
    ["leetcode on leetcode.cn", "leetcode", "https://leetcode.cn/contest/weekly-contest-430/"],
    ["other on any https host", "other", "https://atcoder.jp/contests/abc390"],
    ["other on plain http", "other", "http://example.org/contest"],
  ])("accepts %s", async (_label, platform, url) => {
    const u = await signUpAndIn(api.h.app);
    expect((await add(u.token, { platform, url })).status).toBe(201);
    expect(await urls(u.token)).toEqual([url]);
  });

  it.each<[string, Record<string, unknown>, string, string | undefined]>([
    ["name blank", { name: "  " }, "name", "Please enter valid name of contest"],
    ["name missing", { name: undefined }, "name", "Please enter valid name of contest"],
    ["name 101 characters", { name: "n".repeat(101) }, "name", undefined],
    ["url missing", { url: undefined }, "url", "Please enter valid url of contest"],
    ["url 151 characters", { url: cfUrlOfLength(151) }, "url", undefined],
    ["note 151 characters", { short_note: "s".repeat(151) }, "short_note", undefined],
    ["platform unknown", { platform: "atcoder" }, "platform", undefined],
    ["a codechef url for codeforces", { url: "https://www.codechef.com/START170" }, "url", "Please enter valid url of contest"],
    ["a codeforces url for leetcode", { platform: "leetcode" }, "url", "Please enter valid url of contest"],
    ["a leetcode url for codechef", { platform: "codechef", url: "https://leetcode.com/contest/x" }, "url", undefined],
    ["a look-alike host for codeforces", { url: "https://codeforces.com.evil.example/contest/1" }, "url", undefined],
    ["a host merely ending in the name", { url: "https://notcodeforces.com/contest/1" }, "url", undefined],
    ...["codeforces", "other"].flatMap((platform) =>
      ["javascript:alert(1)//codeforces.com", "data:text/html,codeforces.com", "ftp://codeforces.com/contest/1"].map(
        (url): [string, Record<string, unknown>, string, string] => [
          `${url} for ${platform}`,
          { platform, url },
          "url",
          "Please enter valid url of contest",
        ],
      ),
    ),
  ])("rejects %s with 422 naming the field, storing nothing", async (_label, change, field, message) => {
    const u = await signUpAndIn(api.h.app);
    const res = await add(u.token, change);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.issues as object)).toEqual([field]);
    if (message) expect(res.body.issues?.[field]).toEqual([message]);
    expect(await stored()).toBe(0);
  });

  it("answers 409 'Contest already in favourites' for the same URL twice, keeping the first", async () => {
    const u = await signUpAndIn(api.h.app);
    const first = await add(u.token);
    const again = await add(u.token, { name: "renamed", url: ` ${valid.url}` });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: "Contest already in favourites" });
    expect(await list(u.token)).toEqual([first.body.favorite]);
  });

  it("lets two users favourite the same contest", async () => {
    const a = await signUpAndIn(api.h.app);
    const b = await signUpAndIn(api.h.app);
    expect((await add(a.token)).status).toBe(201);
    expect((await add(b.token)).status).toBe(201);
    expect(await urls(b.token)).toEqual([valid.url]);
  });
});

describe("GET /contests/favorites/get", () => {
  it("lists favourites in the order they were added, only the caller's", async () => {
    const a = await signUpAndIn(api.h.app);
    const b = await signUpAndIn(api.h.app);
    for (const id of [3, 1, 2]) await add(a.token, { url: `https://codeforces.com/contest/${id}` });
    await add(b.token, { url: "https://codeforces.com/contest/9" });
    expect(await urls(a.token)).toEqual([3, 1, 2].map((id) => `https://codeforces.com/contest/${id}`));
    expect(await urls(b.token)).toEqual(["https://codeforces.com/contest/9"]);
  });
});

describe("POST /contests/favorites/remove", () => {
  it("removes the favourite with that URL and no other", async () => {
    const u = await signUpAndIn(api.h.app);
    await add(u.token, { url: "https://codeforces.com/contest/1" });
    await add(u.token, { url: "https://codeforces.com/contest/2" });
    const res = await remove(u.token, { url: " https://codeforces.com/contest/1 " });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Removed from favourites" });
    expect(await urls(u.token)).toEqual(["https://codeforces.com/contest/2"]);
  });

  it("answers 404 for a URL the user has not favourited", async () => {
    const u = await signUpAndIn(api.h.app);
    await add(u.token);
    const res = await remove(u.token, { url: "https://codeforces.com/contest/404" });
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
    expect(await stored(u.id)).toBe(1);
  });

  it("treats another user's favourite as absent", async () => {
    const owner = await signUpAndIn(api.h.app);
    const intruder = await signUpAndIn(api.h.app);
    await add(owner.token);
    const before = await list(owner.token);
    expect((await remove(intruder.token, { url: valid.url })).status).toBe(404);
    expect(await list(owner.token)).toEqual(before);
  });

  it.each([
    ["no url", {}],
    ["a blank url", { url: "  " }],
    ["a url of the wrong type", { url: 42 }],
  ])("rejects %s with 422", async (_label, body) => {
    const u = await signUpAndIn(api.h.app);
    await add(u.token);
    const res = await remove(u.token, body);
    expect(res.status).toBe(422);
    expect(res.body.issues).toHaveProperty("url");
    expect(await stored(u.id)).toBe(1);
  });
});

describe("concurrency", () => {
  it("50 parallel adds of different contests store exactly 50", async () => {
    const u = await signUpAndIn(api.h.app);
    const all = Array.from({ length: 50 }, (_, i) => `https://codeforces.com/contest/${1000 + i}`);
    const results = await Promise.all(all.map((url) => add(u.token, { url })));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(new Set(await urls(u.token))).toEqual(new Set(all));
    expect(await stored(u.id)).toBe(50);
  });

  it("10 parallel adds of the same contest store it once; the rest are 409", async () => {
    const u = await signUpAndIn(api.h.app);
    const results = await Promise.all(Array.from({ length: 10 }, () => add(u.token)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message === "Contest already in favourites")).toBe(true);
    expect(await stored(u.id)).toBe(1);
  });
});

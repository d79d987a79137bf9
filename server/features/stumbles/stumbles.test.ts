import { count, eq } from "drizzle-orm";
import { stumbles } from "../../db/schema";
import { signUpAndIn, apiHarnessPerFile } from "../../test/harness";

const api = apiHarnessPerFile();

const valid = {
  name: "Two Sum",
  summary: "Find two indices adding up to a target",
  url: "https://leetcode.com/problems/two-sum/",
  platform: "leetcode",
  hint: "Look back, not forward",
  intuition: "A hash map of seen values",
  solution: "https://leetcode.com/problems/two-sum/solutions/1",
  status: "solved",
};
type Token = string;

const urlOfLength = (n: number) => "https://example.com/" + "a".repeat(n - "https://example.com/".length);
const add = (token: Token, change: Record<string, unknown> = {}) =>
  api.http.post("/saved/stumbles/add", { ...valid, ...change }, { token });
const list = async (token: Token) => (await api.http.get("/saved/stumbles/get", { token })).body.allStumbles;
const names = async (token: Token) => (await list(token)).map((s) => s.name);
const remove = (token: Token, body: unknown) => api.http.post("/saved/stumbles/remove", body, { token });
const stored = async (userId?: string) =>
  (
    await api.h.database.db
      .select({ n: count() })
      .from(stumbles)
      .where(userId ? eq(stumbles.userId, userId) : undefined)
  )[0]!.n;

async function userWith(...items: string[]) {
  const user = await signUpAndIn(api.h.app);
  for (const name of items) expect((await add(user.token, { name })).status).toBe(201);
  return user;
}

describe("without a session", () => {
  it.each([
    ["GET", "/saved/stumbles/get"],
    ["POST", "/saved/stumbles/add"],
    ["POST", "/saved/stumbles/remove"],
  ])("%s %s is 401 and stores nothing", async (method, path) => {
    const res =
      method === "GET"
        ? await api.http.get(path)
        : await api.http.post(path, path.endsWith("add") ? valid : { index: 0, id: "7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11" });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(await stored()).toBe(0);
  });
});

describe("POST /saved/stumbles/add", () => {
  it("stores the problem, returns it and lists it", async () => {
    const u = await signUpAndIn(api.h.app);
    const res = await add(u.token, { name: "  Two Sum  " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: "Problem added successfully" });
    const { status: _s, ...fields } = valid;
    expect(res.body.stumble).toEqual({
      ...fields,
      name: "Two Sum",
      status: "solved",
      id: expect.any(String),
      createdAt: api.h.clock.now.toISOString(),
    });
    expect(await list(u.token)).toEqual([res.body.stumble]);
  });

  it.each([
    { label: "blank solution, client claims solved", change: { solution: "   ", status: "solved" }, status: "unsolved" },
    { label: "no solution and no status", change: { solution: undefined, status: undefined }, status: "unsolved" },
    { label: "solution link, client claims unsolved", change: { status: "unsolved" }, status: "solved" },
  ])("derives the status itself: $label → $status", async ({ change, status }) => {
    const u = await signUpAndIn(api.h.app);
    const res = await add(u.token, change);
    expect(res.status).toBe(201);
    expect(res.body.stumble.status).toBe(status);
    expect((await list(u.token))[0]!.status).toBe(status);
  });

  it("keeps only name, summary and platform required", async () => {
    const u = await signUpAndIn(api.h.app);
    const res = await api.http.post("/saved/stumbles/add", { name: "n", summary: "s", platform: "other" }, { token: u.token });
    expect(res.status).toBe(201);
    expect(res.body.stumble).toMatchObject({ url: "", hint: "", intuition: "", solution: "", status: "unsolved" });
  });

  it("accepts every field at its docs/behaviour.md §5 limit", async () => {
    const u = await signUpAndIn(api.h.app);
    const atLimit = {
      name: "n".repeat(50),
      summary: "s".repeat(200),
      url: urlOfLength(150),
      hint: "h".repeat(200),
      intuition: "i".repeat(500),
      solution: urlOfLength(150),
    };
    const res = await add(u.token, atLimit);
    expect(res.status).toBe(201);
    expect((await list(u.token))[0]).toMatchObject(atLimit);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["name 51 characters", { name: "n".repeat(51) }, "name"],
    ["name blank", { name: "   " }, "name"],
    ["name missing", { name: undefined }, "name"],
    ["summary 201 characters", { summary: "s".repeat(201) }, "summary"],
    ["summary blank", { summary: "" }, "summary"],
    ["url 151 characters", { url: urlOfLength(151) }, "url"],
    ["hint 201 characters", { hint: "h".repeat(201) }, "hint"],
    ["intuition 501 characters", { intuition: "i".repeat(501) }, "intuition"],
    ["solution 151 characters", { solution: urlOfLength(151) }, "solution"],
    ["platform unknown", { platform: "atcoder" }, "platform"],
    ["platform missing", { platform: undefined }, "platform"],
    ["status not solved/unsolved", { status: "maybe" }, "status"],
    ["name of the wrong type", { name: 7 }, "name"],
    ...["url", "solution"].flatMap((field) =>
      ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "ftp://example.com/a", "not a link"].map(
        (value): [string, Record<string, unknown>, string] => [`${field} ${value}`, { [field]: value }, field],
      ),
    ),
  ])("rejects %s with 422 naming the field, storing nothing", async (_label, change, field) => {
    const u = await signUpAndIn(api.h.app);
    const res = await add(u.token, change);
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.issues as object)).toEqual([field]);
    expect(await stored()).toBe(0);
  });

  it("answers 415 to a body that is not JSON", async () => {
    const u = await signUpAndIn(api.h.app);
    const res = await api.http.post("/saved/stumbles/add", "name=x", { token: u.token, headers: { "content-type": "text/plain" } });
    expect(res.status).toBe(415);
    expect(await stored()).toBe(0);
  });
});

describe("GET /saved/stumbles/get", () => {
  it("lists the newest problem first and only the caller's", async () => {
    const a = await userWith("first", "second", "third");
    const b = await userWith("theirs");
    expect(await names(a.token)).toEqual(["third", "second", "first"]);
    expect(await names(b.token)).toEqual(["theirs"]);
    expect(await list((await signUpAndIn(api.h.app)).token)).toEqual([]);
  });
});

describe("POST /saved/stumbles/remove", () => {
  it("removes the item at the index when its id is there", async () => {
    const u = await userWith("a", "b", "c", "d");
    const [, second] = await list(u.token);
    const res = await remove(u.token, { index: 1, id: second!.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Problem removed successfully" });
    expect(await names(u.token)).toEqual(["d", "b", "a"]);
  });

  it("refuses a removal by index alone with 422 naming id, however stale the list", async () => {
    const u = await userWith("a", "b", "c");
    for (let i = 0; i < 3; i += 1) {
      const res = await remove(u.token, { index: 0 });
      expect(res.status).toBe(422);
      expect(res.body.issues).toHaveProperty(["id"]);
    }
    expect(await names(u.token)).toEqual(["c", "b", "a"]);
  });

  it("answers 409 when the id is no longer at that index (a stale tab) and changes nothing", async () => {
    const u = await userWith("a", "b", "c");
    const stale = await list(u.token);
    expect((await remove(u.token, { index: 0, id: stale[0]!.id })).status).toBe(200);
    // The stale tab still believes "b" sits at index 1; it is now at 0, and index 1 holds "a".
    const res = await remove(u.token, { index: 1, id: stale[1]!.id });
    expect(res.status).toBe(409);
    expect(res.body.success).toBe(false);
    expect(await names(u.token)).toEqual(["b", "a"]);
  });

  it("answers 409 for a stale index past the end when the id is still in the list", async () => {
    const u = await userWith("a", "b");
    const stale = await list(u.token);
    await remove(u.token, { index: 0, id: stale[0]!.id });
    expect((await remove(u.token, { index: 1, id: stale[1]!.id })).status).toBe(409);
    expect(await names(u.token)).toEqual(["a"]);
  });

  it.each([
    ["an index past the end", { index: 2, id: "7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11" }],
    ["an index past the end with a made-up id", { index: 5, id: "7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11" }],
    ["an unknown id at a valid index", { index: 0, id: "7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11" }],
  ])("answers 404 for %s and changes nothing", async (_label, body) => {
    const u = await userWith("a", "b");
    const res = await remove(u.token, body);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Problem not found");
    expect(await names(u.token)).toEqual(["b", "a"]);
  });

  it("treats another user's items as absent, by index and by id", async () => {
    const owner = await userWith("mine-1", "mine-2");
    const ownerItems = await list(owner.token);
    const intruder = await signUpAndIn(api.h.app);
    expect((await remove(intruder.token, { index: 0, id: "7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11" })).status).toBe(404);
    expect((await remove(intruder.token, { index: 0, id: ownerItems[0]!.id })).status).toBe(404);
    // Even when the intruder has an item at that index, the owner's id is not reachable through it.
    await add(intruder.token, { name: "intruder's" });
    expect((await remove(intruder.token, { index: 0, id: ownerItems[0]!.id })).status).toBe(404);
    expect(await list(owner.token)).toEqual(ownerItems);
    expect(await names(intruder.token)).toEqual(["intruder's"]);
  });

  it.each([
    ["a negative index", { index: -1, id: "7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11" }, "index"],
    ["a fractional index", { index: 1.5, id: "7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11" }, "index"],
    ["an index as a string", { index: "0", id: "7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11" }, "index"],
    ["no index", { id: "7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11" }, "index"],
    ["no id", { index: 0 }, "id"],
    ["an id that is not a uuid", { index: 0, id: "1; drop table stumbles" }, "id"],
  ])("rejects %s with 422 and removes nothing", async (_label, body, field) => {
    const u = await userWith("a");
    const res = await remove(u.token, body);
    expect(res.status).toBe(422);
    expect(res.body.issues).toHaveProperty(field);
    expect(await stored(u.id)).toBe(1);
  });
});

describe("concurrency", () => {
  it("50 parallel adds from one user store exactly 50 problems", async () => {
    const u = await signUpAndIn(api.h.app);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => add(u.token, { name: `p${i}` })));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const all = await list(u.token);
    expect(all).toHaveLength(50);
    expect(new Set(all.map((s) => s.name))).toEqual(new Set(Array.from({ length: 50 }, (_, i) => `p${i}`)));
  });

  it("parallel removes by (index, id) remove exactly the items that answered 200, never a neighbour", async () => {
    const u = await userWith(...Array.from({ length: 20 }, (_, i) => `p${i}`));
    const other = await userWith("bystander");
    const before = await list(u.token);
    const chosen = [0, 1, 2, 5, 6, 9, 13, 17, 18, 19];
    const results = await Promise.all(chosen.map((index) => remove(u.token, { index, id: before[index]!.id })));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses).toContain(200);
    const removed = new Set(chosen.filter((_, i) => statuses[i] === 200).map((index) => before[index]!.id));
    const after = (await list(u.token)).map((s) => s.id);
    expect(after).toEqual(before.map((s) => s.id).filter((id) => !removed.has(id)));
    expect(await names(other.token)).toEqual(["bystander"]);
  });
});

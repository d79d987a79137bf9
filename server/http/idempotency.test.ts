import { jest } from "@jest/globals";
import { count } from "drizzle-orm";
import { idempotencyKeys, stumbles } from "../db/schema";
import { apiHarnessPerFile, signUpAndIn } from "../test/harness";

const api = apiHarnessPerFile();

const stumble = { name: "Two sum", summary: "Hash map", url: "https://leetcode.com/problems/two-sum/", platform: "leetcode" };
const add = (token: string, key: string | undefined, body: object = stumble) =>
  api.http.post("/saved/stumbles/add", body, { token, headers: key === undefined ? {} : { "idempotency-key": key } });
const stored = async () => (await api.h.database.db.select({ n: count() }).from(stumbles))[0]!.n;
const remembered = async () => (await api.h.database.db.select({ n: count() }).from(idempotencyKeys))[0]!.n;

it("a retry with the same key returns the first answer and writes nothing more", async () => {
  const { token } = await signUpAndIn(api.h.app);
  const first = await add(token, "action-0001-abcdef");
  expect(first.status).toBe(201);
  // The BFF gave up waiting, the user was told it failed, and the client sends the same action again.
  const again = await add(token, "action-0001-abcdef");
  expect(again.status).toBe(201);
  expect(again.body).toEqual(first.body);
  expect(again.headers.get("idempotent-replayed")).toBe("true");
  expect(await stored()).toBe(1);
});

it("the same key with a different body is refused with 422 and writes nothing", async () => {
  const { token } = await signUpAndIn(api.h.app);
  expect((await add(token, "action-0002-abcdef")).status).toBe(201);
  const other = await add(token, "action-0002-abcdef", { ...stumble, name: "Three sum" });
  expect(other.status).toBe(422);
  expect(other.body.issues).toHaveProperty("idempotency-key");
  expect(await stored()).toBe(1);
});

it("the same key on another route is a different request", async () => {
  const { token } = await signUpAndIn(api.h.app);
  expect((await add(token, "action-0003-abcdef")).status).toBe(201);
  const res = await api.http.post(
    "/saved/concepts/add",
    { title: "Stacks" },
    { token, headers: { "idempotency-key": "action-0003-abcdef" } },
  );
  expect(res.status).toBe(422);
});

it("parallel sends of one action write it once", async () => {
  const { token } = await signUpAndIn(api.h.app);
  const answers = await Promise.all(Array.from({ length: 6 }, () => add(token, "action-0004-abcdef")));
  for (const a of answers) expect([201, 409]).toContain(a.status);
  expect(answers.filter((a) => a.status === 201).length).toBeGreaterThanOrEqual(1);
  expect(await stored()).toBe(1);
  const after = await add(token, "action-0004-abcdef");
  expect(after.status).toBe(201);
  expect(await stored()).toBe(1);
});

it("keys belong to their user: another user's same key is their own action", async () => {
  const ada = await signUpAndIn(api.h.app);
  const bob = await signUpAndIn(api.h.app);
  expect((await add(ada.token, "shared-key-000001")).status).toBe(201);
  const theirs = await add(bob.token, "shared-key-000001");
  expect(theirs.status).toBe(201);
  expect(theirs.headers.get("idempotent-replayed")).toBeNull();
  expect(await stored()).toBe(2);
});

it("a refused first try keeps nothing, so the corrected action can use its key", async () => {
  const { token } = await signUpAndIn(api.h.app);
  const refused = await add(token, "action-0005-abcdef", { ...stumble, name: "" });
  expect(refused.status).toBe(422);
  expect(await remembered()).toBe(0);
  expect((await add(token, "action-0005-abcdef")).status).toBe(201);
  expect(await stored()).toBe(1);
});

it("the first answer is kept for a day, then the key is forgotten", async () => {
  const { token } = await signUpAndIn(api.h.app);
  expect((await add(token, "action-0006-abcdef")).status).toBe(201);
  api.h.clock.now = new Date(api.h.clock.now.getTime() + 23 * 3_600_000);
  expect((await add(token, "action-0006-abcdef")).headers.get("idempotent-replayed")).toBe("true");
  expect(await stored()).toBe(1);
  api.h.clock.now = new Date(api.h.clock.now.getTime() + 2 * 3_600_000);
  expect((await add(token, "action-0006-abcdef")).headers.get("idempotent-replayed")).toBeNull();
  expect(await stored()).toBe(2);
});

it("writes without a key behave as before, and a malformed key is a 422 naming the header", async () => {
  const { token } = await signUpAndIn(api.h.app);
  expect((await add(token, undefined)).status).toBe(201);
  expect((await add(token, undefined)).status).toBe(201);
  expect(await stored()).toBe(2);
  const bad = await add(token, "short");
  expect(bad.status).toBe(422);
  expect(bad.body.issues).toHaveProperty("idempotency-key");
  expect(await stored()).toBe(2);
});

it("a key on an unknown path is still a 404", async () => {
  const { token } = await signUpAndIn(api.h.app);
  const res = await api.http.post("/saved/nothing-here", {}, { token, headers: { "idempotency-key": "action-0007-abcdef" } });
  expect(res.status).toBe(404);
});

it("a write whose answer could not be kept is answered as done, and a retry does not write it again", async () => {
  const { token } = await signUpAndIn(api.h.app);
  const db = api.h.database.db;
  const update = db.update.bind(db);
  // The connection drops after the write committed, just as its answer is being stored.
  const failing = jest.spyOn(db, "update").mockImplementation(((table: Parameters<typeof update>[0]) => {
    if (table !== idempotencyKeys) return update(table);
    return { set: () => ({ where: () => Promise.reject(new Error("Connection terminated unexpectedly")) }) };
  }) as typeof db.update);
  try {
    const first = await add(token, "action-0099-abcdef");
    expect(first.status).toBe(201);
    expect(first.body.success).toBe(true);
  } finally {
    failing.mockRestore();
  }
  expect(await stored()).toBe(1);
  expect((await add(token, "action-0099-abcdef")).status).toBe(409);
  expect(await stored()).toBe(1);
});

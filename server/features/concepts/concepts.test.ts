import { count, eq } from "drizzle-orm";
import { NOTE_CHANGED_MESSAGE } from "@/lib/contract/limits";
import { concepts } from "../../db/schema";
import { signUpAndIn, apiHarnessPerFile } from "../../test/harness";

const api = apiHarnessPerFile();

const valid = {
  title: "Monotonic stack",
  description: "Next greater element in O(n)",
  notes: { basic: "Keep a stack of candidates", intermediate: "Pop while smaller", advanced: "Works on circular arrays twice" },
  problemLinks: ["https://leetcode.com/problems/daily-temperatures/"],
};
type Token = string;
const UNKNOWN_ID = "7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11";

const urlOfLength = (n: number) => "https://example.com/" + "a".repeat(n - "https://example.com/".length);
const add = (token: Token, change: Record<string, unknown> = {}) =>
  api.http.post("/saved/concepts/add", { ...valid, ...change }, { token });
const edit = (token: Token, body: unknown) => api.http.post("/saved/concepts/edit", body, { token });
const remove = (token: Token, body: unknown) => api.http.post("/saved/concepts/remove", body, { token });
const list = async (token: Token) => (await api.http.get("/saved/concepts/get", { token })).body.allConcepts;
const titles = async (token: Token) => (await list(token)).map((c) => c.title);
const stored = async (userId?: string) =>
  (
    await api.h.database.db
      .select({ n: count() })
      .from(concepts)
      .where(userId ? eq(concepts.userId, userId) : undefined)
  )[0]!.n;
const later = (minutes: number) => (api.h.clock.now = new Date(api.h.clock.now.getTime() + minutes * 60_000));

async function userWith(...items: string[]) {
  const user = await signUpAndIn(api.h.app);
  for (const title of items) expect((await add(user.token, { title })).status).toBe(201);
  return user;
}

describe("without a session", () => {
  it.each([
    ["GET", "/saved/concepts/get", undefined],
    ["POST", "/saved/concepts/add", valid],
    ["POST", "/saved/concepts/edit", { index: 0, id: UNKNOWN_ID, version: 1, concept_details: valid }],
    ["POST", "/saved/concepts/remove", { index: 0, id: UNKNOWN_ID }],
  ])("%s %s is 401 and stores nothing", async (method, path, body) => {
    const res = method === "GET" ? await api.http.get(path) : await api.http.post(path, body);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(await stored()).toBe(0);
  });
});

describe("POST /saved/concepts/add", () => {
  it("stores the note trimmed, drops empty links, and lists it", async () => {
    const u = await signUpAndIn(api.h.app);
    const res = await add(u.token, {
      title: "  Monotonic stack ",
      problemLinks: ["", " https://codeforces.com/problemset/problem/1/A ", "  "],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: "Note created successfully" });
    const at = api.h.clock.now.toISOString();
    expect(res.body.concept).toEqual({
      ...valid,
      problemLinks: ["https://codeforces.com/problemset/problem/1/A"],
      id: expect.any(String),
      createdAt: at,
      updatedAt: at,
      version: 1,
    });
    expect(await list(u.token)).toEqual([res.body.concept]);
  });

  it("needs only a title", async () => {
    const u = await signUpAndIn(api.h.app);
    const res = await api.http.post("/saved/concepts/add", { title: "t" }, { token: u.token });
    expect(res.status).toBe(201);
    expect(res.body.concept).toMatchObject({ description: "", notes: { basic: "", intermediate: "", advanced: "" }, problemLinks: [] });
  });

  it("accepts every field at its limit, and 50 links plus blanks", async () => {
    const u = await signUpAndIn(api.h.app);
    const atLimit = {
      title: "t".repeat(100),
      description: "d".repeat(500),
      notes: { basic: "b".repeat(5000), intermediate: "i".repeat(5000), advanced: "a".repeat(5000) },
      problemLinks: [...Array.from({ length: 49 }, (_, i) => `https://example.com/${i}`), urlOfLength(300), "", " "],
    };
    const res = await add(u.token, atLimit);
    expect(res.status).toBe(201);
    expect((await list(u.token))[0]).toMatchObject({ ...atLimit, problemLinks: atLimit.problemLinks.slice(0, 50) });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["title blank", { title: "   " }, "title"],
    ["title missing", { title: undefined }, "title"],
    ["title 101 characters", { title: "t".repeat(101) }, "title"],
    ["description 501 characters", { description: "d".repeat(501) }, "description"],
    ...(["basic", "intermediate", "advanced"] as const).map((level): [string, Record<string, unknown>, string] => [
      `notes.${level} 5001 characters`,
      { notes: { ...valid.notes, [level]: "x".repeat(5001) } },
      `notes.${level}`,
    ]),
    ["51 links", { problemLinks: Array.from({ length: 51 }, (_, i) => `https://example.com/${i}`) }, "problemLinks"],
    ["a link of 301 characters", { problemLinks: [urlOfLength(301)] }, "problemLinks.0"],
    ["links that are not a list", { problemLinks: "https://example.com" }, "problemLinks"],
    // The issue names the input the user typed in, counting the blank inputs before it.
    ...["javascript:alert(1)", "data:text/html,<b>x</b>", "ftp://example.com/x", "example.com"].map(
      (link): [string, Record<string, unknown>, string] => [
        `the link ${link}`,
        { problemLinks: ["", "https://ok.example/", link] },
        "problemLinks.2",
      ],
    ),
  ])("rejects %s with 422 naming the field, storing nothing", async (_label, change, field) => {
    const u = await signUpAndIn(api.h.app);
    const res = await add(u.token, change);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.issues as object)).toEqual([field]);
    expect(await stored()).toBe(0);
  });
});

describe("GET /saved/concepts/get", () => {
  it("lists notes oldest first (new notes at the end) and only the caller's", async () => {
    const a = await userWith("first", "second", "third");
    const b = await userWith("theirs");
    expect(await titles(a.token)).toEqual(["first", "second", "third"]);
    expect(await titles(b.token)).toEqual(["theirs"]);
    expect(await list((await signUpAndIn(api.h.app)).token)).toEqual([]);
  });
});

describe("POST /saved/concepts/edit", () => {
  it("replaces the fields, moves updatedAt and keeps the note's place", async () => {
    const u = await userWith("a", "b", "c");
    const before = await list(u.token);
    later(90);
    const details = {
      title: " B2 ",
      description: "new",
      notes: { basic: "x", intermediate: "", advanced: "z" },
      problemLinks: ["", "https://example.com/p"],
    };
    const res = await edit(u.token, { index: 1, id: before[1]!.id, version: 1, concept_details: details });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Note edited successfully");
    const expected = {
      ...details,
      title: "B2",
      problemLinks: ["https://example.com/p"],
      id: before[1]!.id,
      createdAt: before[1]!.createdAt,
      updatedAt: api.h.clock.now.toISOString(),
      version: 2,
    };
    expect(res.body.concept).toEqual(expected);
    expect(await list(u.token)).toEqual([before[0], expected, before[2]]);
  });

  it("refuses an edit by index alone with 422 naming id, and changes nothing", async () => {
    const u = await userWith("a", "b");
    const res = await edit(u.token, { index: 0, version: 1, concept_details: { title: "A" } });
    expect(res.status).toBe(422);
    expect(res.body.issues).toHaveProperty(["id"]);
    expect(await titles(u.token)).toEqual(["a", "b"]);
  });

  it("refuses an edit made from an older version with 409, keeping the newer edit", async () => {
    const u = await userWith("a");
    const [note] = await list(u.token);
    const first = await edit(u.token, { index: 0, id: note!.id, version: note!.version, concept_details: { title: "from tab one" } });
    expect(first.status).toBe(200);
    const second = await edit(u.token, { index: 0, id: note!.id, version: note!.version, concept_details: { title: "from tab two" } });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(NOTE_CHANGED_MESSAGE);
    const [latest] = await list(u.token);
    expect(latest).toMatchObject({ title: "from tab one", version: note!.version + 1 });
    const retried = await edit(u.token, { index: 0, id: note!.id, version: latest!.version, concept_details: { title: "from tab two" } });
    expect(retried.status).toBe(200);
    expect(await titles(u.token)).toEqual(["from tab two"]);
  });

  it("lets exactly one of two parallel edits of one version win", async () => {
    const u = await userWith("a");
    const [note] = await list(u.token);
    const results = await Promise.all(
      ["one", "two"].map((title) => edit(u.token, { index: 0, id: note!.id, version: 1, concept_details: { title } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.concept.title;
    expect(await list(u.token)).toMatchObject([{ title: winner, version: 2 }]);
  });

  it("answers 409 when the id is no longer at that index and changes nothing", async () => {
    const u = await userWith("a", "b", "c");
    const stale = await list(u.token);
    expect((await remove(u.token, { index: 0, id: stale[0]!.id })).status).toBe(200);
    const res = await edit(u.token, { index: 1, id: stale[1]!.id, version: 1, concept_details: { title: "edited" } });
    expect(res.status).toBe(409);
    expect(await list(u.token)).toEqual(stale.slice(1));
  });

  it.each([
    ["an index past the end", { index: 3, id: UNKNOWN_ID }],
    ["an unknown id at a valid index", { index: 0, id: UNKNOWN_ID }],
  ])("answers 404 for %s and changes nothing", async (_label, address) => {
    const u = await userWith("a", "b", "c");
    const before = await list(u.token);
    const res = await edit(u.token, { ...address, version: 1, concept_details: { title: "edited" } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Note not found");
    expect(await list(u.token)).toEqual(before);
  });

  it("treats another user's notes as absent, by index and by id", async () => {
    const owner = await userWith("private");
    const ownerNotes = await list(owner.token);
    const intruder = await signUpAndIn(api.h.app);
    expect((await edit(intruder.token, { index: 0, id: UNKNOWN_ID, version: 1, concept_details: { title: "pwned" } })).status).toBe(404);
    await add(intruder.token, { title: "intruder's" });
    expect((await edit(intruder.token, { index: 0, id: ownerNotes[0]!.id, version: 1, concept_details: { title: "pwned" } })).status).toBe(
      404,
    );
    expect(await list(owner.token)).toEqual(ownerNotes);
    expect(await titles(intruder.token)).toEqual(["intruder's"]);
  });

  it.each([
    ["invalid details", { index: 0, id: UNKNOWN_ID, version: 1, concept_details: { title: "" } }, "concept_details.title"],
    [
      "a javascript: link in the details",
      { index: 0, id: UNKNOWN_ID, version: 1, concept_details: { title: "t", problemLinks: ["javascript:alert(1)"] } },
      "concept_details.problemLinks.0",
    ],
    ["no details", { index: 0, id: UNKNOWN_ID, version: 1 }, "concept_details"],
    ["no index", { id: UNKNOWN_ID, version: 1, concept_details: { title: "t" } }, "index"],
    ["no id", { index: 0, version: 1, concept_details: { title: "t" } }, "id"],
    ["no version", { index: 0, id: UNKNOWN_ID, concept_details: { title: "t" } }, "version"],
  ])("rejects %s with 422 and changes nothing", async (_label, body, field) => {
    const u = await userWith("a");
    const before = await list(u.token);
    const res = await edit(u.token, body);
    expect(res.status).toBe(422);
    expect(res.body.issues).toHaveProperty([field]);
    expect(await list(u.token)).toEqual(before);
  });
});

describe("POST /saved/concepts/remove", () => {
  it("removes the note at the index when its id is there", async () => {
    const u = await userWith("a", "b", "c", "d");
    const before = await list(u.token);
    const res = await remove(u.token, { index: 1, id: before[1]!.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Note removed successfully" });
    expect(await titles(u.token)).toEqual(["a", "c", "d"]);
  });

  it("refuses a removal by index alone with 422 naming id, however stale the list", async () => {
    const u = await userWith("a", "b", "c");
    for (let i = 0; i < 3; i += 1) {
      const res = await remove(u.token, { index: 0 });
      expect(res.status).toBe(422);
      expect(res.body.issues).toHaveProperty(["id"]);
    }
    expect(await titles(u.token)).toEqual(["a", "b", "c"]);
  });

  it("answers 409 for a stale index and 404 past the end or for an unknown id, changing nothing", async () => {
    const u = await userWith("a", "b", "c");
    const before = await list(u.token);
    expect((await remove(u.token, { index: 0, id: before[1]!.id })).status).toBe(409);
    expect((await remove(u.token, { index: 3, id: before[0]!.id })).status).toBe(409);
    expect((await remove(u.token, { index: 3, id: UNKNOWN_ID })).status).toBe(404);
    expect((await remove(u.token, { index: 1, id: UNKNOWN_ID })).status).toBe(404);
    expect((await remove(u.token, { index: -1, id: before[0]!.id })).status).toBe(422);
    expect(await list(u.token)).toEqual(before);
  });

  it("treats another user's notes as absent, by index and by id", async () => {
    const owner = await userWith("private");
    const ownerNotes = await list(owner.token);
    const intruder = await signUpAndIn(api.h.app);
    expect((await remove(intruder.token, { index: 0, id: UNKNOWN_ID })).status).toBe(404);
    expect((await remove(intruder.token, { index: 0, id: ownerNotes[0]!.id })).status).toBe(404);
    await add(intruder.token, { title: "intruder's" });
    expect((await remove(intruder.token, { index: 0, id: ownerNotes[0]!.id })).status).toBe(404);
    expect(await list(owner.token)).toEqual(ownerNotes);
    expect(await titles(intruder.token)).toEqual(["intruder's"]);
  });
});

describe("concurrency", () => {
  it("50 parallel adds from one user store exactly 50 notes", async () => {
    const u = await signUpAndIn(api.h.app);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => add(u.token, { title: `n${i}` })));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(new Set(await titles(u.token))).toEqual(new Set(Array.from({ length: 50 }, (_, i) => `n${i}`)));
    expect(await stored(u.id)).toBe(50);
  });

  it("parallel removes and edits by (index, id) touch exactly their own notes", async () => {
    const u = await userWith(...Array.from({ length: 20 }, (_, i) => `n${i}`));
    const before = await list(u.token);
    const removeAt = [0, 1, 4, 8, 11, 15, 19];
    const editAt = [2, 9, 18];
    const [removals, edits] = await Promise.all([
      Promise.all(removeAt.map((index) => remove(u.token, { index, id: before[index]!.id }))),
      Promise.all(
        editAt.map((index) => edit(u.token, { index, id: before[index]!.id, version: 1, concept_details: { title: `edited ${index}` } })),
      ),
    ]);
    for (const r of [...removals, ...edits]) expect([200, 409]).toContain(r.status);
    expect(removals.map((r) => r.status)).toContain(200);
    const removed = new Set(removeAt.filter((_, i) => removals[i]!.status === 200).map((index) => before[index]!.id));
    const edited = new Map(editAt.filter((_, i) => edits[i]!.status === 200).map((index) => [before[index]!.id, `edited ${index}`]));
    const after = await list(u.token);
    expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id).filter((id) => !removed.has(id)));
    for (const note of after) {
      const original = before.find((c) => c.id === note.id)!;
      expect(note.title).toBe(edited.get(note.id) ?? original.title);
    }
  });
});

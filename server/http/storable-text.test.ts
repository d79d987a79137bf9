import { BROKEN_TEXT_MESSAGE, NUL_MESSAGE } from "@/lib/contract/common";
import { databaseSnapshot } from "../test/db-snapshot";
import { apiHarnessPerFile, signUpAndIn } from "../test/harness";

// Text PostgreSQL cannot hold: a NUL character, half of a UTF-16 surrogate pair.
const SECRET = "bff-to-api-secret-for-tests-0123456789";
const api = apiHarnessPerFile({ INTERNAL_API_SECRET: SECRET });

const concept = {
  title: "Monotonic stack",
  description: "Next greater element",
  notes: { basic: "b", intermediate: "i", advanced: "a" },
  problemLinks: ["https://leetcode.com/problems/daily-temperatures/"],
};
const stumble = { name: "Two sum", summary: "Hash map", url: "https://leetcode.com/problems/two-sum/", platform: "leetcode" };
const favorite = { name: "Round 1", url: "https://codeforces.com/contest/1", platform: "codeforces", short_note: "fun" };

type Case = { path: string; base: Record<string, unknown>; fields: string[]; headers?: Record<string, string> };
const CASES: Case[] = [
  {
    path: "/auth/signup",
    base: { fullName: "Ada", userName: "ada_x", email: "ada_x@example.com", password: "long enough" },
    fields: ["fullName", "userName", "email", "password"],
  },
  { path: "/auth/signin", base: { identifier: "existing", password: "long enough" }, fields: ["identifier", "password"] },
  { path: "/auth/forgot-password", base: { email: "existing@example.com" }, fields: ["email"] },
  { path: "/auth/reset-password", base: { token: "abc", newPassword: "long enough" }, fields: ["token", "newPassword"] },
  { path: "/auth/verify-email", base: { token: "abc" }, fields: ["token"] },
  {
    path: "/auth/gsign",
    base: { fullName: "Grace", userName: "grace", email: "grace@example.com" },
    fields: ["fullName", "userName", "email"],
    headers: { "x-internal-secret": SECRET },
  },
  {
    path: "/profile/updateProfile",
    base: { fullName: "Ada", avatar: "", bio: "b", university: "u", yearOfStudy: "2" },
    fields: ["fullName", "avatar", "bio", "university", "yearOfStudy"],
  },
  { path: "/profile/updateHandles", base: { leetcode: "", codeforces: "", codechef: "" }, fields: ["leetcode", "codeforces", "codechef"] },
  {
    path: "/saved/stumbles/add",
    base: stumble,
    fields: ["name", "summary", "url", "hint", "intuition", "solution"],
  },
  {
    path: "/saved/concepts/add",
    base: concept,
    fields: ["title", "description", "notes.basic", "notes.intermediate", "notes.advanced", "problemLinks.0"],
  },
  {
    path: "/saved/concepts/edit",
    base: { index: 0, id: "7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11", version: 1, concept_details: concept },
    fields: ["concept_details.title", "concept_details.notes.advanced", "concept_details.problemLinks.0"],
  },
  { path: "/fetch/searchUser", base: { searchQuery: "ada" }, fields: ["searchQuery"] },
  { path: "/friends/toggleFriend", base: { friend_id: "someone" }, fields: ["friend_id"] },
  { path: "/contests/favorites/add", base: favorite, fields: ["name", "url", "short_note"] },
  { path: "/contests/favorites/remove", base: { url: favorite.url }, fields: ["url"] },
];

/** Array indexes included. */
function withValue(base: Record<string, unknown>, path: string, text: string): Record<string, unknown> {
  const copy = structuredClone(base);
  const keys = path.split(".");
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = text;
  return copy;
}

const BAD = [
  ["a NUL character", "ab\u0000cd", NUL_MESSAGE],
  ["a lone high surrogate", "ab\uD800cd", BROKEN_TEXT_MESSAGE],
  ["a lone low surrogate", "\uDC00abcd", BROKEN_TEXT_MESSAGE],
] as const;

const table = CASES.flatMap((c) =>
  c.fields.flatMap((field) => BAD.map(([label, value, message]) => ({ ...c, field, label, value, message }))),
);

describe.each(table)("$path with $label in $field", ({ path, base, field, value, message, headers }) => {
  it("answers 422 naming the field and writes nothing", async () => {
    const user = await signUpAndIn(api.h.app, { userName: "existing", email: "existing@example.com", password: "long enough" });
    await api.http.post("/saved/concepts/add", concept, { token: user.token });
    const before = await databaseSnapshot(api.h.database.db);
    const res = await api.http.post(path, withValue(base, field, value), { token: user.token, headers });
    expect(res.status).toBe(422);
    expect(res.body.issues?.[field]).toContain(message);
    expect(await databaseSnapshot(api.h.database.db)).toEqual(before);
  });
});

it.each([
  ["a NUL character", "ab%00cd"],
  ["bytes that are not UTF-8", "ab%ffcd"],
  ["an encoded lone surrogate", "ab%ED%A0%80cd"],
])("the dashboard's tz query with %s answers 422 naming tz", async (_label, raw) => {
  const user = await signUpAndIn(api.h.app);
  const res = await api.http.get(`/fetch/dashboard?tz=${raw}`, { token: user.token });
  expect(res.status).toBe(422);
  expect(res.body.issues).toHaveProperty("tz");
});

it("a whole surrogate pair (an emoji) is ordinary text and is stored", async () => {
  const user = await signUpAndIn(api.h.app);
  const res = await api.http.post(
    "/saved/concepts/add",
    { ...concept, notes: { ...concept.notes, basic: "stack 🧱 push" } },
    { token: user.token },
  );
  expect(res.status).toBe(201);
  expect(res.body.concept.notes.basic).toBe("stack 🧱 push");
});

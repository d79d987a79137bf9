import { count } from "drizzle-orm";
import { rateLimits, sessions, users } from "../../db/schema";
import { signUpAndIn, apiHarnessPerFile } from "../../test/harness";

const api = apiHarnessPerFile();

const snapshot = async () => {
  const n = async (table: typeof users | typeof sessions | typeof rateLimits) =>
    (await api.h.database.db.select({ n: count() }).from(table))[0]!.n;
  return { users: await n(users), sessions: await n(sessions), rateLimits: await n(rateLimits) };
};

const json = { "content-type": "application/json" };
const signup = { fullName: "Ada", userName: "ada", email: "ada@example.com", password: "long enough" };

const cases: Array<[string, string, string | object, Record<string, string>, number]> = [
  ["signup: malformed JSON", "/auth/signup", '{"fullName": "Ada",', json, 422],
  ["signup: JSON that is not an object", "/auth/signup", "[1,2,3]", json, 422],
  ["signup: wrong types", "/auth/signup", { fullName: 1, userName: true, email: {}, password: [] }, json, 422],
  ["signup: missing fields", "/auth/signup", {}, json, 422],
  ["signup: over-long fields", "/auth/signup", { ...signup, fullName: "x".repeat(81), email: `${"a".repeat(250)}@x.io` }, json, 422],
  ["signup: SQL-looking userName", "/auth/signup", { ...signup, userName: "' OR 1=1; --" }, json, 422],
  ["signup: unicode userName", "/auth/signup", { ...signup, userName: "ådä" }, json, 422],
  ["signup: zero-width characters in userName", "/auth/signup", { ...signup, userName: "a\u200bda" }, json, 422],
  ["signup: form-encoded body", "/auth/signup", "fullName=Ada", { "content-type": "application/x-www-form-urlencoded" }, 415],
  ["signup: 1 MB body", "/auth/signup", { ...signup, fullName: "x".repeat(1024 * 1024) }, json, 413],
  ["signin: malformed JSON", "/auth/signin", "{", json, 422],
  ["signin: wrong types", "/auth/signin", { identifier: 42, password: null }, json, 422],
  ["signin: missing fields", "/auth/signin", {}, json, 422],
  ["signin: over-long password", "/auth/signin", { identifier: "ada", password: "p".repeat(129) }, json, 422],
  ["signin: text/plain body", "/auth/signin", "identifier=ada", { "content-type": "text/plain" }, 415],
  ["signin: 1 MB body", "/auth/signin", { identifier: "ada", password: "x".repeat(1024 * 1024) }, json, 413],
  ["logout: no session", "/auth/logout", {}, json, 401],
  ["logout: forged bearer token", "/auth/logout", {}, { ...json, authorization: `Bearer ${"x".repeat(43)}` }, 401],
  ["logout: forged cookie", "/auth/logout", {}, { ...json, cookie: "al_session=forged-forged-forged-forged-forged" }, 401],
];

describe.each(cases)("%s", (_label, path, body, headers, status) => {
  it(`answers ${status} with a message and changes nothing`, async () => {
    await signUpAndIn(api.h.app, { userName: "existing", email: "existing@example.com" });
    const before = await snapshot();
    const res = await api.http.post(path, body, { headers });
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.message).toBe("string");
    expect(await snapshot()).toEqual(before);
  });
});

it("an expired session cookie is 401", async () => {
  const { token } = await signUpAndIn(api.h.app);
  api.h.clock.now = new Date(api.h.clock.now.getTime() + 31 * 86_400_000);
  const res = await api.http.get("/profile/getProfileData", { headers: { cookie: `al_session=${token}` } });
  expect(res.status).toBe(401);
  expect(res.body.message).toBe("Please sign in again");
});

it("never echoes a password or token into the response of a failed call", async () => {
  const res = await api.http.post("/auth/signin", { identifier: "nobody", password: "hunter2-secret" });
  expect(JSON.stringify(res.body)).not.toContain("hunter2-secret");
});

import { count } from "drizzle-orm";
import { Hono } from "hono";
import { sessions, users } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { requireInternalCaller } from "../../http/internal-caller";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";

const SECRET = "bff-to-api-secret-for-tests-0123456789";
const api = apiHarnessPerFile({ INTERNAL_API_SECRET: SECRET });

const ada = { fullName: "Ada Lovelace", userName: "ada", email: "ada@example.com" };
const gsign = (body: object = ada, secret: string | null = SECRET) =>
  api.http.post("/auth/gsign", body, { headers: secret === null ? {} : { "x-internal-secret": secret } });
const userCount = async () => (await api.h.database.db.select({ n: count() }).from(users))[0]!.n;
const sessionCount = async () => (await api.h.database.db.select({ n: count() }).from(sessions))[0]!.n;
const profileOf = async (token: string) => (await api.http.get("/profile/getProfileData", { token })).body.profileData;

describe("POST /auth/gsign: only the BFF's server may call it", () => {
  it.each([
    ["no secret", null],
    ["an empty secret", ""],
    ["a wrong secret", "not-the-secret-not-the-secret-0000"],
    ["the secret less its last character", SECRET.slice(0, -1)],
    ["the secret with one more character", `${SECRET}x`],
    ["the secret in upper case", SECRET.toUpperCase()],
  ])("with %s: 401, no account and no session", async (_label, secret) => {
    const res = await gsign(ada, secret);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(res.body.token).toBeUndefined();
    expect(await userCount()).toBe(0);
    expect(await sessionCount()).toBe(0);
  });

  it("does not take the secret from a bearer token or a cookie", async () => {
    const attempts: Array<Record<string, string>> = [{ authorization: `Bearer ${SECRET}` }, { cookie: `x-internal-secret=${SECRET}` }];
    for (const headers of attempts) {
      expect((await api.http.post("/auth/gsign", ada, { headers })).status).toBe(401);
    }
    expect(await userCount()).toBe(0);
  });

  it("cannot be used to sign in to an existing account without the secret", async () => {
    const victim = await signUpAndIn(api.h.app, { email: "victim@example.com" });
    const before = await sessionCount();
    const res = await gsign({ ...ada, email: victim.email }, "guess-guess-guess-guess-guess");
    expect(res.status).toBe(401);
    expect(await sessionCount()).toBe(before);
  });

  it("refuses everyone when the API has no secret configured", async () => {
    const app = new Hono<AppEnv>().use(requireInternalCaller(undefined)).post("/x", (c) => c.json({ success: true }));
    app.onError((error, c) => c.json({ message: error.message }, 401));
    for (const secret of ["", "undefined", SECRET]) {
      expect((await app.request("/x", { method: "POST", headers: { "x-internal-secret": secret } })).status).toBe(401);
    }
  });
});

describe("POST /auth/gsign with the secret", () => {
  it("creates the account once, with a verified email and no password, and signs it in each time", async () => {
    const first = await gsign();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      created: true,
      user: { fullName: "Ada Lovelace", userName: "ada", email: "ada@example.com" },
    });
    const second = await gsign({ ...ada, email: "ADA@Example.com" });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ created: false, user: { id: first.body.user.id, userName: "ada" } });
    expect(second.body.token).not.toBe(first.body.token);
    expect(await userCount()).toBe(1);
    expect(await sessionCount()).toBe(2);
    for (const token of [first.body.token, second.body.token]) {
      expect((await profileOf(token)).personal).toMatchObject({ userName: "ada", emailVerified: true });
    }
    // No password was set, so none signs in.
    expect((await api.http.post("/auth/signin", { identifier: "ada", password: "" })).status).toBe(422);
    expect((await api.http.post("/auth/signin", { identifier: "ada", password: "anything-at-all" })).status).toBe(401);
  });

  it("adds a numeric suffix when the userName is taken", async () => {
    await signUpAndIn(api.h.app, { userName: "ada", email: "first@example.com" });
    const second = await gsign({ ...ada, email: "second@example.com" });
    const third = await gsign({ ...ada, email: "third@example.com" });
    expect(second.body.user.userName).toBe("ada1");
    expect(third.body.user.userName).toBe("ada2");
    const long = await gsign({ fullName: "x", userName: "a".repeat(30), email: "long1@example.com" });
    const longer = await gsign({ fullName: "x", userName: "a".repeat(30), email: "long2@example.com" });
    expect(long.body.user.userName).toBe("a".repeat(30));
    expect(longer.body.user.userName).toBe(`${"a".repeat(29)}1`);
  });

  it("signs in an existing account whose email is verified, without a duplicate", async () => {
    const owner = await signUpAndIn(api.h.app, { userName: "lovelace", email: "ada@example.com" });
    const mail = await api.h.mail.next("ada@example.com");
    expect((await api.http.post("/auth/verify-email", { token: new URL(mail.link).searchParams.get("token") })).status).toBe(200);
    const res = await gsign();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: false, user: { id: owner.id, userName: "lovelace" } });
    expect(await userCount()).toBe(1);
    // The password still works alongside Google.
    expect((await api.http.post("/auth/signin", { identifier: "lovelace", password: owner.password })).status).toBe(200);
  });

  it("refuses an existing account whose email nobody has verified, and signs nobody in", async () => {
    const squatter = await signUpAndIn(api.h.app, { userName: "squatter", email: "ada@example.com" });
    const before = await sessionCount();
    const res = await gsign();
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/not verified/);
    expect(res.body.token).toBeUndefined();
    expect(await sessionCount()).toBe(before);
    expect((await profileOf(squatter.token)).personal.emailVerified).toBe(false);
  });

  it("validates the payload after the secret: 422 and no account", async () => {
    expect((await gsign({ ...ada, email: "not-an-email" })).status).toBe(422);
    expect((await gsign({ ...ada, userName: "Not Valid!" })).status).toBe(422);
    expect((await gsign({ email: ada.email })).status).toBe(422);
    expect(await userCount()).toBe(0);
  });
});

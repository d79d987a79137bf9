import { eq } from "drizzle-orm";
import { personalTokens } from "../../db/schema";
import { apiHarnessPerFile, signUpAndIn } from "../../test/harness";
import { TOKEN_CALLS_PER_MINUTE, TOKEN_SCHEME } from "./token-access";

const api = apiHarnessPerFile();
const by = (token: string) => ({ headers: { authorization: `${TOKEN_SCHEME} ${token}` } });
const note = { title: "Two pointers" };

async function tokenFor(session: string, scope: "read" | "write", name = "script") {
  const res = await api.http.post("/profile/tokens/create", { name, scope }, { token: session });
  expect(res.status).toBe(201);
  return { secret: res.body.token, id: res.body.personalToken.id };
}

describe("personal access tokens", () => {
  it("are shown once, stored hashed, and listed with their last use", async () => {
    const u = await signUpAndIn(api.h.app);
    const { secret, id } = await tokenFor(u.token, "read", "CI");
    expect(secret).toMatch(/^alp_/);
    const [row] = await api.h.database.db.select().from(personalTokens).where(eq(personalTokens.id, id));
    expect(row!.tokenHash).not.toContain(secret);
    expect(JSON.stringify((await api.http.get("/profile/tokens", { token: u.token })).body)).not.toContain(secret);

    expect((await api.http.get("/saved/concepts/get", by(secret))).status).toBe(200);
    const listed = (await api.http.get("/profile/tokens", { token: u.token })).body.tokens;
    expect(listed).toEqual([expect.objectContaining({ id, name: "CI", scope: "read", lastUsedAt: api.h.clock.now.toISOString() })]);
  });

  it("read-only refuses writes; read-write writes through the same validation", async () => {
    const u = await signUpAndIn(api.h.app);
    const read = await tokenFor(u.token, "read");
    const write = await tokenFor(u.token, "write");
    expect((await api.http.post("/saved/concepts/add", note, by(read.secret))).status).toBe(403);
    expect((await api.http.post("/saved/concepts/add", note, by(write.secret))).status).toBe(201);
    const bad = await api.http.post("/saved/concepts/add", { title: "" }, by(write.secret));
    expect(bad.status).toBe(422);
    expect(bad.body.issues).toHaveProperty("title");
    expect((await api.http.get("/saved/concepts/get", { token: u.token })).body.allConcepts).toHaveLength(1);
  });

  it.each([
    ["POST", "/profile/tokens/create", { name: "more", scope: "write" }],
    ["GET", "/profile/tokens", undefined],
    ["POST", "/profile/tokens/revoke", { id: "7a0c3a4e-9d1b-4c1e-8f63-3f0a1f2b9c11" }],
    ["POST", "/auth/send-verification", undefined],
  ])("never reach %s %s", async (method, path, body) => {
    const u = await signUpAndIn(api.h.app);
    const { secret } = await tokenFor(u.token, "write");
    const res = method === "GET" ? await api.http.get(path, by(secret)) : await api.http.post(path, body, by(secret));
    expect(res.status).toBe(403);
    expect((await api.http.get("/profile/tokens", { token: u.token })).body.tokens).toHaveLength(1);
  });

  it("is not taken for a session, nor a session for a token", async () => {
    const u = await signUpAndIn(api.h.app);
    const { secret } = await tokenFor(u.token, "write");
    expect((await api.http.get("/saved/concepts/get", { token: secret })).status).toBe(401);
    expect((await api.http.get("/saved/concepts/get", { headers: { authorization: `${TOKEN_SCHEME} ${u.token}` } })).status).toBe(401);
  });

  it("is refused at once when revoked, and only by its owner", async () => {
    const u = await signUpAndIn(api.h.app);
    const other = await signUpAndIn(api.h.app);
    const { secret, id } = await tokenFor(u.token, "write");
    expect((await api.http.post("/profile/tokens/revoke", { id }, { token: other.token })).status).toBe(404);
    expect((await api.http.get("/saved/concepts/get", by(secret))).status).toBe(200);
    expect((await api.http.post("/profile/tokens/revoke", { id }, { token: u.token })).status).toBe(200);
    expect((await api.http.get("/saved/concepts/get", by(secret))).status).toBe(401);
    const listed = (await api.http.get("/profile/tokens", { token: u.token })).body.tokens;
    expect(listed[0]!.revokedAt).toBe(api.h.clock.now.toISOString());
  });

  it("is limited per token, not per user", async () => {
    const u = await signUpAndIn(api.h.app);
    const first = await tokenFor(u.token, "read");
    const second = await tokenFor(u.token, "read");
    for (let i = 0; i < TOKEN_CALLS_PER_MINUTE; i++)
      expect((await api.http.get("/profile/sync-status", by(first.secret))).status).toBe(200);
    const refused = await api.http.get("/profile/sync-status", by(first.secret));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect((await api.http.get("/profile/sync-status", by(second.secret))).status).toBe(200);
    expect((await api.http.get("/profile/sync-status", { token: u.token })).status).toBe(200);
  });
});
